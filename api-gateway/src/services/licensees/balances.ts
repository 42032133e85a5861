import type { LicenseeBalances, LicenseePaymentBody, SaasSummary } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ledgerAccount, licenseeAccount, mainBankAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';

/**
 * «Баланс лицензиатов»: per licensee what was invoiced, what it paid and what it owes, from the
 * counters of its ledger account (invoices credit it, payments debit it).
 */
export async function licenseeBalances(db: Db): Promise<LicenseeBalances> {
  const rows = await db
    .selectFrom('licensees as l')
    .leftJoin('ledger_accounts as a', (join) => join.on(sql<boolean>`a.code = 'licensee:kl' || l.id`))
    .select([
      'l.id',
      'l.name',
      sql<number>`coalesce(a.credits_posted, 0)`.as('invoiced'),
      sql<number>`coalesce(a.debits_posted, 0)`.as('paid'),
      sql<string | null>`(select max(p.paid_on)::text from licensee_payments p where p.licensee_id = l.id)`.as(
        'last_paid_on',
      ),
    ])
    .orderBy(sql`lower(l.name)`)
    .execute();
  const shown = rows.map((row) => ({
    licensee: { id: row.id, name: row.name },
    invoiced: Number(row.invoiced),
    paid: Number(row.paid),
    owed: Number(row.invoiced) - Number(row.paid),
    lastPaidOn: row.last_paid_on,
  }));
  const sum = (pick: (row: (typeof shown)[number]) => number) => shown.reduce((total, row) => total + pick(row), 0);
  return {
    rows: shown,
    totals: { invoiced: sum((row) => row.invoiced), paid: sum((row) => row.paid), owed: sum((row) => row.owed) },
  };
}

/** A payment received from a licensee into the main bank: what it owes drops by as much. */
export async function recordLicenseePayment(trx: Transaction<Database>, actor: StaffAuth, body: LicenseePaymentBody) {
  const licensee = await trx
    .selectFrom('licensees')
    .select(['id', 'name'])
    .where('id', '=', body.licenseeId)
    .executeTakeFirst();
  if (!licensee) throw notFound(messages.licenseeNotFound);
  const { transfer: made } = await transfer(trx, {
    key: `licensee-payment:${body.operationId}`,
    debitAccountId: await ledgerAccount(trx, licenseeAccount(licensee)),
    creditAccountId: (await mainBankAccount(trx)).id,
    amount: body.amount,
    kind: 'licensee-payment',
    reference: `licensee:${licensee.id}`,
    userId: actor.user.id,
  });
  await trx
    .insertInto('licensee_payments')
    .values({
      licensee_id: licensee.id,
      amount: body.amount,
      paid_on: body.paidOn,
      note: body.note.trim(),
      transfer_id: made.id,
      created_by: actor.user.id,
    })
    .execute();
  return { message: messages.licenseePaid, balances: await licenseeBalances(trx) };
}

/** «Сводная»: what was invoiced each month of the year, per licensee and in all. */
export async function saasSummary(db: Db, year: number): Promise<SaasSummary> {
  const invoices = await db
    .selectFrom('licensee_invoices as i')
    .innerJoin('licensees as l', 'l.id', 'i.licensee_id')
    .select(['l.id', 'l.name', sql<string>`i.month::text`.as('month'), 'i.parcels', 'i.total'])
    .where('i.month', '>=', `${year}-01-01`)
    .where('i.month', '<=', `${year}-12-01`)
    .orderBy(sql`lower(l.name)`)
    .execute();
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}-01`;
    const of = invoices.filter((invoice) => invoice.month === month);
    return {
      month,
      byLicensee: Object.fromEntries(of.map((invoice) => [String(invoice.id), invoice.total])),
      parcels: of.reduce((sum, invoice) => sum + invoice.parcels, 0),
      total: of.reduce((sum, invoice) => sum + invoice.total, 0),
    };
  });
  const named = new Map(invoices.map((invoice) => [invoice.id, invoice.name]));
  return {
    licensees: [...named].map(([id, name]) => ({ id, name })),
    months,
    total: months.reduce((sum, month) => sum + month.total, 0),
  };
}

/**
 * What each licensee still owes, month by month: its payments settle its oldest invoices first, and
 * what they leave of each invoice is owed for that invoice's month (the debtors' page).
 */
export async function licenseeDebts(db: Db, licenseeId?: number) {
  const [invoices, paid] = await Promise.all([
    db
      .selectFrom('licensee_invoices as i')
      .innerJoin('licensees as l', 'l.id', 'i.licensee_id')
      .select(['l.id', 'l.name', 'l.contact_phone', sql<string>`i.month::text`.as('month'), 'i.total'])
      .$if(licenseeId !== undefined, (select) => select.where('l.id', '=', licenseeId as number))
      .orderBy('l.id')
      .orderBy('i.month')
      .execute(),
    db
      .selectFrom('licensee_payments')
      .select(['licensee_id', sql<number>`sum(amount)`.as('paid')])
      .$if(licenseeId !== undefined, (select) => select.where('licensee_id', '=', licenseeId as number))
      .groupBy('licensee_id')
      .execute(),
  ]);
  const left = new Map(paid.map((row) => [row.licensee_id, Number(row.paid)]));
  const debts: { id: number; name: string; phone: string; month: string; owed: number; invoiced: number }[] = [];
  for (const invoice of invoices) {
    const settles = Math.min(left.get(invoice.id) ?? 0, invoice.total);
    left.set(invoice.id, (left.get(invoice.id) ?? 0) - settles);
    if (invoice.total > settles)
      debts.push({
        id: invoice.id,
        name: invoice.name,
        phone: invoice.contact_phone,
        month: invoice.month,
        owed: invoice.total - settles,
        invoiced: invoice.total,
      });
  }
  return debts;
}
