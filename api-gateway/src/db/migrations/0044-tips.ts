import { type Kysely, sql } from 'kysely';
import { allowFilePurpose } from './file-purposes.js';
import { grantRolePages } from './role-pages.js';

/**
 * Staff help articles («Подсказки», issue 19): Markdown with pictures (files of purpose `tip`,
 * listed in `file_ids` so that the files' read rule finds the articles that show them), the pages an
 * article belongs to and the roles it is for (empty: every staff role). Searched by Russian word
 * forms (the `russian` text search configuration, in PGlite too) and by a part of a word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tips (
      id integer generated always as identity primary key,
      title text not null check (title <> ''),
      body text not null check (body <> ''),
      page_keys text[] not null default '{}',
      roles text[] not null default '{}',
      file_ids uuid[] not null default '{}',
      author_id integer not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index tips_pages on tips using gin (page_keys) where deleted_at is null`.execute(db);
  await sql`create index tips_files on tips using gin (file_ids) where deleted_at is null`.execute(db);
  await sql`
    create index tips_words on tips using gin (to_tsvector('russian', title || ' ' || body))
    where deleted_at is null`.execute(db);

  await allowFilePurpose(db, 'tip');

  // Every staff role reads the articles meant for it; the director (ADMIN) writes them.
  const staffRoles = await sql<{ code: string }>`
    select code from roles where code not in ('ADMIN', 'CLIENT')`.execute(db);
  await grantRolePages(db, Object.fromEntries(staffRoles.rows.map(({ code }) => [code, { tips: 'read' }])));
}
