import { randomUUID } from 'node:crypto';
import { balanceRoutes } from '@pvz/contracts/api/balance';
import { ledgerAccount } from '../../../src/services/ledger/accounts.js';
import { pointMoneyAccounts } from '../../../src/services/ledger/goods-money.js';
import { reserve, transfer } from '../../../src/services/ledger/transfers.js';
import type { Sample, SliceSamples } from './sample.js';

/** The balance routes that declare a point, each named for `pointId`: its money, a cash withdrawal from it, income. */
export const balanceSamples: SliceSamples = async (db, pointId) => {
  const accounts = await pointMoneyAccounts(db, pointId);
  await transfer(db, {
    key: randomUUID(),
    debitAccountId: accounts.clients,
    creditAccountId: accounts.cash,
    amount: 1000_00,
    kind: 'goods-cash',
  });
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const person = await ledgerAccount(db, { kind: 'person-cash', userId: admin.id, name: 'Наличные: admin' });
  const reserved = await reserve(db, {
    key: randomUUID(),
    debitAccountId: accounts.cash,
    creditAccountId: person,
    amount: 100_00,
    kind: 'withdrawal',
  });
  const withdrawal = await db
    .insertInto('withdrawals')
    .values({
      point_id: pointId,
      payment: 'cash',
      amount: 100_00,
      recipient_id: admin.id,
      transfer_id: reserved.transfer.id,
      created_by: admin.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const get = (url: string, query: string): Sample => ({ method: 'GET', url: `${url}?${query}` });
  const post = (url: string, payload: object): Sample => ({
    method: 'POST',
    url,
    payload: { operationId: randomUUID(), ...payload },
  });
  return {
    [`GET ${balanceRoutes.points}`]: get(balanceRoutes.points, `pvzId=${pointId}`),
    [`GET ${balanceRoutes.monthly}`]: get(balanceRoutes.monthly, `pvzId=${pointId}`),
    [`GET ${balanceRoutes.history}`]: get(balanceRoutes.history, `pvzId=${pointId}`),
    [`GET ${balanceRoutes.movements}`]: get(
      balanceRoutes.movements,
      `pvzId=${pointId}&account=cash&page=0&pageSize=10`,
    ),
    [`GET ${balanceRoutes.withdrawals}`]: get(balanceRoutes.withdrawals, `pvzId=${pointId}`),
    [`GET ${balanceRoutes.recipients}`]: get(balanceRoutes.recipients, `pvzId=${pointId}`),
    [`POST ${balanceRoutes.createWithdrawal}`]: post(balanceRoutes.createWithdrawal, {
      pvzId: pointId,
      payment: 'cash',
      amount: 1,
      recipientId: admin.id,
      note: '',
    }),
    [`POST ${balanceRoutes.handOverWithdrawal}`]: post(balanceRoutes.handOverWithdrawal, { id: withdrawal.id }),
    [`GET ${balanceRoutes.income}`]: get(balanceRoutes.income, `pvzId=${pointId}`),
    [`POST ${balanceRoutes.withdrawIncome}`]: post(balanceRoutes.withdrawIncome, {
      pvzId: pointId,
      amount: 1,
      managerId: admin.id,
      note: '',
    }),
  };
};
