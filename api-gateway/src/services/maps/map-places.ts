import type { UserScope } from '@pvz/contracts/access';
import type { CreateMarkerBody, DeliveryPointOnMap, MapPoint, Marker } from '@pvz/contracts/api/maps';
import type { ColumnLevel } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { activeMarketplaces } from '../marketplaces.js';
import { inPointScope } from '../point-scope.js';
import { loadSettings } from '../settings.js';

/** The caller's points with their hours and service percent per marketplace (the point's own, else the default). */
export async function mapPoints(db: Db, scope: UserScope): Promise<MapPoint[]> {
  const [points, marketplaces, own, settings] = await Promise.all([
    db
      .selectFrom('points')
      .select(['id', 'name', 'address', 'latitude', 'longitude', 'hours'])
      .where('deleted_at', 'is', null)
      .where(inPointScope('id', scope))
      .orderBy('name')
      .execute(),
    activeMarketplaces(db),
    db
      .selectFrom('point_percents')
      .select(['point_id', 'marketplace_id', 'percent_bp'])
      .where('kind', '=', 'service')
      .execute(),
    loadSettings(db),
  ]);
  const set = new Map(own.map((row) => [`${row.point_id}:${row.marketplace_id}`, row.percent_bp / 100]));
  return points.map((point) => ({
    ...point,
    percents: marketplaces.map((marketplace) => ({
      marketplace: marketplace.name,
      percent: set.get(`${point.id}:${marketplace.id}`) ?? settings.defaultPercents.service,
    })),
  }));
}

const selectMarkers = (db: Db) =>
  db
    .selectFrom('map_markers as m')
    .innerJoin('users as u', 'u.id', 'm.created_by')
    .select(['m.id', 'm.kind', 'm.note', 'm.latitude', 'm.longitude', 'm.created_at', 'u.username'])
    .where('m.deleted_at', 'is', null);

type MarkerRow = Awaited<ReturnType<ReturnType<typeof selectMarkers>['executeTakeFirstOrThrow']>>;
const toMarker = (row: MarkerRow): Marker => ({
  id: row.id,
  kind: row.kind,
  note: row.note,
  latitude: row.latitude,
  longitude: row.longitude,
  createdBy: row.username,
  createdAt: row.created_at.toISOString(),
});

/** The managers' markers, oldest first. */
export async function mapMarkers(db: Db): Promise<Marker[]> {
  return (await selectMarkers(db).orderBy('m.id').execute()).map(toMarker);
}

export async function createMarker(db: Db, actor: StaffAuth, body: CreateMarkerBody): Promise<Marker> {
  const note = body.note.trim();
  if (note === '') throw badRequest(messages.markerNoteRequired);
  const { id } = await db
    .insertInto('map_markers')
    .values({ ...body, note, created_by: actor.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(db, actor, { entity: 'map-marker', entityId: id, action: 'create', after: body });
  return toMarker(await selectMarkers(db).where('m.id', '=', id).executeTakeFirstOrThrow());
}

/** Removes a marker from the map (kept, marked deleted: a saved route may have stopped there). */
export async function removeMarker(db: Db, actor: StaffAuth, id: number): Promise<void> {
  const removed = await db
    .updateTable('map_markers')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['kind', 'note', 'latitude', 'longitude'])
    .executeTakeFirst();
  if (!removed) throw notFound(messages.markerNotFound);
  await audit(db, actor, { entity: 'map-marker', entityId: id, action: 'delete', before: removed });
}

/**
 * The delivery service's points with the customers whose unpaid service rows go there: a customer is
 * their phone (every service row has one), shown with the name of their latest row; the name and the
 * phone only to whoever sees those columns of the service rows.
 */
export async function deliveryPointsOnMap(
  db: Db,
  levels: Readonly<Record<string, ColumnLevel>>,
): Promise<DeliveryPointOnMap[]> {
  const showsName = levels.name !== 'hidden';
  const showsPhone = levels.fromName !== 'hidden';
  const [points, customers] = await Promise.all([
    db
      .selectFrom('pvz_delivery')
      .select(['id', 'name', 'address', 'latitude', 'longitude'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('goods')
      .select([
        'delivery_point_id',
        'client_phone',
        sql<string>`(array_agg(client_name order by created_at desc, id desc))[1]`.as('name'),
        sql<string>`count(*)`.as('rows'),
        sql<string>`coalesce(sum(goods_value), 0)`.as('value'),
        sql<string>`coalesce(sum(amount_due), 0)`.as('fees'),
      ])
      .where('kind', '=', 'service')
      .where('deleted_at', 'is', null)
      .where('paid_at', 'is', null)
      .where('delivery_point_id', 'is not', null)
      .groupBy(['delivery_point_id', 'client_phone'])
      .orderBy('name')
      .orderBy('client_phone')
      .execute(),
  ]);
  return points.map((point) => ({
    ...point,
    customers: customers
      .filter((row) => row.delivery_point_id === point.id)
      .map((row) => ({
        ...(showsName && { name: row.name }),
        ...(showsPhone && { phone: row.client_phone ?? '' }),
        rows: Number(row.rows),
        value: Number(row.value),
        fees: Number(row.fees),
      })),
  }));
}
