import type { ReferenceEntity, ReferenceItem } from '@pvz/contracts/api/reference';
import { describe, messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { normalizeHost } from '@pvz/contracts/validation/reference';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { addCells } from '../../../services/cells.js';
import { inPointScope } from '../../../services/point-scope.js';
import { loadSettings } from '../../../services/settings.js';
import type { ReferenceDefinition } from './definition.js';

const now = sql<Date>`now()`;
const trimmed = <T extends { name: string; address: string }>(input: T): T => ({
  ...input,
  name: input.name.trim(),
  address: input.address.trim(),
});

const points: ReferenceDefinition<'points'> = {
  entity: 'points',
  page: 'admin-pvz',
  scopedByPoint: true,
  normalize: trimmed,
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
}) {
  return {
    name: input.name,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    is_partner: input.isPartner,
    brand_marketplace_id: input.brandMarketplaceId ?? null,
  };
}

type NamedPlaceEntity = 'sorting-centers' | 'pvz-delivery' | 'sorting-centers-delivery';

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
        .select(['id', 'name', 'address'])
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute();
      return rows as ReferenceItem<E>[];
    },
    async get(db, id) {
      const row = await db
        .selectFrom(t)
        .select(['id', 'name', 'address'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row as ReferenceItem<E> | undefined;
    },
    async insert(trx, input) {
      return (
        await trx
          .insertInto(t)
          .values({ name: input.name, address: input.address })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    async update(trx, id, input) {
      await trx
        .updateTable(t)
        .set({ name: input.name, address: input.address, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async softDelete(trx, id) {
      await trx.updateTable(t).set({ deleted_at: now }).where('id', '=', id).execute();
    },
    inUse,
  };
}

const sortingCenters = namedPlaces('sorting-centers', 'sorting_centers', 'admin-sorting-centers', async (db, id) => {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sorting_center_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n) > 0 ? describe.sortingCenterInUse(Number(n)) : null;
});

const marketplaces: ReferenceDefinition<'marketplaces'> = {
  entity: 'marketplaces',
  page: 'admin-marketplaces',
  normalize: (input) => ({ name: input.name.trim(), hosts: [...new Set(input.hosts.map(normalizeHost))] }),
  async list(db) {
    return db
      .selectFrom('marketplaces')
      .select(['id', 'name', 'hosts'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
  },
  async get(db, id) {
    return db
      .selectFrom('marketplaces')
      .select(['id', 'name', 'hosts'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (await trx.insertInto('marketplaces').values(input).returning('id').executeTakeFirstOrThrow()).id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('marketplaces')
      .set({ ...input, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('marketplaces').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  // Percentages set for a removed marketplace stay in their table for history; a branded point keeps it in use.
  async inUse(db, id) {
    const { n } = await db
      .selectFrom('points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_marketplace_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n) > 0 ? describe.marketplaceInUse(Number(n)) : null;
  },
};

const phoneOf = (value: string) => {
  const phone = normalizePhone(value);
  return phone.ok ? phone.phone : value.trim();
};

const phoneNumbers: ReferenceDefinition<'phone-numbers'> = {
  entity: 'phone-numbers',
  page: 'admin-phone-numbers',
  normalize: (input) => ({ phoneNumber: phoneOf(input.phoneNumber), address: input.address.trim() }),
  async list(db) {
    return db
      .selectFrom('phone_numbers')
      .select(['id', 'phone_number as phoneNumber', 'address'])
      .where('deleted_at', 'is', null)
      .orderBy('phone_number')
      .execute();
  },
  async get(db, id) {
    return db
      .selectFrom('phone_numbers')
      .select(['id', 'phone_number as phoneNumber', 'address'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (
      await trx
        .insertInto('phone_numbers')
        .values({ phone_number: input.phoneNumber, address: input.address })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('phone_numbers')
      .set({ phone_number: input.phoneNumber, address: input.address, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('phone_numbers').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  inUse: async () => null,
};

const orderAccounts: ReferenceDefinition<'order-accounts'> = {
  entity: 'order-accounts',
  page: 'admin-order-accounts',
  normalize: (input) => ({
    name: input.name.trim(),
    phone: input.phone.trim() ? phoneOf(input.phone) : '',
    active: input.active,
  }),
  async list(db) {
    return db
      .selectFrom('order_accounts')
      .select(['id', 'name', 'phone', 'active'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
  },
  async get(db, id) {
    return db
      .selectFrom('order_accounts')
      .select(['id', 'name', 'phone', 'active'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (await trx.insertInto('order_accounts').values(input).returning('id').executeTakeFirstOrThrow()).id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('order_accounts')
      .set({ ...input, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('order_accounts').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  inUse: async () => null,
};

/** Every reference list, by the entity name of its URL. */
export const referenceDefinitions: { [E in ReferenceEntity]: ReferenceDefinition<E> } = {
  points,
  'sorting-centers': sortingCenters,
  'pvz-delivery': namedPlaces('pvz-delivery', 'pvz_delivery', 'admin-pvz-delivery'),
  'sorting-centers-delivery': namedPlaces(
    'sorting-centers-delivery',
    'sorting_centers_delivery',
    'admin-sorting-centers-delivery',
  ),
  marketplaces,
  'phone-numbers': phoneNumbers,
  'order-accounts': orderAccounts,
};
