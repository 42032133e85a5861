import { timingSafeEqual } from 'node:crypto';
import { ORDER_LINK_PATTERN } from '@pvz/contracts/api/goods-lookup';
import { kindOfRecordType } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { RecordType } from '@pvz/contracts/scan-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { clientLinkOf } from '../codes.js';

const linkPattern = new RegExp(ORDER_LINK_PATTERN);
const BATCH = 1000;

/** The hash part of a link: the same for every kind of one phone's rows. */
const keyOf = (link: string) => link.slice(link.indexOf('-') + 1);

/**
 * Stores the link of every client phone of the goods that `order_links` does not hold yet. The secret
 * stays in the gateway, so the database cannot compute links itself; any writer of goods rows is
 * covered without hooking into it, because a link that is not found runs this catch-up once.
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
 * client. The link is checked by computing it again from the phone with the secret.
 */
export async function resolveOrderLink(
  db: Kysely<Database>,
  secret: string,
  link: string,
): Promise<{ kind: GoodsKind; phone: string } | null> {
  if (!linkPattern.test(link)) return null;
  const kind = kindOfRecordType[link.slice(0, link.indexOf('-')) as RecordType];
  const key = keyOf(link);
  let phones = await phonesWithKey(db, key);
  if (phones.length === 0 && (await storeNewOrderLinks(db, secret)) > 0) phones = await phonesWithKey(db, key);
  const phone = phones.find((candidate) => sameText(clientLinkOf(secret, kind, candidate), link));
  return phone === undefined ? null : { kind, phone };
}
