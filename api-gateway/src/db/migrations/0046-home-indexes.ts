import { type Kysely, sql } from 'kysely';

/**
 * The home pages (issue 19) count each point's refusals not shipped back yet: an index over only those
 * rows, so that the count does not walk every refusal the network ever had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index goods_refused_unshipped on goods (point_id)
    where deleted_at is null and shipped_at is null
      and outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution')`.execute(db);
}
