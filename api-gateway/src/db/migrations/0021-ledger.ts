import { type Kysely, sql } from 'kysely';

/**
 * The ledger of the network's money (DOMAIN.md §2): double entry, two-phase, append-only
 * (services/ledger). An account keeps TigerBeetle's four counters; a transfer moves an amount from
 * its debit account to its credit account. The CHECK on the counters refuses an overdraft inside
 * the transaction that would cause it, so no race can take a guarded balance below zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id integer generated always as identity primary key,
      code text not null unique,
      kind text not null,
      name text not null,
      point_id integer references points (id),
      user_id integer references users (id),
      allow_negative boolean not null,
      debits_posted bigint not null default 0 check (debits_posted >= 0),
      credits_posted bigint not null default 0 check (credits_posted >= 0),
      debits_pending bigint not null default 0 check (debits_pending >= 0),
      credits_pending bigint not null default 0 check (credits_pending >= 0),
      created_at timestamptz not null default now(),
      constraint ledger_accounts_no_overdraft
        check (allow_negative or credits_posted - debits_posted - debits_pending >= 0)
    )`.execute(db);
  await sql`create index ledger_accounts_point on ledger_accounts (point_id) where point_id is not null`.execute(db);
  await sql`create index ledger_accounts_user on ledger_accounts (user_id) where user_id is not null`.execute(db);

  // posted: moved at once; pending: reserved until a post (in full or in part) or a void resolves it;
  // reversal: a posted move undone by the opposite move, with its reason.
  await sql`
    create table ledger_transfers (
      id bigint generated always as identity primary key,
      key text not null unique,
      request_hash text not null,
      type text not null check (type in ('posted', 'pending', 'post', 'void', 'reversal')),
      debit_account_id integer not null references ledger_accounts (id),
      credit_account_id integer not null references ledger_accounts (id),
      amount bigint not null check (amount > 0),
      kind text not null,
      pending_id bigint references ledger_transfers (id),
      reverses_id bigint references ledger_transfers (id),
      expires_at timestamptz,
      reference text,
      reason text,
      user_id integer references users (id),
      created_at timestamptz not null default now(),
      check (debit_account_id <> credit_account_id),
      check ((type in ('post', 'void')) = (pending_id is not null)),
      check ((type = 'reversal') = (reverses_id is not null and reason is not null)),
      check (expires_at is null or type = 'pending')
    )`.execute(db);
  await sql`create unique index ledger_transfers_one_resolution on ledger_transfers (pending_id) where pending_id is not null`.execute(
    db,
  );
  await sql`create unique index ledger_transfers_one_reversal on ledger_transfers (reverses_id) where reverses_id is not null`.execute(
    db,
  );
  await sql`create index ledger_transfers_debit on ledger_transfers (debit_account_id, created_at)`.execute(db);
  await sql`create index ledger_transfers_credit on ledger_transfers (credit_account_id, created_at)`.execute(db);
  await sql`create index ledger_transfers_open_pending on ledger_transfers (expires_at) where type = 'pending' and expires_at is not null`.execute(
    db,
  );

  // transfers are facts: a correction is a reversal, never an edit
  await sql`
    create function ledger_transfers_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger transfers are never changed or removed' using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger ledger_transfers_append_only before update or delete on ledger_transfers
    for each row execute function ledger_transfers_append_only()`.execute(db);
}
