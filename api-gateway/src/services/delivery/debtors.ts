import type { UserScope } from '@pvz/contracts/access';
import type { Debtor, Debtors, DebtorsQuery, PublicDebtor } from '@pvz/contracts/api/service-balances';
import { serviceActionTitle } from '@pvz/contracts/api/service-rows';
import { MOSCOW_TIME_ZONE, monthStartOf, moscowDay as moscowDayOf } from '@pvz/contracts/moscow-time';
import { OWES_US_NOTE } from '@pvz/contracts/payroll';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import { moscowStartOfCurrent } from '../../db/moscow-days.js';
import { licenseeDebts } from '../licensees/balances.js';
import { phoneContaining } from '../phone-search.js';
import { inPointScope } from '../point-scope.js';
import { debtorLinkOf } from './debtor-links.js';

/** The rows a public page lists at most (a debtor with more sees the sum of all). */
const PUBLIC_ROWS_MAX = 500;

/** Who an employee's debtor link names. */
export const employeeDebtorKey = (employeeId: number) => `employee:${employeeId}`;
/** Who a licensee's debtor link names. */
export const licenseeDebtorKey = (licenseeId: number) => `licensee:${licenseeId}`;

const moscowDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${MOSCOW_TIME_ZONE}, 'YYYY-MM-DD')`;
const moscowMonth = (column: string) =>
  sql<string>`to_char(date_trunc('month', ${sql.ref(column)} at time zone ${MOSCOW_TIME_ZONE}), 'YYYY-MM-DD')`;
const monthTitle = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The unpaid fees of the service rows: what business customers owe (DOMAIN.md §2). */
const unpaidRows = (db: Db) =>
  db
    .selectFrom('goods as g')
    .where('g.kind', '=', 'service')
    .where('g.deleted_at', 'is', null)
    .where('g.paid_at', 'is', null)
    .where('g.amount_due', '>', 0);

/**
 * The months employees owe: payroll rows noted «Нам должны» whose net pay is below zero, owed as
 * that much (the arithmetic of `@pvz/contracts/payroll`, half up like Math.round for these signs).
 */
const owedMonths = (db: Db, scope: UserScope | null) =>
  db
    .selectFrom(
      db
        .selectFrom('payroll as r')
        .innerJoin('employees as e', 'e.id', 'r.employee_id')
        .select([
          'e.id as employee_id',
          'e.full_name',
          'e.phone',
          sql<string>`r.month::text`.as('month'),
          sql<string>`-(round(r.hours_centi * r.rate / 100.0) - r.advance - r.advance_official - r.salary_official
            - r.deductions + r.extra)`.as('owed'),
        ])
        .where('r.note', '=', OWES_US_NOTE)
        .where(scope === null ? sql<SqlBool>`true` : inPointScope('e.point_id', scope))
        .as('o'),
    )
    .where(sql<SqlBool>`o.owed::numeric > 0`);

/** The same search in memory, for debts summed outside SQL (the licensees'). */
function matches(q: string | undefined, phone: string, name: string): boolean {
  const text = q?.trim();
  if (!text) return true;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3
    ? phone.replace(/\D/g, '').includes(digits)
    : name.toLowerCase().includes(text.toLowerCase());
}

function search(q: string | undefined, phone: string, name: string): Expression<SqlBool>[] {
  const text = q?.trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  return [
    digits.length >= 3
      ? phoneContaining(phone, digits)
      : sql<SqlBool>`${sql.ref(name)} ilike ${`%${likeEscaped(text)}%`}`,
  ];
}

/**
 * Who owes and how much, since when, with the link of each one's public page: business customers
 * (unpaid service rows, the network's) and employees of the caller's points («Нам должны»); every
 * debt, by month, or this month's only; and the debt by month for the chart.
 */
export async function debtorsOf(db: Db, secret: string, scope: UserScope, query: DebtorsQuery): Promise<Debtors> {
  const view = query.view ?? 'all';
  let customers = unpaidRows(db).where((eb) => eb.and(search(query.q, 'g.client_phone', 'g.client_name')));
  let employees = owedMonths(db, scope).where((eb) => eb.and(search(query.q, 'o.phone', 'o.full_name')));
  if (view === 'current') {
    customers = customers.where(sql<SqlBool>`g.created_at >= ${moscowStartOfCurrent('month')}`);
    employees = employees.where(
      sql<SqlBool>`o.month::date = (date_trunc('month', now() at time zone ${MOSCOW_TIME_ZONE}))::date`,
    );
  }
  const monthly = view === 'monthly';
  const [customerRows, employeeRows, customerMonths, employeeMonths, licenseeMonths] = await Promise.all([
    customers
      .select([
        'g.client_phone',
        (monthly ? moscowMonth('g.created_at') : sql<string | null>`null::text`).as('month'),
        sql<string>`(array_agg(g.client_name order by g.created_at desc))[1]`.as('name'),
        sql<string>`sum(g.amount_due)`.as('owed'),
        sql<string>`count(*)`.as('rows'),
        sql<string>`min(${moscowDay('g.created_at')})`.as('since'),
      ])
      .groupBy(monthly ? ['g.client_phone', sql`2`] : ['g.client_phone'])
      .execute(),
    employees
      .select([
        'o.employee_id',
        (monthly ? sql<string | null>`o.month` : sql<string | null>`null::text`).as('month'),
        sql<string>`max(o.full_name)`.as('name'),
        sql<string>`max(o.phone)`.as('phone'),
        sql<string>`sum(o.owed::numeric)`.as('owed'),
        sql<string>`count(*)`.as('rows'),
        sql<string>`min(o.month)`.as('since'),
      ])
      .groupBy(monthly ? ['o.employee_id', sql`2`] : ['o.employee_id'])
      .execute(),
    unpaidRows(db)
      .select([moscowMonth('g.created_at').as('month'), sql<string>`sum(g.amount_due)`.as('owed')])
      .groupBy(sql`1`)
      .execute(),
    owedMonths(db, scope)
      .select(['o.month', sql<string>`sum(o.owed::numeric)`.as('owed')])
      .groupBy('o.month')
      .execute(),
    // the licensees owe the network: for callers of all its points only
    scope.allPoints ? licenseeDebts(db) : Promise.resolve([]),
  ]);
  const currentMonth = monthStartOf(moscowDayOf());
  const licenseeRows = licenseeMonths.filter(
    (debt) => (view !== 'current' || debt.month === currentMonth) && matches(query.q, debt.phone, debt.name),
  );
  const licensees = new Map<string, Debtor>();
  for (const debt of licenseeRows) {
    const key = monthly ? `${debt.id}:${debt.month}` : String(debt.id);
    const seen = licensees.get(key);
    licensees.set(key, {
      kind: 'licensee',
      phone: debt.phone,
      name: debt.name,
      month: monthly ? debt.month : null,
      owed: (seen?.owed ?? 0) + debt.owed,
      rows: (seen?.rows ?? 0) + 1,
      since: seen?.since ?? debt.month,
      link: debtorLinkOf(secret, licenseeDebtorKey(debt.id)),
    });
  }
  const debtors: Debtor[] = [
    ...customerRows.map((row) => ({
      kind: 'customer' as const,
      phone: row.client_phone ?? '',
      name: row.name,
      month: row.month,
      owed: Number(row.owed),
      rows: Number(row.rows),
      since: row.since,
      link: debtorLinkOf(secret, row.client_phone ?? ''),
    })),
    ...employeeRows.map((row) => ({
      kind: 'employee' as const,
      phone: row.phone,
      name: row.name,
      month: row.month,
      owed: Number(row.owed),
      rows: Number(row.rows),
      since: row.since,
      link: debtorLinkOf(secret, employeeDebtorKey(row.employee_id)),
    })),
    ...licensees.values(),
  ].sort((a, b) => (b.month ?? '').localeCompare(a.month ?? '') || b.owed - a.owed);
  const byMonth = new Map<string, number>();
  for (const row of [...customerMonths, ...employeeMonths, ...licenseeMonths])
    byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + Number(row.owed));
  return {
    view,
    debtors,
    total: debtors.reduce((sum, debtor) => sum + debtor.owed, 0),
    byMonth: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, owed]) => ({ month, owed })),
  };
}

/** What one debtor (a customer's phone, `employee:{id}` or `licensee:{id}`) owes, row by row, as the public page shows it. */
export async function publicDebtorOf(db: Db, owner: string): Promise<PublicDebtor> {
  const licensee = /^licensee:(\d+)$/.exec(owner);
  if (licensee) {
    const debts = await licenseeDebts(db, Number(licensee[1]));
    return {
      name: debts[0]?.name ?? '',
      owed: debts.reduce((sum, debt) => sum + debt.owed, 0),
      rows: debts.map((debt) => ({
        date: debt.month,
        title: `Счёт за ${monthTitle.format(new Date(debt.month))}`,
        value: debt.invoiced,
        amount: debt.owed,
      })),
    };
  }
  const employee = /^employee:(\d+)$/.exec(owner);
  if (employee) {
    const months = await owedMonths(db, null)
      .select(['o.full_name', 'o.month', 'o.owed'])
      .where('o.employee_id', '=', Number(employee[1]))
      .orderBy('o.month')
      .execute();
    return {
      name: months[0]?.full_name ?? '',
      owed: months.reduce((sum, row) => sum + Number(row.owed), 0),
      rows: months.map((row) => ({
        date: row.month,
        title: `Зарплата за ${monthTitle.format(new Date(row.month))}`,
        value: null,
        amount: Number(row.owed),
      })),
    };
  }
  const [rows, sum] = await Promise.all([
    unpaidRows(db)
      .select([moscowDay('g.created_at').as('date'), 'g.action', 'g.goods_value', 'g.amount_due', 'g.client_name'])
      .where('g.client_phone', '=', owner)
      .orderBy('g.created_at')
      .orderBy('g.id')
      .limit(PUBLIC_ROWS_MAX)
      .execute(),
    unpaidRows(db)
      .select(sql<string>`coalesce(sum(g.amount_due), 0)`.as('owed'))
      .where('g.client_phone', '=', owner)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    name: rows.at(-1)?.client_name ?? '',
    owed: Number(sum.owed),
    rows: rows.map((row) => ({
      date: row.date,
      title: serviceActionTitle[row.action ?? 'delivery'],
      value: row.goods_value,
      amount: row.amount_due,
    })),
  };
}
