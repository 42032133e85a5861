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
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ledgerAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { inPointScope } from '../point-scope.js';

/** The ledger kind of a monthly payment. */
const MONTHLY_KIND = 'monthly-payment';

const dueOnOf = (month: string) => `${month.slice(0, 8)}${String(MONTHLY_PAYMENT_DAY).padStart(2, '0')}`;

/**
 * The templates of the caller's points projected onto the month: those due from that month or
 * before and not deleted, and every one paid in it (a paid month shows what was paid).
 */
export async function monthlyPayments(db: Db, scope: UserScope, month: string): Promise<MonthlyPayments> {
  const rows = await db
    .selectFrom('monthly_payment_templates as t')
    .innerJoin('points as p', 'p.id', 't.point_id')
    .leftJoin('monthly_payments as mp', (join) => join.onRef('mp.template_id', '=', 't.id').on('mp.month', '=', month))
    .leftJoin('users as paid_by', 'paid_by.id', 'mp.paid_by')
    .leftJoin('users as payer', 'payer.id', 'mp.payer_id')
    .select([
      't.id',
      't.point_id',
      'p.name as point_name',
      't.company',
      't.note',
      't.kind',
      't.amount',
      't.deleted_at',
      'mp.amount as paid_amount',
      'mp.kind as paid_kind',
      'mp.paid_at',
      'paid_by.username as paid_by',
      'payer.username as payer',
    ])
    .where(inPointScope('t.point_id', scope))
    .where('t.starts_on', '<=', month)
    .where((eb) => eb.or([eb('t.deleted_at', 'is', null), eb('mp.id', 'is not', null)]))
    .orderBy('p.name')
    .orderBy('t.company')
    .orderBy('t.id')
    .execute();
  const shown: MonthlyPayment[] = rows.map((row) => ({
    templateId: row.id,
    point: { id: row.point_id, name: row.point_name },
    company: row.company,
    amount: Number(row.paid_amount ?? row.amount),
    kind: row.paid_kind ?? row.kind,
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
  await trx
    .insertInto('monthly_payment_templates')
    .values({ ...fields, starts_on: body.month, created_by: actor.user.id })
    .execute();
  return monthlyPayments(trx, actor.scope, body.month);
}

/** A live template of the caller's points, locked; `due` tells whether it is due in the month. */
async function ownTemplate(trx: Transaction<Database>, scope: UserScope, id: number, month: string) {
  const template = await trx
    .selectFrom('monthly_payment_templates')
    .select(['id', 'point_id', 'amount', 'kind', sql<boolean>`starts_on <= ${month}::date`.as('due')])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!template || !scopeIncludesPoint(scope, template.point_id)) throw notFound(messages.monthlyTemplateNotFound);
  return template;
}

/** A template's new terms; months already paid keep what was paid. */
export async function editTemplate(trx: Transaction<Database>, actor: StaffAuth, body: EditTemplateBody) {
  await ownTemplate(trx, actor.scope, body.id, body.month);
  const fields = checkedFields(actor.scope, body);
  await livePoint(trx, fields.point_id);
  await trx.updateTable('monthly_payment_templates').set(fields).where('id', '=', body.id).execute();
  return monthlyPayments(trx, actor.scope, body.month);
}

/** The template stops being due; the months it was paid in stay. */
export async function deleteTemplate(trx: Transaction<Database>, actor: StaffAuth, id: number, month: string) {
  await ownTemplate(trx, actor.scope, id, month);
  await trx.updateTable('monthly_payment_templates').set({ deleted_at: new Date() }).where('id', '=', id).execute();
  return monthlyPayments(trx, actor.scope, month);
}

/**
 * «Оплатить»: the month's payment of a template, once. Cash leaves the payer's cash (the caller's
 * unless another is named), cashless the bank account; either must hold it.
 */
export async function payMonthly(trx: Transaction<Database>, actor: StaffAuth, body: PayMonthlyBody) {
  const template = await ownTemplate(trx, actor.scope, body.templateId, body.month);
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
    const payer = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', body.payerId ?? actor.user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!payer) throw notFound(messages.monthlyPayerUnknown);
    payerId = payer.id;
    debitAccountId = await ledgerAccount(trx, {
      kind: 'person-cash',
      userId: payer.id,
      name: `Наличные: ${payer.username}`,
    });
  } else {
    debitAccountId = await ledgerAccount(trx, { kind: 'bank', key: 'main', name: 'Расчётный счёт' });
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
      amount: template.amount,
      kind: template.kind,
      payer_id: payerId,
      transfer_id: made.id,
      paid_by: actor.user.id,
    })
    .execute();
  return monthlyPayments(trx, actor.scope, body.month);
}

/** Who may pay in cash, with the cash each holds (posted, less what is reserved). */
export async function payers(db: Db): Promise<Payers> {
  const { rows } = await sql<{ id: number; name: string; cash: string | number | null }>`
    select u.id, u.username as name,
      a.credits_posted - a.debits_posted - a.debits_pending as cash
    from users u
    left join ledger_accounts a on a.code = 'person-cash:u' || u.id
    where u.deleted_at is null
    order by u.username`.execute(db);
  return { payers: rows.map((row) => ({ id: row.id, name: row.name, cash: Number(row.cash ?? 0) })) };
}
