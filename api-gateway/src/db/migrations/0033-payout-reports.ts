import { type Kysely, sql } from 'kysely';

/**
 * «создать отчет по авансу» and «создать отчет по выплате зп» (issue 17, LEGACY-NOTES §3.7): each is
 * posted once a month; the row keeps what it posted, so that the page shows it as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payout_reports (
      month date not null check (extract(day from month) = 1),
      report text not null check (report in ('advance', 'salary')),
      lines jsonb not null,
      posted_by integer not null references users (id),
      posted_at timestamptz not null default now(),
      primary key (month, report)
    )`.execute(db);
}
