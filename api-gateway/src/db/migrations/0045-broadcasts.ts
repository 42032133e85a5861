import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * Staff broadcasts («Сообщения», issue 19): each message sent to an audience, with its sender, what it
 * named (an employee, a role, a point, a phone, or everybody of a kind) and how many notifications it
 * stored. The operation id is unique, so a repeated request finds the first broadcast before it
 * stores anything again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table broadcasts (
      id integer generated always as identity primary key,
      operation_id uuid not null unique,
      sender_id integer not null references users (id),
      audience text not null
        check (audience in ('employee', 'role', 'point', 'client', 'allClients', 'allStaff')),
      target_user_id integer references users (id),
      target_role text references roles (code),
      target_point_id integer references points (id),
      target_phone text,
      title text not null check (title <> ''),
      message text not null check (message <> ''),
      recipients integer not null check (recipients >= 0),
      created_at timestamptz not null default now(),
      check ((audience = 'employee') = (target_user_id is not null)),
      check ((audience = 'role') = (target_role is not null)),
      check ((audience = 'point') = (target_point_id is not null)),
      check ((audience = 'client') = (target_phone is not null))
    )`.execute(db);
  await sql`create index broadcasts_newest on broadcasts (created_at desc, id desc)`.execute(db);
  await sql`create index broadcasts_sender on broadcasts (sender_id, created_at desc, id desc)`.execute(db);

  // The director has every page; a manager of points writes to the staff and the clients of them.
  await grantRolePages(db, {
    ADMINISTRATOR: { 'admin-messages': 'write' },
    RMANAGER: { 'admin-messages': 'write' },
  });
}
