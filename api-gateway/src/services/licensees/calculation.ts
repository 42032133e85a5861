import type { Calculation, CalculationRow, InvoiceBody } from '@pvz/contracts/api/licensees';
import { licenseeFee } from '@pvz/contracts/licensee-fee';
import { messages } from '@pvz/contracts/messages';
import { MOSCOW_TIME_ZONE, monthEndOf, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ensureDebtorLinks } from '../delivery/debtor-links.js';
import { licenseeDebtorKey } from '../delivery/debtors.js';
import { ledgerAccount, licenseeAccount, licenseeRevenueAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { licensees, tariffOfMonth } from './licensees.js';

/**
 * The parcels each licensee's points took in the month (the day a parcel reached the point, Moscow
 * time): what its per-parcel fee counts. Service rows are the delivery service's, not parcels.
 */
async function parcelsOfMonth(db: Db, month: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ licensee_id: number; parcels: number }>`
    select p.licensee_id, count(*)::int as parcels
    from goods g
    join points p on p.id = g.point_id
    where p.licensee_id is not null and g.kind <> 'service' and g.deleted_at is null
      and g.delivered_pvz_at >= (${month}::date::timestamp at time zone ${MOSCOW_TIME_ZONE})
      and g.delivered_pvz_at < ((${month}::date + interval '1 month')::timestamp at time zone ${MOSCOW_TIME_ZONE})
    group by p.licensee_id`.execute(db);
  return new Map(rows.map((row) => [row.licensee_id, row.parcels]));
}

/**
 * «Расчёт»: each licensee that was invoiced for the month, or had begun by its end and is active or
 * took parcels in it: an invoiced month as it was issued, any other as its tariff and the parcels
 * count it now (by the points each runs today).
 */
export async function calculation(db: Db, month: string): Promise<Calculation> {
  const [{ licensees: all }, parcels, invoices] = await Promise.all([
    licensees(db),
    parcelsOfMonth(db, month),
    db
      .selectFrom('licensee_invoices as i')
      .innerJoin('users as u', 'u.id', 'i.issued_by')
      .select(['i.licensee_id', 'i.parcels', 'i.fixed', 'i.per_parcel', 'i.total', 'i.issued_at', 'u.username'])
      .where('i.month', '=', month)
      .execute(),
  ]);
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.licensee_id, invoice]));
  // one stopped this month is still billed for what its points took
  const rows = all
    .filter(
      (licensee) =>
        invoiceOf.has(licensee.id) ||
        (licensee.startsOn <= monthEndOf(month) && (licensee.active || parcels.has(licensee.id))),
    )
    .map((licensee): CalculationRow => {
      const invoice = invoiceOf.get(licensee.id);
      const ref = { id: licensee.id, name: licensee.name };
      if (invoice)
        return {
          licensee: ref,
          parcels: invoice.parcels,
          fixed: invoice.fixed,
          perParcel: invoice.per_parcel,
          total: invoice.total,
          hasTariff: true,
          invoicedAt: invoice.issued_at.toISOString(),
          invoicedBy: invoice.username,
        };
      const count = parcels.get(licensee.id) ?? 0;
      const tariff = tariffOfMonth(licensee.tariffs, month);
      const fee = tariff ? licenseeFee(tariff, count) : { fixed: 0, perParcel: 0, total: 0 };
      return { licensee: ref, parcels: count, ...fee, hasTariff: tariff !== null, invoicedAt: null, invoicedBy: null };
    });
  const sum = (pick: (row: CalculationRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    month,
    rows,
    totals: {
      parcels: sum((row) => row.parcels),
      total: sum((row) => row.total),
      invoiced: sum((row) => (row.invoicedAt ? row.total : 0)),
    },
  };
}

/**
 * Issues the month's invoice, once: its figures as calculated now are kept, and the total is posted to
 * the licensee's account (what it owes) from the network's revenue. Only a month that is over is billed.
 * @param linkSecret signs the licensee's public debtor link
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: InvoiceBody,
  linkSecret: string,
) {
  // a month is billed when it is over: an open one would freeze a count that still grows
  if (body.month >= monthStartOf(moscowDay())) throw unprocessable(messages.licenseeMonthOpen);
  const licensee = await trx
    .selectFrom('licensees')
    .select(['id', 'name'])
    .where('id', '=', body.licenseeId)
    .forUpdate()
    .executeTakeFirst();
  if (!licensee) throw notFound(messages.licenseeNotFound);
  const issued = await trx
    .selectFrom('licensee_invoices')
    .select('total')
    .where('licensee_id', '=', licensee.id)
    .where('month', '=', body.month)
    .executeTakeFirst();
  if (issued) throw conflict(messages.licenseeInvoicedAlready);
  const row = (await calculation(trx, body.month)).rows.find((item) => item.licensee.id === licensee.id);
  if (!row?.hasTariff) throw unprocessable(messages.licenseeNoTariff);
  if (row.total <= 0) throw unprocessable(messages.licenseeNothingToInvoice);
  const { transfer: made } = await transfer(trx, {
    key: `licensee-invoice:${licensee.id}:${body.month}`,
    debitAccountId: await ledgerAccount(trx, licenseeRevenueAccount),
    creditAccountId: await ledgerAccount(trx, licenseeAccount(licensee)),
    amount: row.total,
    kind: 'licensee-invoice',
    reference: `licensee:${licensee.id}:${body.month}`,
    userId: actor.user.id,
  });
  await trx
    .insertInto('licensee_invoices')
    .values({
      licensee_id: licensee.id,
      month: body.month,
      parcels: row.parcels,
      fixed: row.fixed,
      per_parcel: row.perParcel,
      total: row.total,
      transfer_id: made.id,
      issued_by: actor.user.id,
    })
    .execute();
  // the debtors' page links to what the licensee owes
  await ensureDebtorLinks(trx, linkSecret, [licenseeDebtorKey(licensee.id)]);
  return { message: messages.licenseeInvoiced, calculation: await calculation(trx, body.month) };
}
