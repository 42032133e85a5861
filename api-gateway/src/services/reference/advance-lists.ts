import { now, type ReferenceDefinition } from './definition.js';

/** «Статьи расходов» of the advance report: a name, and whether a row of it names no point. */
export const expenseCategories: ReferenceDefinition<'expense-categories'> = {
  entity: 'expense-categories',
  page: 'admin-expense-categories',
  normalize: (input) => ({ name: input.name.trim(), withoutPoint: input.withoutPoint }),
  async list(db) {
    return db
      .selectFrom('expense_categories')
      .select(['id', 'name', 'without_point as withoutPoint'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
  },
  async get(db, id) {
    return db
      .selectFrom('expense_categories')
      .select(['id', 'name', 'without_point as withoutPoint'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (
      await trx
        .insertInto('expense_categories')
        .values({ name: input.name, without_point: input.withoutPoint })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('expense_categories')
      .set({ name: input.name, without_point: input.withoutPoint, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('expense_categories').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  // a category keeps its rows' meaning: deleting it hides it from new rows only
  inUse: async () => null,
};

/** «Компании» money is kept for. */
export const companies: ReferenceDefinition<'companies'> = {
  entity: 'companies',
  page: 'admin-companies',
  normalize: (input) => ({ name: input.name.trim() }),
  async list(db) {
    return db.selectFrom('companies').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
  },
  async get(db, id) {
    return db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (await trx.insertInto('companies').values({ name: input.name }).returning('id').executeTakeFirstOrThrow())
      .id;
  },
  async update(trx, id, input) {
    await trx.updateTable('companies').set({ name: input.name, updated_at: now }).where('id', '=', id).execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('companies').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  inUse: async () => null,
};
