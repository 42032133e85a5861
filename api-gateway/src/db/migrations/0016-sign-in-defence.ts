import { type Kysely, sql } from 'kysely';

/**
 * Sign-in that strangers cannot turn against the owner: a failure remembers the device it came
 * from when that device had signed in to the account before (those are judged apart from
 * everyone else's), the devices each account signed in from, and sign-ins in the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_failures add column device_hash text`.execute(db);
  await sql`
    create index login_failures_account_device on login_failures (account, device_hash, created_at)
    where device_hash is not null`.execute(db);
  await sql`
    create table known_devices (
      account text not null,
      device_hash text not null,
      created_at timestamptz not null default now(),
      signed_in_at timestamptz not null default now(),
      primary key (account, device_hash)
    )`.execute(db);
  await sql`alter table audit_log drop constraint audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check
    check (action in ('create', 'update', 'delete', 'sign-in', 'sign-in-failed'))`.execute(db);
}
