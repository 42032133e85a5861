import { type Kysely, sql } from 'kysely';

/**
 * Adds a purpose to the files' check constraint in a migration, keeping whatever purposes the
 * migrations before it allowed (several features widen it independently). Not a migration itself.
 */
export async function allowFilePurpose(db: Kysely<unknown>, purpose: string) {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'files_purpose_check' and conrelid = 'files'::regclass`.execute(db);
  const allowed = new Set([...(found.rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]));
  allowed.add(purpose);
  await sql`alter table files drop constraint if exists files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check check (purpose in (${sql.join(
    [...allowed].map((value) => sql.lit(value)),
  )}))`.execute(db);
}
