import { type Kysely, sql } from 'kysely';

/**
 * The public order link of each client phone, so that a link can be turned back into its phone: the
 * link is a keyed hash (HMAC) that cannot be inverted, and the secret is not in SQL, so the gateway
 * fills this table itself (`services/goods/order-links.ts`) with the phones it has not seen yet.
 * `link_key` is the hash part, the same for every kind of the phone's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_links (
      phone text primary key,
      link_key text not null
    )`.execute(db);
  await sql`create index order_links_key on order_links (link_key)`.execute(db);
}
