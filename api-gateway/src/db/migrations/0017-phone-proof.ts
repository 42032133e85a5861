import { type Kysely, sql } from 'kysely';

/**
 * A phone belongs to whoever proves it with a code. Accounts made before are unproven until their
 * owner enters a code (or signs in or resets the password by one); codes for a new phone in the
 * profile, or for proving the account's phone, belong to the client who asked. Registrations are
 * counted per address and per phone (`throttle_events`, kept for an hour's judgement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clients add column phone_verified_at timestamptz`.execute(db);
  await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
  await sql`
    alter table one_time_codes add constraint one_time_codes_purpose_check
      check (purpose in ('login', 'reset', 'register', 'phone-change', 'verify'))`.execute(db);
  await sql`alter table one_time_codes add column client_id integer references clients (id)`.execute(db);
  await sql`
    create table throttle_events (
      bucket text not null,
      key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index throttle_events_key on throttle_events (bucket, key, created_at)`.execute(db);
}
