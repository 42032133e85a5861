import { type Kysely, sql } from 'kysely';

/**
 * Statement import (issue 17): each bank's column profile, the imports (batches) and the lines they
 * brought, each with its advance-report row. A line is found again by its fingerprint, unique per bank
 * among the lines not undone; a possible duplicate (same amount and direction within ±3 days) by the
 * (bank, amount, day) index; the category of a counterparty's last line by its key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table statement_profiles (
      bank_id integer primary key references banks (id),
      mapping jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table statement_batches (
      id integer generated always as identity primary key,
      bank_id integer not null references banks (id),
      file_name text not null,
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      undone_by integer references users (id),
      undone_at timestamptz
    )`.execute(db);
  await sql`
    create table statement_lines (
      id integer generated always as identity primary key,
      batch_id integer not null references statement_batches (id),
      bank_id integer not null references banks (id),
      fingerprint text not null,
      day date not null,
      amount bigint not null check (amount > 0),
      direction text not null check (direction in ('in', 'out')),
      counterparty text not null,
      inn text not null,
      -- who the line is from or to as lines are compared: the INN, else the name in lower case
      counterparty_key text not null,
      purpose text not null,
      document text not null,
      category_id integer references expense_categories (id),
      advance_row_id integer not null references advance_rows (id),
      undone boolean not null default false
    )`.execute(db);
  await sql`create unique index statement_lines_fingerprint on statement_lines (bank_id, fingerprint)
    where not undone`.execute(db);
  await sql`create index statement_lines_similar on statement_lines (bank_id, amount, day) where not undone`.execute(
    db,
  );
  await sql`create index statement_lines_batch on statement_lines (batch_id)`.execute(db);
}
