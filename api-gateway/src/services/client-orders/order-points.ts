import type { Db } from '../../db/database.js';

/** The active points a client may order to, by name, with where they are. */
export function pointsToOrderTo(db: Db) {
  return db
    .selectFrom('points')
    .select(['id', 'name', 'address', 'latitude', 'longitude'])
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
}
