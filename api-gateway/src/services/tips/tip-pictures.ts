import { allowsLevel } from '@pvz/contracts/access';
import { TIP_PICTURES_MAX, tipPictureIds } from '@pvz/contracts/api/tips';
import { messages } from '@pvz/contracts/messages';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { tipsOf, writesTips } from './tip-rows.js';

/**
 * The pictures an article's Markdown shows: each a live file uploaded by staff for articles (purpose
 * `tip`), so that whoever reads the article may read it too.
 */
export async function checkedPictures(db: Db, body: string): Promise<string[]> {
  const ids = tipPictureIds(body);
  if (ids.length > TIP_PICTURES_MAX) throw badRequest(messages.tipPicturesTooMany);
  if (ids.length === 0) return ids;
  const found = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', ids)
    .where('purpose', '=', 'tip')
    .where('owner_user_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .execute();
  if (found.length !== ids.length) throw badRequest(messages.tipPictureInvalid);
  return ids;
}

/**
 * A picture of the articles: those who write them read every one (an article being written shows
 * pictures not saved in any yet); every other staff member those of an article meant for them.
 */
export async function mayReadTipPicture(db: Db, auth: StaffAuth, fileId: string): Promise<boolean> {
  if (!allowsLevel(auth.access.pages.tips, 'read')) return false;
  if (writesTips(auth)) return true;
  const showing = await tipsOf(db, auth)
    .select('t.id')
    .where(sql<SqlBool>`t.file_ids @> array[${fileId}]::uuid[]`)
    .executeTakeFirst();
  return showing !== undefined;
}
