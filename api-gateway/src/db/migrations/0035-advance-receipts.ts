import { type Kysely, sql } from 'kysely';

/** Receipt photos of advance-report rows (issue 17): several a row, each file on one row only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table advance_row_files (
      advance_row_id integer not null references advance_rows (id),
      file_id uuid not null unique references files (id),
      primary key (advance_row_id, file_id)
    )`.execute(db);
}
