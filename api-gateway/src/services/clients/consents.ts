import type { Gender } from '@pvz/contracts/api/client-account';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The client accepts the documents; the first acceptance of each is kept. */
export async function recordDocsAccepted(db: Db, clientId: number): Promise<void> {
  await db
    .updateTable('clients')
    .set({
      docs_accepted_at: sql<Date>`coalesce(docs_accepted_at, now())`,
      privacy_policy_agreed_at: sql<Date>`coalesce(privacy_policy_agreed_at, now())`,
      personal_data_policy_agreed_at: sql<Date>`coalesce(personal_data_policy_agreed_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', clientId)
    .execute();
}

/** The client's age and gender, as they gave them. */
export async function recordClientInfo(db: Db, clientId: number, info: { age: number; gender: Gender }): Promise<void> {
  await db
    .updateTable('clients')
    .set({ ...info, info_accepted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', clientId)
    .execute();
}
