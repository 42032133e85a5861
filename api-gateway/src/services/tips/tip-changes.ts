import type {
  CreateTipBody,
  DeleteTipBody,
  EditTipBody,
  TipChange,
  TipFields,
  TipRemoved,
} from '@pvz/contracts/api/tips';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { checkedPictures } from './tip-pictures.js';
import { tipRecord } from './tip-rows.js';

/** An article's fields as stored: trimmed, its roles live staff roles, its pictures articles' files. */
async function checkedFields(trx: Transaction<Database>, fields: TipFields) {
  const title = fields.title.trim();
  if (title === '') throw badRequest(messages.tipTitleRequired);
  const body = fields.body.trim();
  if (body === '') throw badRequest(messages.tipBodyRequired);
  const roles = fields.roles.map((role) => role.trim());
  if (roles.length > 0) {
    const known = await trx
      .selectFrom('roles')
      .select('code')
      .where('code', 'in', roles)
      .where('code', 'not in', [ADMIN_ROLE, CLIENT_ROLE])
      .where('deleted_at', 'is', null)
      .execute();
    if (known.length !== new Set(roles).size) throw badRequest(messages.tipRoleUnknown);
  }
  const fileIds = await checkedPictures(trx, body);
  return { title, body, page_keys: [...fields.pageKeys], roles: [...new Set(roles)], file_ids: fileIds };
}

/** The article as its change answers it, read back within the change. */
async function storedTip(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const tip = await tipRecord(trx, actor, id);
  if (!tip) throw new Error(`tip ${id} is gone within its own change`);
  return tip;
}

/** The live article an edit or a removal is about, locked for it. */
async function lockedTip(trx: Transaction<Database>, id: number) {
  const row = await trx
    .selectFrom('tips')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(messages.tipNotFound);
  return row;
}

export async function createTip(trx: Transaction<Database>, actor: StaffAuth, body: CreateTipBody): Promise<TipChange> {
  const fields = await checkedFields(trx, body);
  const { id } = await trx
    .insertInto('tips')
    .values({ ...fields, author_id: actor.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, actor, { entity: 'tip', entityId: id, action: 'create', after: fields });
  return { message: messages.tipCreated, tip: await storedTip(trx, actor, id) };
}

export async function editTip(trx: Transaction<Database>, actor: StaffAuth, body: EditTipBody): Promise<TipChange> {
  const before = await lockedTip(trx, body.id);
  const fields = await checkedFields(trx, body);
  await trx
    .updateTable('tips')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', body.id)
    .execute();
  await audit(trx, actor, { entity: 'tip', entityId: body.id, action: 'update', before, after: fields });
  return { message: messages.tipSaved, tip: await storedTip(trx, actor, body.id) };
}

/** Takes an article away (soft deletion); its pictures are no longer shown to anyone but its writers. */
export async function removeTip(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: DeleteTipBody,
): Promise<TipRemoved> {
  const before = await lockedTip(trx, body.id);
  await trx.updateTable('tips').set({ deleted_at: sql`now()` }).where('id', '=', body.id).execute();
  await audit(trx, actor, { entity: 'tip', entityId: body.id, action: 'delete', before });
  return { message: messages.tipDeleted, id: body.id };
}
