import { type Kysely, sql } from 'kysely';

/**
 * Every gateway instance keeps who a signed-in caller is for a few seconds (services/auth-cache.ts):
 * a change to what decides it (a session revoked or rotated, a user's role, points or deletion, a
 * role's pages, a client's phone or name) is told on the `pvz_auth` channel, after the commit, so
 * that every instance forgets it at once. The payload names what changed: `s:` a session, `u:` a
 * user, `r:` a role, `c:` a client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function auth_changed() returns trigger language plpgsql as $$
    declare
      changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
    begin
      perform pg_notify('pvz_auth', tg_argv[0] || ':' || (changed ->> tg_argv[1]));
      return null;
    end
    $$`.execute(db);
  const watched = [
    ['sessions', 'update or delete', 's', 'id'],
    ['users', 'update or delete', 'u', 'id'],
    ['user_points', 'insert or update or delete', 'u', 'user_id'],
    ['roles', 'update or delete', 'r', 'code'],
    ['clients', 'update or delete', 'c', 'id'],
  ] as const;
  for (const [table, events, kind, key] of watched) {
    await sql`create trigger ${sql.id(`${table}_auth_changed`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each row execute function auth_changed(${sql.lit(kind)}, ${sql.lit(key)})`.execute(db);
  }
}
