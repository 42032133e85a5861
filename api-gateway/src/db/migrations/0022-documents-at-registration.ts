import { type Kysely, sql } from 'kysely';

/**
 * A client who agreed to both policies on the registration form has accepted the documents: the
 * cabinet no longer asks a second time (issue 14). Clients registered before are marked so too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update clients
    set docs_accepted_at = greatest(privacy_policy_agreed_at, personal_data_policy_agreed_at)
    where docs_accepted_at is null
      and privacy_policy_agreed_at is not null
      and personal_data_policy_agreed_at is not null`.execute(db);
}
