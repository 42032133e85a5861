import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** The marketplaces in use, by name: for pickers and for the percentage table. */
export function activeMarketplaces(db: Kysely<Database> | Transaction<Database>) {
  return db.selectFrom('marketplaces').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
}
