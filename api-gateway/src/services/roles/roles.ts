import type { RoleInput, RoleItem } from '@pvz/contracts/api/roles';
import type { RoleChoice } from '@pvz/contracts/api/users';
import { describe, messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import { CLIENT_ROLE } from '@pvz/contracts/roles';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { forgetAuth } from '../auth-cache.js';

function selectRoles(db: Db) {
  return db
    .selectFrom('roles as r')
    .select((eb) => [
      'r.code',
      'r.name',
      'r.fixed',
      'r.pages',
      'r.columns',
      eb
        .selectFrom('users as u')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('u.role', '=', 'r.code')
        .where('u.deleted_at', 'is', null)
        .as('userCount'),
    ])
    .where('r.code', '<>', CLIENT_ROLE)
    .where('r.deleted_at', 'is', null);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

function toRoleItem(row: RoleRow): RoleItem {
  return {
    code: row.code,
    name: row.name,
    fixed: row.fixed,
    pages: row.pages,
    columns: row.columns,
    userCount: Number(row.userCount ?? 0),
  };
}

const roleNamed = async (db: Db, code: string) =>
  toRoleItem(await selectRoles(db).where('r.code', '=', code).executeTakeFirstOrThrow());

/** The staff roles, the fixed ones first, each with how many users have it. */
export async function listRoles(db: Db): Promise<RoleItem[]> {
  const rows = await selectRoles(db).orderBy('r.fixed', 'desc').orderBy('r.name').execute();
  return rows.map(toRoleItem);
}

/** An active role that may be changed. */
async function changeableRole(db: Db, code: string): Promise<RoleItem> {
  const row = await selectRoles(db).where('r.code', '=', code).executeTakeFirst();
  if (!row) throw notFound(messages.roleNotFound);
  if (row.fixed) throw forbidden(messages.roleFixed);
  return toRoleItem(row);
}

/** Creates a role (its code not taken yet), audited. */
export async function addRole(db: Kysely<Database>, actor: StaffAuth, input: RoleInput): Promise<RoleItem> {
  const { code, pages, columns } = input;
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('roles')
        .values({ code, name: input.name.trim(), pages: JSON.stringify(pages), columns: JSON.stringify(columns) })
        .execute();
      const created = await roleNamed(trx, code);
      await audit(trx, actor, { entity: 'role', entityId: code, action: 'create', after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.roleDuplicate);
    throw error;
  }
}

/** Changes a role that is not fixed, audited. */
export async function updateRole(db: Kysely<Database>, actor: StaffAuth, input: RoleInput): Promise<RoleItem> {
  const { code, pages, columns } = input;
  const changed = await db.transaction().execute(async (trx) => {
    const before = await changeableRole(trx, code);
    await trx
      .updateTable('roles')
      .set({
        name: input.name.trim(),
        pages: JSON.stringify(pages),
        columns: JSON.stringify(columns),
        updated_at: sql<Date>`now()`,
      })
      .where('code', '=', code)
      .execute();
    const after = await roleNamed(trx, code);
    await audit(trx, actor, { entity: 'role', entityId: code, action: 'update', before, after });
    return after;
  });
  forgetAuth({ role: code });
  return changed;
}

/** Deletes a role that is not fixed and no user has, audited. */
export async function removeRole(db: Kysely<Database>, actor: StaffAuth, code: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await changeableRole(trx, code);
    if (before.userCount > 0) throw conflict(describe.roleInUse(before.userCount));
    await trx.updateTable('roles').set({ deleted_at: sql<Date>`now()` }).where('code', '=', before.code).execute();
    await audit(trx, actor, { entity: 'role', entityId: before.code, action: 'delete', before });
  });
  forgetAuth({ role: code });
}

/** The pages of work at a point's counter: a user with them needs a point to do it. */
const counterPages: readonly PageKey[] = ['goods-acceptance', 'goods-issue'];

/** The staff roles to pick for a user, the fixed ones first; whether the role works at a point's counter. */
export async function roleChoices(db: Db): Promise<RoleChoice[]> {
  const roles = await db
    .selectFrom('roles')
    .select(['code', 'name', 'pages'])
    .where('code', '<>', CLIENT_ROLE)
    .where('deleted_at', 'is', null)
    .orderBy('fixed', 'desc')
    .orderBy('name')
    .execute();
  return roles.map(({ code, name, pages }) => ({
    code,
    name,
    atCounter: counterPages.some((page) => pages[page] !== undefined),
  }));
}
