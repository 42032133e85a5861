import { type Kysely, sql } from 'kysely';

/**
 * The company's bank accounts (issue 17, LEGACY-NOTES §3.4): each names its ledger account
 * (`bank:k{account_key}`); the one there was («Расчётный счёт», key `main`) becomes the first and
 * the main bank, the one cashless rows post to. One main bank at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table banks (
      id integer generated always as identity primary key,
      name text not null,
      account_key text not null unique,
      is_main boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index banks_name on banks (lower(name))`.execute(db);
  await sql`create unique index banks_one_main on banks (is_main) where is_main`.execute(db);
  await sql`insert into banks (name, account_key, is_main) values ('Расчётный счёт', 'main', true)`.execute(db);
}
