import type { Outcome } from '@pvz/contracts/goods';
import { paymentOf } from '@pvz/contracts/goods';
import type { Db } from '../../db/database.js';
import { type AccountSpec, accountCode, ledgerAccount } from './accounts.js';
import { accrueIncomeShares } from './income.js';
import { transfer } from './transfers.js';

/** The ledger kinds of the money a point takes at the counter. */
export const goodsMoneyKinds = { cash: 'goods-cash', online: 'goods-online' } as const;

type PointAccount = 'cash' | 'online' | 'clients';

const pointAccountSpecs = (pointId: number, pointName: string): Record<PointAccount, AccountSpec> => ({
  cash: { kind: 'point-cash', pointId, name: `Наличные: ${pointName}` },
  online: { kind: 'point-online', pointId, name: `Онлайн: ${pointName}` },
  clients: { kind: 'clients', pointId, name: `Клиенты: ${pointName}` },
});

/**
 * A point's accounts for the money it takes and whom it takes it from, opened on first use. The
 * clients' side is one account per point, so hand-overs at different points never wait on one lock.
 */
export async function pointMoneyAccounts(db: Db, pointId: number): Promise<Record<PointAccount, number>> {
  const codes = Object.fromEntries(
    Object.entries(pointAccountSpecs(pointId, '')).map(([account, spec]) => [account, accountCode(spec)]),
  ) as Record<PointAccount, string>;
  const found = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('code', 'in', Object.values(codes))
    .execute();
  const idOf = (account: PointAccount) => found.find((row) => row.code === codes[account])?.id;
  const [cash, online, clients] = [idOf('cash'), idOf('online'), idOf('clients')];
  if (cash !== undefined && online !== undefined && clients !== undefined) return { cash, online, clients };
  const point = await db.selectFrom('points').select('name').where('id', '=', pointId).executeTakeFirstOrThrow();
  const specs = pointAccountSpecs(pointId, point.name);
  return {
    cash: cash ?? (await ledgerAccount(db, specs.cash)),
    online: online ?? (await ledgerAccount(db, specs.online)),
    clients: clients ?? (await ledgerAccount(db, specs.clients)),
  };
}

export interface CounterTakings {
  pointId: number;
  outcome: Outcome;
  /** kopecks taken in all (already rounded to the cash step) */
  amount: number;
  goodsIds: readonly number[];
  operationId: string;
  userId: number;
}

/**
 * Posts what a hand-over took (cash or online, a refusal fee included) from the point's clients to
 * the point's cash box or online money, and the partner's and managers' shares of it, in the
 * hand-over's transaction, once per operation.
 */
export async function postCounterTakings(db: Db, takings: CounterTakings): Promise<void> {
  const payment = paymentOf(takings.outcome);
  if (payment === null || takings.amount <= 0) return;
  const accounts = await pointMoneyAccounts(db, takings.pointId);
  const move = {
    key: `hand-over:${takings.operationId}`,
    reference: `goods:${takings.goodsIds.join(',')}`,
    userId: takings.userId,
  };
  await transfer(db, {
    ...move,
    debitAccountId: accounts.clients,
    creditAccountId: accounts[payment],
    amount: takings.amount,
    kind: goodsMoneyKinds[payment],
  });
  await accrueIncomeShares(db, { ...move, pointId: takings.pointId, amount: takings.amount });
}
