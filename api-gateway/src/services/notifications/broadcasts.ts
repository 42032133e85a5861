import { randomUUID } from 'node:crypto';
import type { Audience, BroadcastAnswer, BroadcastBody } from '@pvz/contracts/api/broadcasts';
import { messages } from '@pvz/contracts/messages';
import { broadcastSentTo } from '@pvz/contracts/messages/broadcasts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { conflict, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { resolveAudience } from './audiences.js';
import { messageOf } from './message-rules.js';
import type { NotificationContent } from './notify.js';

/**
 * A broadcast this small is pushed as soon as it is committed (one round of the outbox); a bigger one
 * is left to the outbox job, so that a request never waits on thousands of pushes.
 */
const pushNowAtMost = 100;

/** How many notifications an audience would get now. */
export async function countRecipients(db: Db, actor: StaffAuth, audience: Audience): Promise<number> {
  const { recipients } = await resolveAudience(db, actor, audience);
  const counted = await sql<{ recipients: number }>`
    select count(*)::int as recipients from (${recipients}) r`.execute(db);
  return counted.rows[0]?.recipients ?? 0;
}

/**
 * Stores a notification for each recipient in one `insert … select` (all clients may be a hundred
 * thousand rows). A recipient with no device has nothing to push to: it leaves the outbox at once, as
 * the outbox would leave it, so the job spends its rounds on devices. Answers the count, and the ids
 * to push when they are few enough to push now (a few more than that are read, to tell).
 */
async function storeForEach(
  trx: Transaction<Database>,
  recipients: RawBuilder<unknown>,
  content: NotificationContent,
): Promise<{ count: number; pushNow: number[] }> {
  const stored = await sql<{ count: number; ids: (number | string)[] }>`
    with stored as (
      insert into notifications (phone_number, user_id, title, message, pushed_at)
      select r.phone_number, r.user_id, ${content.title}, ${content.message},
        case when exists (select 1 from client_device_tokens t where t.phone_number = r.phone_number)
            or exists (select 1 from employee_device_tokens t where t.user_id = r.user_id)
          then null else now() end
      from (${recipients}) r
      returning id, pushed_at)
    select count(*)::int as count,
      coalesce((array_agg(id) filter (where pushed_at is null))[1:${pushNowAtMost + 1}::int], '{}') as ids
    from stored`.execute(trx);
  const { count = 0, ids = [] } = stored.rows[0] ?? {};
  return { count, pushNow: ids.length <= pushNowAtMost ? ids.map(Number) : [] };
}

/**
 * Sends a broadcast within the operation's transaction (`answerOnce`): checks the message and the
 * audience, claims the operation id in `broadcasts` first (a concurrent copy of the request waits
 * there and then finds it taken, so it stores nothing), stores the notifications and audits it.
 * Answers what to tell the sender and the notifications to push once committed.
 */
export async function sendBroadcast(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: BroadcastBody,
): Promise<{ answer: BroadcastAnswer; pushNow: number[] }> {
  const content = messageOf(body);
  const { target, recipients } = await resolveAudience(trx, actor, body.audience);
  const claimed = await trx
    .insertInto('broadcasts')
    .values({
      operation_id: body.operationId,
      sender_id: actor.user.id,
      audience: body.audience.kind,
      ...target,
      ...content,
      recipients: 0,
    })
    .onConflict((oc) => oc.column('operation_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  // the copy that got here first has answered; `answerOnce` reads its answer instead of this refusal
  if (!claimed) throw conflict(messages.operationReused);
  const stored = await storeForEach(trx, recipients, content);
  if (stored.count === 0) throw unprocessable(messages.broadcastNobody);
  await trx.updateTable('broadcasts').set({ recipients: stored.count }).where('id', '=', claimed.id).execute();
  await audit(trx, actor, {
    entity: 'broadcast',
    entityId: claimed.id,
    action: 'create',
    after: { audience: body.audience, ...content, recipients: stored.count },
  });
  return {
    answer: { message: broadcastSentTo(stored.count), id: claimed.id, recipients: stored.count },
    pushNow: stored.pushNow,
  };
}

/**
 * A message to one employee or one client by the spec's calls (`POST /api/users/message`,
 * `POST /api/messages`), whose bodies carry no operation id: sent as a broadcast of its own, so that it
 * meets the same rules (an employee within reach, a client only with the clients page) and shows in the
 * history of «Сообщения». Answers the notifications to push once committed.
 */
export async function sendOneMessage(
  db: Kysely<Database>,
  actor: StaffAuth,
  audience: Extract<Audience, { kind: 'employee' | 'client' }>,
  content: NotificationContent,
): Promise<number[]> {
  const { pushNow } = await db
    .transaction()
    .execute((trx) => sendBroadcast(trx, actor, { operationId: randomUUID(), ...content, audience }));
  return pushNow;
}
