import { type Kysely, sql } from 'kysely';

/**
 * Inventory reports (LEGACY-NOTES §2.10): each check of a point's shelves is kept with its author and
 * time, and its discrepancy lists as they were then — the goods change afterwards, the report does not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inventory_reports (
      id integer generated always as identity primary key,
      scope text not null check (scope in ('point', 'shop')),
      point_id integer not null references points (id),
      author_id integer not null references users (id),
      author text not null,
      created_at timestamptz not null default now(),
      scanned integer not null check (scanned >= 0),
      found integer not null check (found >= 0),
      unknown_codes jsonb not null default '[]'
    )`.execute(db);
  // The reports page: a count's reports, newest first, all points or one.
  await sql`create index inventory_reports_scope on inventory_reports (scope, created_at desc)`.execute(db);
  await sql`create index inventory_reports_point on inventory_reports (point_id, scope, created_at desc)`.execute(db);

  await sql`
    create table inventory_report_rows (
      report_id integer not null references inventory_reports (id),
      list text not null check (list in ('another', 'issued', 'missing', 'neverAccepted')),
      goods_id integer not null references goods (id),
      kind text not null,
      status text not null,
      client_phone text,
      product text not null,
      cell integer,
      amount integer not null,
      point_name text,
      primary key (report_id, list, goods_id)
    )`.execute(db);
}
