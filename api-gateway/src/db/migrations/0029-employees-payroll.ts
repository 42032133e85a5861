import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * «Сотрудники» and «Зарплата» (issue 17, LEGACY-NOTES §3.7): the employees the network pays, linked
 * to a staff user where there is one, and a payroll row per employee and month with the hourly rate
 * fixed when the row was made. Hours are hundredths, money kopecks. A row noted «Нам должны» with a
 * negative net makes the employee a debtor (issue 16). The pages go to the director-level roles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table employees (
      id integer generated always as identity primary key,
      full_name text not null check (full_name <> ''),
      job text not null default '',
      point_id integer references points (id),
      company text not null default '',
      bank text not null default '',
      phone text not null default '',
      payment_per_shift bigint not null default 0 check (payment_per_shift >= 0),
      hours_per_shift smallint not null check (hours_per_shift between 1 and 24),
      hired_on date,
      left_on date,
      user_id integer unique references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (left_on is null or hired_on is null or left_on >= hired_on)
    )`.execute(db);
  await sql`
    create table payroll (
      id integer generated always as identity primary key,
      employee_id integer not null references employees (id),
      month date not null check (extract(day from month) = 1),
      rate bigint not null check (rate >= 0),
      hours_centi integer not null default 0 check (hours_centi between 0 and 74400),
      advance bigint not null default 0 check (advance >= 0),
      advance_official bigint not null default 0 check (advance_official >= 0),
      salary_official bigint not null default 0 check (salary_official >= 0),
      deductions bigint not null default 0 check (deductions >= 0),
      extra bigint not null default 0 check (extra >= 0),
      note text not null default '' check (note in ('', 'Нам должны', 'Расчёт уволенных сотрудников', 'Оплачено')),
      updated_by integer references users (id),
      updated_at timestamptz not null default now(),
      unique (employee_id, month)
    )`.execute(db);
  await sql`create index payroll_month on payroll (month)`.execute(db);
  // the employees who owe: few rows, found without a scan of the months
  await sql`create index payroll_owes_us on payroll (employee_id) where note = 'Нам должны'`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: { 'finance-employees': 'write', 'finance-payroll': 'write' },
    OFFICE: { 'finance-employees': 'read', 'finance-payroll': 'read' },
  });
}
