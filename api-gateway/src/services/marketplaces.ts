import type { Db } from '../db/database.js';

/** The marketplaces in use, by name: for pickers and for the percentage table. */
export function activeMarketplaces(db: Db) {
  return db.selectFrom('marketplaces').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
}
