import { scopeIncludesPoint } from '@pvz/contracts/access';
import type {
  Income,
  IncomeFigures,
  IncomeRates,
  SetIncomeRateBody,
  WithdrawIncomeBody,
} from '@pvz/contracts/api/balance';
import { bpToPercent, percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { ADMIN_ROLE, REGIONAL_MANAGER_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { ledgerAccount } from '../ledger/accounts.js';
import { pointMoneyAccounts } from '../ledger/goods-money.js';
import {
  accrualCounterSpec,
  defaultBpSql,
  type Earner,
  incomeAccountSpec,
  incomeKinds,
  rateOnDay,
} from '../ledger/income.js';
import { reserve } from '../ledger/transfers.js';
import { inPointScope } from '../point-scope.js';
import { type BalancePeriod, periodMoves } from './point-balances.js';
import { insertWithdrawal, withdrawalById } from './withdrawals.js';

interface FiguresRow {
  bp: number | string;
  earned: number | string | null;
  withdrawn: number | string | null;
  reserved: number | string | null;
  in_period: number | string;
}

const figuresOf = (row: FiguresRow): IncomeFigures => {
  const earned = Number(row.earned ?? 0);
  const withdrawn = Number(row.withdrawn ?? 0);
  const reserved = Number(row.reserved ?? 0);
  return {
    percent: bpToPercent(Number(row.bp)),
    earned,
    withdrawn,
    reserved,
    available: earned - withdrawn - reserved,
    earnedInPeriod: Number(row.in_period),
  };
};

/** An income account's counters and what accrued to it in the period, as SQL columns. */
const incomeColumns = (period: BalancePeriod) => sql`
  a.credits_posted as earned, a.debits_posted as withdrawn, a.debits_pending as reserved,
  ${periodMoves('a', 'credits', period)} as in_period`;

/**
 * What partner points (of the caller's scope, or the one asked for) and regional managers earned:
 * every manager for the director, a manager their own, nobody else's.
 */
export async function incomeOf(db: Db, actor: StaffAuth, period: BalancePeriod): Promise<Omit<Income, 'from' | 'to'>> {
  const today = moscowDay();
  const { rows: partners } = await sql<FiguresRow & { id: number; name: string }>`
    select p.id, p.name, ${rateOnDay('partner', sql`p.id`, today)} as bp, ${incomeColumns(period)}
    from points p
    left join ledger_accounts a on a.code = 'partner-income:p' || p.id
    where p.is_partner and p.deleted_at is null and ${inPointScope('p.id', period.scope, period.pvzId)}
    order by p.name, p.id`.execute(db);
  const managersSeen = actor.user.role === ADMIN_ROLE ? sql`true` : sql`u.id = ${actor.user.id}`;
  const { rows: managers } = await sql<FiguresRow & { id: number; username: string }>`
    select u.id, u.username, ${rateOnDay('manager', sql`u.id`, today)} as bp,
      sum(a.credits_posted) as earned, sum(a.debits_posted) as withdrawn, sum(a.debits_pending) as reserved,
      coalesce(sum(${periodMoves('a', 'credits', period)}), 0) as in_period
    from users u
    left join ledger_accounts a on a.kind = 'manager-income' and a.user_id = u.id
    where u.role = ${REGIONAL_MANAGER_ROLE} and u.deleted_at is null and ${managersSeen}
    group by u.id, u.username
    order by u.username`.execute(db);
  return {
    partners: partners.map((row) => ({ point: { id: row.id, name: row.name }, income: figuresOf(row) })),
    managers: managers.map((row) => ({ manager: { id: row.id, name: row.username }, income: figuresOf(row) })),
  };
}

async function regionalManager(db: Db, id: number) {
  const manager = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', id)
    .where('role', '=', REGIONAL_MANAGER_ROLE)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!manager) throw notFound(messages.incomeManagerUnknown);
  return manager;
}

async function partnerPoint(db: Db, id: number) {
  const point = await db
    .selectFrom('points')
    .select(['id', 'name', 'is_partner'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
  if (!point.is_partner) throw unprocessable(messages.incomeNotPartner);
  return point;
}

/**
 * «Вывод дохода»: the cash from the point's box and the earner's income there (≤ what is earned and
 * not yet requested, else the spec's words) are both reserved now; both move when the recipient
 * confirms receipt, the cash as payroll. A partner's income goes to one of its own people; a manager
 * withdraws their own income (or the director for them) from a box of a point they earned it at,
 * and receives it themselves.
 */
export async function withdrawIncome(trx: Transaction<Database>, actor: StaffAuth, body: WithdrawIncomeBody) {
  const point = await trx
    .selectFrom('points')
    .select(['id', 'name', 'is_partner'])
    .where('id', '=', body.pvzId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
  let earner: Earner;
  let earnerName: string;
  let recipientId: number;
  if (body.managerId !== undefined) {
    const manager = await regionalManager(trx, body.managerId);
    if (actor.user.role !== ADMIN_ROLE && actor.user.id !== manager.id) throw forbidden(messages.incomeOwnOnly);
    earner = { kind: 'manager', userId: manager.id };
    earnerName = manager.username;
    recipientId = manager.id;
  } else {
    if (!point.is_partner) throw unprocessable(messages.incomeNotPartner);
    if (body.recipientId === undefined) throw badRequest(messages.incomeRecipientRequired);
    earner = { kind: 'partner', pointId: point.id };
    earnerName = point.name;
    recipientId = body.recipientId;
  }
  const recipient = await trx
    .selectFrom('users')
    .select(['id', 'username', 'home_point_id'])
    .where('id', '=', recipientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!recipient) throw notFound(messages.recipientUnknown);
  // a partner's income goes to the partner's own people (their home point), never to whoever asks for it
  if (earner.kind === 'partner' && recipient.home_point_id !== point.id)
    throw unprocessable(messages.incomeRecipientNotPartner);

  // the box's cash first, then the income: the order a hand-over locks them in (its takings, then the
  // shares), so that the two never wait on each other
  const move = { amount: body.amount, kind: incomeKinds.withdrawal, userId: actor.user.id };
  const accounts = await pointMoneyAccounts(trx, body.pvzId);
  const cash = await reserve(trx, {
    ...move,
    key: `withdrawal:${body.operationId}`,
    debitAccountId: accounts.cash,
    creditAccountId: await ledgerAccount(trx, {
      kind: 'expense',
      pointId: point.id,
      key: 'payroll',
      name: `Оплата ФОТ: ${point.name}`,
    }),
    overdraftMessage: messages.withdrawalOverBalance,
  });
  const income = await reserve(trx, {
    ...move,
    key: `withdrawal:${body.operationId}:income`,
    debitAccountId: await ledgerAccount(trx, incomeAccountSpec(earner, point.id, earnerName)),
    creditAccountId: await ledgerAccount(trx, accrualCounterSpec(point.id, point.name)),
    overdraftMessage: messages.incomeOverEarned,
  });
  const id = await insertWithdrawal(trx, {
    point_id: body.pvzId,
    purpose: earner.kind === 'partner' ? 'partner-income' : 'manager-income',
    payment: 'cash',
    amount: body.amount,
    recipient_id: recipient.id,
    note: body.note.trim(),
    transfer_id: cash.transfer.id,
    income_transfer_id: income.transfer.id,
    created_by: actor.user.id,
  });
  return withdrawalById(trx, id);
}

/**
 * The owner of a rate: a partner point of the caller's or a regional manager (the caller, or anyone
 * for the director), exactly one of them; whose it is not is refused before anything is looked up.
 */
async function rateOwner(db: Db, actor: StaffAuth, query: { pvzId?: number; managerId?: number }): Promise<Earner> {
  if ((query.pvzId === undefined) === (query.managerId === undefined)) throw badRequest(messages.incomeEarnerRequired);
  if (query.pvzId !== undefined) {
    if (!scopeIncludesPoint(actor.scope, query.pvzId)) throw forbidden(messages.pointOutOfScope);
    return { kind: 'partner', pointId: (await partnerPoint(db, query.pvzId)).id };
  }
  const managerId = query.managerId as number;
  if (actor.user.role !== ADMIN_ROLE && actor.user.id !== managerId) throw forbidden(messages.incomeOwnOnly);
  return { kind: 'manager', userId: (await regionalManager(db, managerId)).id };
}

/** A partner point's or a manager's rates, newest first, and the default before them. */
export async function incomeRates(
  db: Db,
  actor: StaffAuth,
  query: { pvzId?: number; managerId?: number },
): Promise<IncomeRates> {
  const owner = await rateOwner(db, actor, query);
  const { rows: defaults } = await sql<{ bp: number }>`select ${defaultBpSql(owner.kind)} as bp`.execute(db);
  const rows = await db
    .selectFrom('income_rates as r')
    .innerJoin('users as u', 'u.id', 'r.set_by')
    .select(['r.percent_bp', sql<string>`to_char(r.starts_on, 'YYYY-MM-DD')`.as('starts_on'), 'u.username'])
    .where(
      owner.kind === 'partner' ? 'r.point_id' : 'r.user_id',
      '=',
      owner.kind === 'partner' ? owner.pointId : owner.userId,
    )
    .orderBy('r.starts_on', 'desc')
    .execute();
  return {
    defaultPercent: bpToPercent(Number(defaults[0]?.bp)),
    rates: rows.map((row) => ({ percent: bpToPercent(row.percent_bp), startsOn: row.starts_on, setBy: row.username })),
  };
}

/** The director sets a percent from a day on (today or later; the same day again replaces it). */
export async function setIncomeRate(trx: Transaction<Database>, actor: StaffAuth, body: SetIncomeRateBody) {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.incomeRateDirector);
  const bp = percentToBp(body.percent);
  if (bp === null) throw badRequest(messages.incomeRatePercent);
  // from tomorrow on at the earliest: today's hand-overs accrued at today's percent
  if (body.startsOn <= moscowDay()) throw unprocessable(messages.incomeRateInPast);
  const owner = await rateOwner(trx, actor, body);
  const values = {
    point_id: owner.kind === 'partner' ? owner.pointId : null,
    user_id: owner.kind === 'manager' ? owner.userId : null,
    percent_bp: bp,
    starts_on: body.startsOn,
    set_by: actor.user.id,
  };
  await trx
    .insertInto('income_rates')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns([owner.kind === 'partner' ? 'point_id' : 'user_id', 'starts_on'])
        .where(owner.kind === 'partner' ? 'point_id' : 'user_id', 'is not', null)
        .doUpdateSet({ percent_bp: bp, set_by: actor.user.id }),
    )
    .execute();
  await audit(trx, actor, {
    entity: 'income-rate',
    entityId: owner.kind === 'partner' ? `point:${owner.pointId}` : `user:${owner.userId}`,
    action: 'update',
    after: { percent: body.percent, startsOn: body.startsOn },
  });
  return incomeRates(trx, actor, body);
}
