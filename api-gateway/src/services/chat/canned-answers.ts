import { CANNED_ANSWERS_MAX, type CannedAnswer, type CannedAnswerBody } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/** The answers staff keep ready to send, by title. */
export async function cannedAnswers(db: Db): Promise<CannedAnswer[]> {
  return db
    .selectFrom('chat_canned_answers')
    .select(['id', 'title', 'body'])
    .where('deleted_at', 'is', null)
    .orderBy('title')
    .execute();
}

/** Keeps a new canned answer, trimmed; at most CANNED_ANSWERS_MAX of them, however many ask at once. */
export async function addCannedAnswer(
  db: Kysely<Database>,
  actor: StaffAuth,
  input: CannedAnswerBody,
): Promise<CannedAnswer> {
  const title = input.title.trim();
  const body = input.body.trim();
  if (title === '') throw badRequest(messages.chatCannedTitleEmpty);
  if (body === '') throw badRequest(messages.chatCannedBodyEmpty);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('chat-canned-answers'))`.execute(trx);
    const { n } = await trx
      .selectFrom('chat_canned_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CANNED_ANSWERS_MAX) throw conflict(messages.chatCannedTooMany);
    return trx
      .insertInto('chat_canned_answers')
      .values({ title, body, created_by: actor.user.id })
      .returning(['id', 'title', 'body'])
      .executeTakeFirstOrThrow();
  });
}

/**
 * Removes a canned answer: its author's, or anyone's for staff who work with every point (the
 * answers are the whole network's, a point's staff must not wipe the director's).
 */
export async function removeCannedAnswer(db: Db, actor: StaffAuth, id: number): Promise<void> {
  const found = await db
    .selectFrom('chat_canned_answers')
    .select('created_by')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw notFound(messages.chatCannedNotFound);
  if (found.created_by !== actor.user.id && !actor.scope.allPoints) throw forbidden(messages.chatCannedNotYours);
  await db.updateTable('chat_canned_answers').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
}
