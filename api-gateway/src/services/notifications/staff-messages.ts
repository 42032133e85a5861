import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';

/** The phone of a registered client, or a 404. */
export async function assertRegisteredClient(db: Db, phone: string): Promise<void> {
  const client = await db
    .selectFrom('clients')
    .select('phone_number')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (!client) throw notFound(messages.clientNotFound);
}

/** The id of an active staff user by username (any case), or a 404. */
export async function activeEmployeeIdOf(db: Db, username: string): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = lower(${username.trim()})`)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(messages.userNotFound);
  return user.id;
}
