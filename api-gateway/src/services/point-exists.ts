import { messages } from '@pvz/contracts/messages';
import type { Db } from '../db/database.js';
import { notFound } from '../errors.js';

export async function assertActivePoint(db: Db, pointId: number): Promise<void> {
  const point = await db
    .selectFrom('points')
    .select('id')
    .where('id', '=', pointId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
}
