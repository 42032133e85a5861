import { type Kysely, sql } from 'kysely';

/** Cells as acceptance and hand-over look them up: by client, and the lowest free one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A client's cell at a point: at most one, found at every acceptance and hand-over.
  await sql`create unique index cells_client on cells (point_id, client_phone) where client_phone is not null`.execute(
    db,
  );
  // The lowest free cell of a point without walking past the taken ones.
  await sql`create index cells_free on cells (point_id, number) where client_phone is null`.execute(db);
}
