import { type Kysely, sql } from 'kysely';

/**
 * A client's bonus balance is the sum of their ledger rows and may pass 2^31 kopecks (21 474 836,47 ₽):
 * one staff correction may move up to KOPECKS_MAX, and setting such a balance back writes a row of
 * the whole difference. An int4 amount refused that with a 500, so amounts are bigint, read back as
 * numbers on both databases (db/database.ts). Goods amounts stay int4: each row's money is bounded
 * by GOODS_MONEY_MAX, and their sums are bigint in SQL already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table client_balance_ledger alter column amount type bigint`.execute(db);
}
