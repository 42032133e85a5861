import { messages } from '@pvz/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';

export async function assertActivePoint(db: Kysely<Database> | Transaction<Database>, pointId: number): Promise<void> {
  const point = await db
    .selectFrom('points')
    .select('id')
    .where('id', '=', pointId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
}
