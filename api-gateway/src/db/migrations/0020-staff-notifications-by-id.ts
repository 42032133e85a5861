import { type Kysely, sql } from 'kysely';

/**
 * A staff user's notifications belong to the account, not to its name: a user made later with a
 * deleted user's name must not read them. Earlier rows go to the user who held the name when the
 * notification was made; a row no user held the name for is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column user_id integer references users (id)`.execute(db);
  await sql`
    update notifications n set user_id = u.id
    from users u
    where n.username is not null
      and lower(u.username) = lower(n.username)
      and u.created_at <= n.created_at
      and (u.deleted_at is null or u.deleted_at >= n.created_at)`.execute(db);
  await sql`delete from notifications where username is not null and user_id is null`.execute(db);
  await sql`alter table notifications drop constraint notifications_check`.execute(db);
  await sql`alter table notifications drop column username`.execute(db);
  await sql`
    alter table notifications add constraint notifications_one_recipient
      check ((phone_number is null) <> (user_id is null))`.execute(db);
  await sql`create index notifications_user on notifications (user_id, created_at desc) where user_id is not null`.execute(
    db,
  );
}
