import type { UserScope } from '@pvz/contracts/access';
import { scopeIncludesPoint } from '@pvz/contracts/access';
import {
  type EditTemplateBody,
  MONTHLY_PAYMENT_DAY,
  type MonthlyPayment,
  type MonthlyPayments,
  type Payers,
  type PayMonthlyBody,
  type TemplateBody,
} from '@pvz/contracts/api/monthly-payments';
import { messages } from '@pvz/contracts/messages';
import { formatMonth, MOSCOW_TIME_ZONE, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { ledgerAccount, mainBankAccount, personCashAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { inPointScope } from '../point-scope.js';

/** The ledger kind of a monthly payment. */
const MONTHLY_KIND = 'monthly-payment';
/** The advance report's category a paid month is listed under (the legacy's). */
const MONTHLY_CATEGORY = 'Ежемесячные платежи';

const dueOnOf = (month: string) => `${month.slice(0, 8)}${String(MONTHLY_PAYMENT_DAY).padStart(2, '0')}`;

/** A deleted template is still owed for the months up to the one it was deleted in (Moscow). */
const owedAfterDeletion = (month: string) =>
  sql<boolean>`${month}::date <= date_trunc('month', t.deleted_at at time zone ${MOSCOW_TIME_ZONE})::date`;

/**
 * The templates of the caller's points projected onto the month: those due from that month or
 * before and not deleted, and every one paid in it (a paid month shows what was paid).
 */
export async function monthlyPayments(db: Db, scope: UserScope, month: string): Promise<MonthlyPayments> {
  const rows = await db
    .selectFrom('monthly_payment_templates as t')
    .leftJoin('monthly_payments as mp', (join) => join.onRef('mp.template_id', '=', 't.id').on('mp.month', '=', month))
    // a paid month shows what was paid, where it was paid
    .innerJoin('points as p', (join) => join.on((eb) => eb('p.id', '=', eb.fn.coalesce('mp.point_id', 't.point_id'))))
    .leftJoin('users as paid_by', 'paid_by.id', 'mp.paid_by')
    .leftJoin('users as payer', 'payer.id', 'mp.payer_id')
    .select((eb) => [
      't.id',
      'p.id as point_id',
      'p.name as point_name',
      eb.fn.coalesce('mp.company', 't.company').as('company'),
      eb.fn.coalesce('mp.note', 't.note').as('note'),
      eb.fn.coalesce('mp.kind', 't.kind').as('kind'),
      eb.fn.coalesce('mp.amount', 't.amount').as('amount'),
      't.deleted_at',
      'mp.paid_at',
      'paid_by.username as paid_by',
      'payer.username as payer',
    ])
    .where(inPointScope('p.id', scope))
    .where('t.starts_on', '<=', month)
    .where((eb) => eb.or([eb('t.deleted_at', 'is', null), eb('mp.id', 'is not', null), owedAfterDeletion(month)]))
    .orderBy('p.name')
    .orderBy('company')
    .orderBy('t.id')
    .execute();
  const shown: MonthlyPayment[] = rows.map((row) => ({
    templateId: row.id,
    point: { id: row.point_id, name: row.point_name },
    company: row.company,
    amount: Number(row.amount),
    kind: row.kind,
    note: row.note,
    dueOn: dueOnOf(month),
    stopped: row.deleted_at !== null,
    paid: row.paid_at ? { at: row.paid_at.toISOString(), by: row.paid_by ?? '', payer: row.payer } : null,
  }));
  const sum = (list: MonthlyPayment[]) => list.reduce((total, row) => total + row.amount, 0);
  return {
    month,
    rows: shown,
    totals: { due: sum(shown.filter((row) => !row.paid)), paid: sum(shown.filter((row) => row.paid)) },
  };
}

function checkedFields(scope: UserScope, body: TemplateBody) {
  const company = body.company.trim();
  if (company === '') throw badRequest(messages.monthlyCompanyRequired);
  if (!scopeIncludesPoint(scope, body.pvzId)) throw forbidden(messages.pointOutOfScope);
  return { point_id: body.pvzId, company, amount: body.amount, kind: body.kind, note: body.note.trim() };
}

async function livePoint(db: Db, id: number) {
  const point = await db
    .selectFrom('points')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
  return point;
}

/** A new template, due from the month it is added in. */
export async function createTemplate(trx: Transaction<Database>, actor: StaffAuth, body: TemplateBody) {
  const fields = checkedFields(actor.scope, body);
  await livePoint(trx, fields.point_id);
  // the later of the month shown and this one (ISO days sort as text)
  const [, startsOn] = [body.month, monthStartOf(moscowDay())].sort();
  const created = await trx
    .insertInto('monthly_payment_templates')
    .values({ ...fields, starts_on: startsOn as string, created_by: actor.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, actor, { entity: 'monthly-payment', entityId: created.id, action: 'create', after: fields });
  return monthlyPayments(trx, actor.scope, body.month);
}

/**
 * A template of the caller's points, locked; `due` tells whether it is owed for the month (from its
 * first month, and up to the month it was deleted in). Only a live one may be changed.
 */
async function ownTemplate(trx: Transaction<Database>, scope: UserScope, id: number, month: string, live = true) {
  const template = await trx
    .selectFrom('monthly_payment_templates as t')
    .select([
      't.id',
      't.point_id',
      't.company',
      't.amount',
      't.kind',
      't.note',
      sql<boolean>`t.starts_on <= ${month}::date and (t.deleted_at is null or ${owedAfterDeletion(month)})`.as('due'),
    ])
    .where('t.id', '=', id)
    .$if(live, (query) => query.where('t.deleted_at', 'is', null))
    .forUpdate()
    .executeTakeFirst();
  if (!template || !scopeIncludesPoint(scope, template.point_id)) throw notFound(messages.monthlyTemplateNotFound);
  return template;
}

/** A template's new terms; months already paid keep what was paid. */
export async function editTemplate(trx: Transaction<Database>, actor: StaffAuth, body: EditTemplateBody) {
  const { due: _due, ...before } = await ownTemplate(trx, actor.scope, body.id, body.month);
  const fields = checkedFields(actor.scope, body);
  await livePoint(trx, fields.point_id);
  await trx.updateTable('monthly_payment_templates').set(fields).where('id', '=', body.id).execute();
  await audit(trx, actor, { entity: 'monthly-payment', entityId: body.id, action: 'update', before, after: fields });
  return monthlyPayments(trx, actor.scope, body.month);
}

/** The template stops being due after this month; the months it was paid in stay. */
export async function deleteTemplate(trx: Transaction<Database>, actor: StaffAuth, id: number, month: string) {
  const { due: _due, ...before } = await ownTemplate(trx, actor.scope, id, month);
  await trx.updateTable('monthly_payment_templates').set({ deleted_at: new Date() }).where('id', '=', id).execute();
  await audit(trx, actor, { entity: 'monthly-payment', entityId: id, action: 'delete', before });
  return monthlyPayments(trx, actor.scope, month);
}

/**
 * «Оплатить»: the month's payment of a template, once, as the template reads now. Cash leaves the
 * caller's cash (the director may name another payer), cashless the bank account; either must hold it.
 */
export async function payMonthly(trx: Transaction<Database>, actor: StaffAuth, body: PayMonthlyBody) {
  const template = await ownTemplate(trx, actor.scope, body.templateId, body.month, false);
  if (!template.due) throw unprocessable(messages.monthlyNotDue);
  const paid = await trx
    .selectFrom('monthly_payments')
    .select('id')
    .where('template_id', '=', template.id)
    .where('month', '=', body.month)
    .executeTakeFirst();
  if (paid) throw unprocessable(messages.monthlyPaidAlready);
  const point = await livePoint(trx, template.point_id);

  let payerId: number | null = null;
  let debitAccountId: number;
  if (template.kind === 'cash') {
    if (body.payerId !== undefined && body.payerId !== actor.user.id && actor.user.role !== ADMIN_ROLE)
      throw forbidden(messages.monthlyPayerDirector);
    const payer = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', body.payerId ?? actor.user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!payer) throw notFound(messages.monthlyPayerUnknown);
    payerId = payer.id;
    debitAccountId = await ledgerAccount(trx, personCashAccount(payer));
  } else {
    debitAccountId = (await mainBankAccount(trx)).id;
  }
  const reference = `monthly:${template.id}:${body.month}`;
  const { transfer: made } = await transfer(trx, {
    key: reference,
    debitAccountId,
    creditAccountId: await ledgerAccount(trx, {
      kind: 'expense',
      pointId: point.id,
      key: 'monthly',
      name: `Ежемесячные платежи: ${point.name}`,
    }),
    amount: Number(template.amount),
    kind: MONTHLY_KIND,
    reference,
    userId: actor.user.id,
  });
  await trx
    .insertInto('monthly_payments')
    .values({
      template_id: template.id,
      month: body.month,
      point_id: point.id,
      company: template.company,
      amount: template.amount,
      kind: template.kind,
      note: template.note,
      payer_id: payerId,
      transfer_id: made.id,
      paid_by: actor.user.id,
    })
    .execute();
  await listInAdvanceReport(trx, {
    transferId: made.id,
    pointId: point.id,
    company: template.company,
    amount: Number(template.amount),
    payment: template.kind,
    note: [`Ежемесячный платёж за ${formatMonth(body.month)}`, template.note].filter(Boolean).join(': '),
    createdBy: actor.user.id,
  });
  return monthlyPayments(trx, actor.scope, body.month);
}

/**
 * A paid month as an expense of the advance report, on the payment's own transfer, made by whoever
 * pressed «Оплатить» (the payer's cash shows it among its movements): under «Ежемесячные платежи» and
 * the company of that name while the lists hold them (an ADMIN may rename or remove them).
 */
async function listInAdvanceReport(
  trx: Transaction<Database>,
  paid: {
    transferId: number;
    pointId: number;
    company: string;
    amount: number;
    payment: 'cash' | 'cashless';
    note: string;
    createdBy: number;
  },
) {
  const byName = (table: 'expense_categories' | 'companies', name: string) =>
    trx
      .selectFrom(table)
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  await trx
    .insertInto('advance_rows')
    .values({
      kind: 'expense',
      payment: paid.payment,
      category_id: (await byName('expense_categories', MONTHLY_CATEGORY))?.id ?? null,
      company_id: (await byName('companies', paid.company))?.id ?? null,
      point_id: paid.pointId,
      recipient_id: null,
      amount: paid.amount,
      note: paid.note,
      transfer_id: paid.transferId,
      created_by: paid.createdBy,
      received_at: new Date(),
    })
    .execute();
}

/** Who may pay in cash (the caller; everyone for the director), with the cash each holds (posted, less what is reserved). */
export async function payers(db: Db, actor: StaffAuth): Promise<Payers> {
  const whose = actor.user.role === ADMIN_ROLE ? sql`true` : sql`u.id = ${actor.user.id}`;
  const { rows } = await sql<{ id: number; name: string; cash: string | number | null }>`
    select u.id, u.username as name,
      a.credits_posted - a.debits_posted - a.debits_pending as cash
    from users u
    left join ledger_accounts a on a.code = 'person-cash:u' || u.id
    where u.deleted_at is null and ${whose}
    order by u.username`.execute(db);
  return { payers: rows.map((row) => ({ id: row.id, name: row.name, cash: Number(row.cash ?? 0) })) };
}
