import { type Kysely, sql } from 'kysely';

/**
 * The indexes the goods benchmark's plans asked for (bench/README.md). A point's working table is
 * "not handed over, or handed over within the last day": PostgreSQL answers it by combining the open
 * rows of a point with those handed over lately, instead of walking every row the point ever had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index goods_point_kind_open on goods (point_id, kind, created_at desc)
    where deleted_at is null and issued_at is null`.execute(db);
  await sql`create index goods_point_issued on goods (point_id, issued_at)
    where deleted_at is null and issued_at is not null`.execute(db);
  // Phone auto-fill from the last digits also looks among registered clients.
  await sql`create index clients_phone_last4 on clients (right(phone_number, 4))`.execute(db);
}
