import type { ServiceBalance, ServiceWithdrawBody } from '@pvz/contracts/api/service-balances';
import type { ServiceAction } from '@pvz/contracts/api/service-rows';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { periodMoves } from '../balance/point-balances.js';
import { accountCode, ledgerAccount, mainBankAccount, personCashAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { withinDays } from '../lists/period.js';
import { serviceAccountSpec } from './service-ledger.js';

/** The ledger kind of money taken out of a service's account. */
export const SERVICE_WITHDRAWAL_KIND = 'service-withdrawal';

/**
 * A service's money (DOMAIN.md §2): what its account holds now and what came in (paid fees) and went
 * out (withdrawals) in the period, from the ledger's days; who paid in the period from the paid rows.
 */
export async function serviceBalance(
  db: Db,
  action: ServiceAction,
  period: { start: string; end: string },
): Promise<ServiceBalance> {
  const code = accountCode(serviceAccountSpec(action));
  const [figures, customers, withdrawals] = await Promise.all([
    sql<{ balance: string; paid: string; out: string }>`
      select a.credits_posted - a.debits_posted as balance,
        ${periodMoves('a', 'credits', period)} as paid, ${periodMoves('a', 'debits', period)} as out
      from ledger_accounts a where a.code = ${code}`.execute(db),
    db
      .selectFrom('goods as g')
      .select([
        'g.client_phone',
        sql<string>`(array_agg(g.client_name order by g.created_at desc))[1]`.as('name'),
        sql<string>`count(*)`.as('rows'),
        sql<string>`sum(g.goods_value)`.as('value'),
        sql<string>`sum(g.amount_due)`.as('paid'),
      ])
      .where('g.kind', '=', 'service')
      .where('g.action', '=', action)
      .where('g.deleted_at', 'is', null)
      .where((eb) => eb.and(withinDays('g.paid_at', period.start, period.end)))
      .groupBy('g.client_phone')
      .orderBy(sql`sum(g.amount_due)`, 'desc')
      .execute(),
    db
      .selectFrom('service_withdrawals as w')
      .leftJoin('users as r', 'r.id', 'w.recipient_id')
      .innerJoin('users as c', 'c.id', 'w.created_by')
      .select([
        'w.id',
        'w.created_at',
        'w.amount',
        'w.payment',
        'w.note',
        'r.username as recipient',
        'c.username as by',
      ])
      .where('w.action', '=', action)
      .where((eb) => eb.and(withinDays('w.created_at', period.start, period.end)))
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .execute(),
  ]);
  const row = figures.rows[0];
  return {
    from: period.start,
    to: period.end,
    balance: Number(row?.balance ?? 0),
    paidInPeriod: Number(row?.paid ?? 0),
    withdrawnInPeriod: Number(row?.out ?? 0),
    customers: customers.map((customer) => ({
      phone: customer.client_phone ?? '',
      name: customer.name,
      rows: Number(customer.rows),
      value: Number(customer.value),
      paid: Number(customer.paid),
    })),
    withdrawals: withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      at: withdrawal.created_at.toISOString(),
      amount: Number(withdrawal.amount),
      payment: withdrawal.payment,
      recipient: withdrawal.recipient,
      by: withdrawal.by,
      note: withdrawal.note,
    })),
  };
}

/**
 * Takes money out of a service's account at once: cash to the recipient's own cash, online to the
 * company's bank account; the database refuses more than the account holds («Сумма заявки больше баланса!»).
 */
export async function withdrawFromService(
  trx: Transaction<Database>,
  actor: StaffAuth,
  action: ServiceAction,
  body: ServiceWithdrawBody,
): Promise<void> {
  let recipientId: number | null = null;
  let creditAccountId: number;
  if (body.payment === 'cash') {
    if (body.recipientId === undefined) throw badRequest(messages.incomeRecipientRequired);
    const recipient = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', body.recipientId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!recipient) throw notFound(messages.recipientUnknown);
    recipientId = recipient.id;
    creditAccountId = await ledgerAccount(trx, personCashAccount(recipient));
  } else {
    creditAccountId = (await mainBankAccount(trx)).id;
  }
  const { transfer: made } = await transfer(trx, {
    key: `service-withdrawal:${body.operationId}`,
    debitAccountId: await ledgerAccount(trx, serviceAccountSpec(action)),
    creditAccountId,
    amount: body.amount,
    kind: SERVICE_WITHDRAWAL_KIND,
    userId: actor.user.id,
    overdraftMessage: messages.withdrawalOverBalance,
  });
  await trx
    .insertInto('service_withdrawals')
    .values({
      action,
      payment: body.payment,
      amount: body.amount,
      recipient_id: recipientId,
      note: body.note.trim(),
      transfer_id: made.id,
      created_by: actor.user.id,
    })
    .execute();
}
