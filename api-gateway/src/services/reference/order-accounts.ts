import { now, type ReferenceDefinition } from './definition.js';
import { storedPhone } from './phone-numbers.js';

export const orderAccounts: ReferenceDefinition<'order-accounts'> = {
  entity: 'order-accounts',
  page: 'admin-order-accounts',
  normalize: (input) => ({
    name: input.name.trim(),
    phone: input.phone.trim() ? storedPhone(input.phone) : '',
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
