import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PushSender } from '../push/sender.js';

/** A notification not pushed within a day is not pushed at all (it stays in the in-app list). */
const pushWithinHours = 24;
/** How many notifications one round offers. */
export const PUSH_ROUND_SIZE = 100;

/** The page a click on the push opens: its own, else the recipient's home page. */
const linkOf = (row: { phone_number: string | null; link: string | null }) =>
  row.link ?? (row.phone_number ? '/client/main' : '/');

async function tokensOf(db: Db, row: { phone_number: string | null; user_id: number | null }) {
  if (row.phone_number) {
    const tokens = await db
      .selectFrom('client_device_tokens')
      .select('token')
      .where('phone_number', '=', row.phone_number)
      .execute();
    return tokens.map(({ token }) => token);
  }
  if (row.user_id === null) return [];
  const tokens = await db
    .selectFrom('employee_device_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.token')
    .where('u.id', '=', row.user_id)
    .where('u.deleted_at', 'is', null)
    .execute();
  return tokens.map(({ token }) => token);
}

async function forgetTokens(db: Db, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.deleteFrom('client_device_tokens').where('token', 'in', tokens).execute();
  await db.deleteFrom('employee_device_tokens').where('token', 'in', tokens).execute();
}

/**
 * How long a run may take to offer what it claimed before another run takes it again: the provider's
 * answer for a round of 100 comes in seconds.
 */
const CLAIM_MS = 5 * 60_000;

/**
 * Claims the notifications still in the outbox (or only `ids`) for this run, in one statement: what
 * another run claims meanwhile is skipped, so the scheduled round, an immediate attempt and other
 * gateway instances never push the same one twice.
 */
async function claimPending(db: Kysely<Database>, ids?: readonly number[]) {
  // the database's clock, the same for every instance
  const rows = await db
    .updateTable('notifications')
    // to the millisecond, so that the run finds its own claim again as JavaScript read it
    .set({
      push_claimed_until: sql<Date>`date_trunc('milliseconds', clock_timestamp() + make_interval(secs => ${CLAIM_MS / 1000}))`,
    })
    .where('id', 'in', (eb) => {
      let pending = eb
        .selectFrom('notifications')
        .select('id')
        .where('pushed_at', 'is', null)
        .where((free) =>
          free.or([
            free('push_claimed_until', 'is', null),
            free('push_claimed_until', '<', sql<Date>`clock_timestamp()`),
          ]),
        )
        .orderBy('id')
        .limit(PUSH_ROUND_SIZE)
        .forUpdate()
        .skipLocked();
      if (ids) pending = pending.where('id', 'in', ids.length > 0 ? ids : [0]);
      return pending;
    })
    .returning(['id', 'phone_number', 'user_id', 'title', 'message', 'link', 'push_claimed_until'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Offers the notifications still in the outbox (or only `ids`) to their recipients' devices and
 * marks them pushed; tokens the provider rejects for good are forgotten. A failed send is kept as
 * `push_error` and never thrown: the notification is in the in-app list anyway. Nothing is held
 * while the provider answers: the rows are claimed first (claimPending) and each is marked when its
 * answer comes. Answers how many notifications were offered.
 */
export async function pushPending(
  db: Kysely<Database>,
  sender: PushSender | null,
  now: Date,
  ids?: readonly number[],
): Promise<number> {
  if (!sender) return 0;
  const since = new Date(now.getTime() - pushWithinHours * 3600_000);
  await db
    .updateTable('notifications')
    .set({ pushed_at: now, push_error: 'expired' })
    .where('pushed_at', 'is', null)
    .where('created_at', '<', since)
    .execute();
  const rows = await claimPending(db, ids);
  for (const row of rows) {
    const tokens = await tokensOf(db, row);
    let error: string | null = null;
    if (tokens.length > 0) {
      try {
        const result = await sender.send(tokens, { title: row.title, body: row.message, link: linkOf(row) });
        await forgetTokens(db, result.invalidTokens);
        if (result.failed > 0) error = `${result.failed} of ${tokens.length} failed`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message.slice(0, 500) : 'send failed';
      }
    }
    // a run that outlived its claim leaves the row to the run that took it over
    await db
      .updateTable('notifications')
      .set({ pushed_at: now, push_error: error, push_claimed_until: null })
      .where('id', '=', row.id)
      .where('push_claimed_until', '=', row.push_claimed_until)
      .execute();
  }
  return rows.length;
}

/** Pushes just-stored notifications right away (the outbox job retries the rest). */
export async function pushNow(db: Kysely<Database>, sender: PushSender | null, ids: readonly number[]) {
  if (!sender || ids.length === 0) return 0;
  return pushPending(db, sender, new Date(), ids);
}
