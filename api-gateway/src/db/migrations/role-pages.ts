import { type Kysely, sql } from 'kysely';

/**
 * Gives roles pages (role code → page key → level) in a migration: what ADMIN already set for a
 * role wins. Shared by the migrations that add pages; not a migration itself.
 */
export async function grantRolePages(db: Kysely<unknown>, grants: Record<string, Record<string, string>>) {
  const roles = await sql<{ code: string; pages: Record<string, string> }>`select code, pages from roles`.execute(db);
  for (const role of roles.rows) {
    const pages = grants[role.code];
    if (!pages) continue;
    await sql`update roles set pages = ${JSON.stringify({ ...pages, ...role.pages })}::jsonb where code = ${role.code}`.execute(
      db,
    );
  }
}
