import type { ReferenceInput, ReferenceItem } from '@pvz/contracts/api/reference';
import { describe } from '@pvz/contracts/messages';
import { now, type ReferenceDefinition, trimmed } from './definition.js';

type NamedPlaceEntity = 'sorting-centers' | 'pvz-delivery' | 'sorting-centers-delivery';

const placeColumns = (input: ReferenceInput<NamedPlaceEntity>) => ({
  name: input.name,
  address: input.address,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/** Lists of named places with an address; the three tables have the same columns. */
function namedPlaces<E extends NamedPlaceEntity>(
  entity: E,
  table: 'sorting_centers' | 'pvz_delivery' | 'sorting_centers_delivery',
  page: ReferenceDefinition<E>['page'],
  inUse: ReferenceDefinition<E>['inUse'] = async () => null,
): ReferenceDefinition<E> {
  // The three tables share one row type, so the queries are written once against one of them.
  const t = table as 'sorting_centers';
  return {
    entity,
    page,
    normalize: trimmed,
    async list(db) {
      const rows = await db
        .selectFrom(t)
        .select(['id', 'name', 'address', 'latitude', 'longitude'])
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute();
      return rows as ReferenceItem<E>[];
    },
    async get(db, id) {
      const row = await db
        .selectFrom(t)
        .select(['id', 'name', 'address', 'latitude', 'longitude'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row as ReferenceItem<E> | undefined;
    },
    async insert(trx, input) {
      return (await trx.insertInto(t).values(placeColumns(input)).returning('id').executeTakeFirstOrThrow()).id;
    },
    async update(trx, id, input) {
      await trx
        .updateTable(t)
        .set({ ...placeColumns(input), updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async softDelete(trx, id) {
      await trx.updateTable(t).set({ deleted_at: now }).where('id', '=', id).execute();
    },
    inUse,
  };
}

export const sortingCenters = namedPlaces(
  'sorting-centers',
  'sorting_centers',
  'admin-sorting-centers',
  async (db, id) => {
    const { n } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sorting_center_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n) > 0 ? describe.sortingCenterInUse(Number(n)) : null;
  },
);

export const pvzDelivery = namedPlaces('pvz-delivery', 'pvz_delivery', 'admin-pvz-delivery');

export const sortingCentersDelivery = namedPlaces(
  'sorting-centers-delivery',
  'sorting_centers_delivery',
  'admin-sorting-centers-delivery',
);
