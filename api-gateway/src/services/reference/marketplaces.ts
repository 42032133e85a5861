import { describe } from '@pvz/contracts/messages';
import { normalizeHost } from '@pvz/contracts/validation/reference';
import { now, type ReferenceDefinition } from './definition.js';

export const marketplaces: ReferenceDefinition<'marketplaces'> = {
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
