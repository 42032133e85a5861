import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * «Табель» (issue 17, LEGACY-NOTES §7.4): hours per employee and day, kept in-house (the legacy
 * fetched them from an HR service), and the months the director approved, closed to changes. The
 * payroll takes its hours from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table timesheet_hours (
      employee_id integer not null references employees (id),
      day date not null,
      hours smallint not null check (hours between 0 and 24),
      updated_by integer references users (id),
      updated_at timestamptz not null default now(),
      primary key (employee_id, day)
    )`.execute(db);
  await sql`create index timesheet_hours_day on timesheet_hours (day)`.execute(db);
  await sql`
    create table timesheet_locks (
      month date primary key check (extract(day from month) = 1),
      locked_by integer not null references users (id),
      locked_at timestamptz not null default now()
    )`.execute(db);
  await grantRolePages(db, {
    ADMINISTRATOR: { 'finance-timesheet': 'write' },
    RMANAGER: { 'finance-timesheet': 'write' },
    OFFICE: { 'finance-timesheet': 'read' },
  });
}
