import { notificationsPageSize } from '@pvz/contracts/api/notifications';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Auth } from '../../plugins/app/sessions.js';

/** The filter of a caller's own notifications: a client's by phone, a staff user's by account. */
function ownNotifications(auth: Auth) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    auth.kind === 'client'
      ? // a phone not proven yet is not the client's to read messages for
        eb.and([eb('phone_number', '=', auth.client.phoneNumber), eb.val(auth.client.phoneVerified)])
      : eb('user_id', '=', auth.user.id);
}

/** A page (from 1) of the caller's own notifications, newest first, with the total and unread counts. */
export async function inboxPage(db: Kysely<Database>, auth: Auth, page: number) {
  const own = ownNotifications(auth);
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'title', 'message', 'created_at', 'read_at'])
      .where(own)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(notificationsPageSize)
      .offset((page - 1) * notificationsPageSize)
      .execute(),
    db
      .selectFrom('notifications')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
      ])
      .where(own)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      message: row.message,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    })),
    total: counts.total,
    unread: counts.unread,
    page,
    pageSize: notificationsPageSize,
  };
}

/** Marks the caller's own notifications read (those of `ids`, or all); others' ids are ignored. Answers the unread left. */
export async function markRead(db: Kysely<Database>, auth: Auth, ids: readonly number[] | null): Promise<number> {
  const own = ownNotifications(auth);
  let update = db.updateTable('notifications').set({ read_at: new Date() }).where(own).where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  await update.execute();
  const left = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where(own)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return left.unread;
}
