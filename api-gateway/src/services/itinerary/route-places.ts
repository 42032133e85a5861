import { scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import { type Place, type PlaceChoice, type PlaceKind, type PlaceRef, placeKey } from '@pvz/contracts/api/itinerary';
import { describe, messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, unprocessable } from '../../errors.js';
import { inPointScope } from '../point-scope.js';

interface StoredPlace {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** a point's licensee: the network it belongs to; every other place is the network's own */
  network: number | null;
}

const ofKind = (places: readonly PlaceRef[], kind: PlaceKind) =>
  places.filter((place) => place.kind === kind).map((place) => place.id);

/** The live places of each kind among `refs`, by `kind:id`. */
async function storedPlaces(db: Db, refs: readonly PlaceRef[]): Promise<Map<string, StoredPlace>> {
  const found = new Map<string, StoredPlace>();
  const add = (kind: PlaceKind, rows: StoredPlace[]) => {
    for (const row of rows) found.set(placeKey({ kind, id: row.id }), row);
  };
  const ids = (kind: PlaceKind) => {
    const list = ofKind(refs, kind);
    return list.length > 0 ? list : [0];
  };
  const [points, centres, deliveryPoints, markers] = await Promise.all([
    db
      .selectFrom('points')
      .select(['id', 'name', 'address', 'latitude', 'longitude', 'licensee_id as network'])
      .where('id', 'in', ids('point'))
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('sorting_centers')
      .select(['id', 'name', 'address', 'latitude', 'longitude'])
      .where('id', 'in', ids('sorting-center'))
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('pvz_delivery')
      .select(['id', 'name', 'address', 'latitude', 'longitude'])
      .where('id', 'in', ids('delivery-point'))
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('map_markers')
      .select(['id', 'note as name', 'latitude', 'longitude'])
      .where('id', 'in', ids('marker'))
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  add('point', points);
  add(
    'sorting-center',
    centres.map((row) => ({ ...row, network: null })),
  );
  add(
    'delivery-point',
    deliveryPoints.map((row) => ({ ...row, network: null })),
  );
  add(
    'marker',
    markers.map((row) => ({ ...row, address: '', network: null })),
  );
  return found;
}

/**
 * The places of a route, in the order asked: a point must be in the caller's scope (403), every place
 * must exist (404), belong to one network (a licensee's point never rides with ours: 403) and have
 * coordinates (422, naming those without).
 */
export async function routePlaces(db: Db, scope: UserScope, refs: readonly PlaceRef[]): Promise<Place[]> {
  if (ofKind(refs, 'point').some((id) => !scopeIncludesPoint(scope, id))) throw forbidden(messages.pointOutOfScope);
  const stored = await storedPlaces(db, refs);
  const places = refs.map((ref) => {
    const place = stored.get(placeKey(ref));
    if (!place) throw notFound(ref.kind === 'point' ? messages.pointUnknown : messages.itineraryPlaceUnknown);
    return { ...ref, ...place };
  });
  if (new Set(places.map((place) => place.network)).size > 1) throw forbidden(messages.itineraryOtherNetwork);
  const unplaced = places.filter((place) => place.latitude === null || place.longitude === null);
  if (unplaced.length > 0) throw unprocessable(describe.itineraryNoCoordinates(unplaced.map((place) => place.name)));
  return places.map(({ kind, id, name, address, latitude, longitude }) => ({
    kind,
    id,
    name,
    address,
    latitude: latitude as number,
    longitude: longitude as number,
  }));
}

/** What the caller's routes may use: their points, the sorting centres, the delivery points, the markers. */
export async function placeChoices(db: Db, scope: UserScope): Promise<PlaceChoice[]> {
  const placed = (row: { latitude: number | null }) => row.latitude !== null;
  const [points, centres, deliveryPoints, markers] = await Promise.all([
    db
      .selectFrom('points')
      .select(['id', 'name', 'latitude'])
      .where('deleted_at', 'is', null)
      .where(inPointScope('id', scope))
      .orderBy('name')
      .execute(),
    db
      .selectFrom('sorting_centers')
      .select(['id', 'name', 'latitude'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('pvz_delivery')
      .select(['id', 'name', 'latitude'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('map_markers')
      .select(['id', 'note as name', 'latitude'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
  ]);
  const choices = (kind: PlaceKind, rows: { id: number; name: string; latitude: number | null }[]) =>
    rows.map((row) => ({ kind, id: row.id, name: row.name, placed: placed(row) }));
  return [
    ...choices('sorting-center', centres),
    ...choices('point', points),
    ...choices('delivery-point', deliveryPoints),
    ...choices('marker', markers),
  ];
}
