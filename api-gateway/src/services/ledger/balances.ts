import type { Db } from '../../db/database.js';

/** An account's money, in kopecks. */
export interface Balance {
  /** what has moved: credits − debits */
  posted: number;
  /** reserved to come in */
  pendingIn: number;
  /** reserved to go out */
  pendingOut: number;
  /** what may still be spent: posted − reserved to go out */
  available: number;
}

/** The balances of the accounts, read from their counters (kept by every move, under its locks). */
export async function balancesOf(db: Db, accountIds: readonly number[]): Promise<Map<number, Balance>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'])
    .where('id', 'in', accountIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const posted = row.credits_posted - row.debits_posted;
      const balance = { posted, pendingIn: row.credits_pending, pendingOut: row.debits_pending };
      return [row.id, { ...balance, available: posted - row.debits_pending }];
    }),
  );
}
