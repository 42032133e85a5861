import { timingSafeEqual } from 'node:crypto';
import { ORDER_LINK_PATTERN } from '@pvz/contracts/api/goods-lookup';
import { kindOfRecordType } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { RecordType } from '@pvz/contracts/scan-codes';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { clientLinkOf } from '../codes.js';

const linkPattern = new RegExp(ORDER_LINK_PATTERN);
const BATCH = 1000;

/** The hash part of a link: the same for every kind of one phone's rows. */
const keyOf = (link: string) => link.slice(link.indexOf('-') + 1);

/**
 * Keeps the link of each phone a goods row is written with, in the transaction of the write: a link
 * is then found by the index alone. The secret stays in the gateway, so the database cannot compute
 * links itself.
 */
export async function ensureOrderLinks(
  db: Db,
  secret: string,
  phones: readonly (string | null | undefined)[],
): Promise<void> {
  const values = [...new Set(phones)].flatMap((phone) =>
    phone ? [{ phone, link_key: keyOf(clientLinkOf(secret, 'purchase', phone)) }] : [],
  );
  if (values.length === 0) return;
  await db
    .insertInto('order_links')
    .values(values)
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

/**
 * Stores the link of every client phone of the goods that `order_links` does not hold yet: once at
 * start-up, for rows written before the links were kept or by other means than the gateway.
 */
export async function storeNewOrderLinks(db: Kysely<Database>, secret: string): Promise<number> {
  const phones = await db
    .selectFrom('goods as g')
    .select('g.client_phone')
    .distinct()
    .where('g.client_phone', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_links as o').select('o.phone').whereRef('o.phone', '=', 'g.client_phone'))),
    )
    .execute();
  const values = phones.flatMap(({ client_phone: phone }) =>
    phone ? [{ phone, link_key: keyOf(clientLinkOf(secret, 'purchase', phone)) }] : [],
  );
  for (let start = 0; start < values.length; start += BATCH) {
    await db
      .insertInto('order_links')
      .values(values.slice(start, start + BATCH))
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
  }
  return values.length;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

async function phonesWithKey(db: Kysely<Database>, key: string): Promise<string[]> {
  const rows = await db.selectFrom('order_links').select('phone').where('link_key', '=', key).execute();
  return rows.map((row) => row.phone);
}

/**
 * The phone and kind of a public order link, or null when the link is malformed, forged or names no
 * client. It is found by the index of `order_links` alone (an unknown link costs one index probe) and
 * checked by computing it again from the phone with the secret.
 */
export async function resolveOrderLink(
  db: Kysely<Database>,
  secret: string,
  link: string,
): Promise<{ kind: GoodsKind; phone: string } | null> {
  if (!linkPattern.test(link)) return null;
  const kind = kindOfRecordType[link.slice(0, link.indexOf('-')) as RecordType];
  const key = keyOf(link);
  const phones = await phonesWithKey(db, key);
  const phone = phones.find((candidate) => sameText(clientLinkOf(secret, kind, candidate), link));
  return phone === undefined ? null : { kind, phone };
}
