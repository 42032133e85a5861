import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Folds the goods' changes appended since the last run into the home pages' counters
 * (db/migrations/0051-goods-counters.ts), so that readers sum few rows. Answers how many it folded.
 */
export async function foldGoodsCounters(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number }>`select goods_counters_fold() as folded`.execute(trx);
  return rows[0]?.folded ?? 0;
}
