import { describe, messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { addCells } from '../cells.js';
import { inPointScope } from '../point-scope.js';
import { loadSettings } from '../settings.js';
import { now, type ReferenceDefinition, trimmed } from './definition.js';

export const points: ReferenceDefinition<'points'> = {
  entity: 'points',
  page: 'admin-pvz',
  scopedByPoint: true,
  normalize: (input) => ({ ...trimmed(input), hours: input.hours?.trim() || null }),
  async missingReference(db, input) {
    if (input.brandMarketplaceId == null) return null;
    const marketplace = await db
      .selectFrom('marketplaces')
      .select('id')
      .where('id', '=', input.brandMarketplaceId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return marketplace ? null : messages.marketplaceUnknown;
  },
  async list(db, caller) {
    const query = selectPoints(db).where(inPointScope('p.id', caller.scope));
    return (await query.orderBy('p.name').execute()).map(toPoint);
  },
  async get(db, id) {
    const row = await selectPoints(db).where('p.id', '=', id).executeTakeFirst();
    return row && toPoint(row);
  },
  async insert(trx, input) {
    const { id } = await trx
      .insertInto('points')
      .values({ ...pointColumns(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('points')
      .set({ ...pointColumns(input), updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('points').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  async inUse(db, id) {
    const users = await db
      .selectFrom('users as u')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('u.home_point_id', '=', id),
          eb.exists(
            eb
              .selectFrom('user_points as up')
              .select('up.point_id')
              .whereRef('up.user_id', '=', 'u.id')
              .where('up.point_id', '=', id),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(users.n) > 0) return describe.pointInUse(`назначен пользователям (${users.n})`);
    const busy = await db
      .selectFrom('cells')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('point_id', '=', id)
      .where('client_phone', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(busy.n) > 0) return describe.pointInUse(`в ячейках лежат посылки (${busy.n})`);
    return null;
  },
  async afterCreate(trx, id) {
    const { newPointCells } = await loadSettings(trx);
    await addCells(trx, id, newPointCells);
    return describe.pointCreatedWithCells(newPointCells);
  },
};

function selectPoints(db: Db) {
  return db
    .selectFrom('points as p')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.address',
      'p.latitude',
      'p.longitude',
      'p.is_partner',
      'p.brand_marketplace_id',
      'p.hours',
      eb
        .selectFrom('cells as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.point_id', '=', 'p.id')
        .as('cell_count'),
    ])
    .where('p.deleted_at', 'is', null);
}

function toPoint(row: Awaited<ReturnType<ReturnType<typeof selectPoints>['executeTakeFirstOrThrow']>>) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    isPartner: row.is_partner,
    brandMarketplaceId: row.brand_marketplace_id,
    hours: row.hours,
    cellCount: Number(row.cell_count ?? 0),
  };
}

function pointColumns(input: {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  isPartner: boolean;
  brandMarketplaceId?: number | null;
  hours?: string | null;
}) {
  return {
    name: input.name,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    is_partner: input.isPartner,
    brand_marketplace_id: input.brandMarketplaceId ?? null,
    hours: input.hours ?? null,
  };
}
