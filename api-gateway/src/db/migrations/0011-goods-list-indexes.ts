import { type Kysely, sql } from 'kysely';

/**
 * The working lists and the chronicles: each reads one kind by a time stamp of its own (created, at
 * the point since, deleted), so each has an index on that stamp over only the rows it can hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // chronicles: a period of creation, newest first, deleted rows too (0003 indexes only the others)
  await sql`create index goods_kind_created_all on goods (kind, created_at desc)`.execute(db);
  // «Ждут обработку», «Долго в пути»: not at the sorting centre yet
  await sql`create index goods_kind_not_sorted on goods (kind, created_at)
    where deleted_at is null and delivered_sc_at is null`.execute(db);
  // «Истекает срок хранения»: at the point, not handed over
  await sql`create index goods_kind_at_point on goods (kind, delivered_pvz_at)
    where deleted_at is null and issued_at is null and delivered_pvz_at is not null`.execute(db);
  // «Удалённые»: deleted since Monday
  await sql`create index goods_kind_deleted on goods (kind, deleted_at) where deleted_at is not null`.execute(db);
}
