import { type Kysely, sql } from 'kysely';

/**
 * Category rules of the statement import (issue 17): money out to this INN, or with this word in its
 * purpose or counterparty, is suggested this category. The director keeps them; one rule a pattern.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table statement_category_rules (
      id integer generated always as identity primary key,
      match text not null check (match in ('inn', 'keyword')),
      pattern text not null check (length(pattern) between 1 and 200),
      category_id integer not null references expense_categories (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      unique (match, pattern)
    )`.execute(db);
}
