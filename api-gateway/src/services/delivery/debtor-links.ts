import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEBTOR_LINK_PATTERN } from '@pvz/contracts/api/service-balances';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

const linkPattern = new RegExp(DEBTOR_LINK_PATTERN);

/** The hash part of a debtor's link: a keyed hash of the phone's digits, its own purpose (not the order link's). */
const keyOf = (secret: string, phone: string) =>
  createHmac('sha256', secret)
    .update(`debtor-link:${phone.replace(/\D/g, '')}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The public page of what a business customer owes: `/debtor/{link}`. */
export const debtorLinkOf = (secret: string, phone: string) => `d-${keyOf(secret, phone)}`;

/** Keeps each customer's link in the transaction of the write, so that a link is found by an index. */
export async function ensureDebtorLinks(db: Db, secret: string, phones: readonly string[]) {
  const values = [...new Set(phones)].map((phone) => ({ phone, link_key: keyOf(secret, phone) }));
  if (values.length === 0) return;
  await db
    .insertInto('debtor_links')
    .values(values)
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

/** The phone of a link, or null when it is malformed, forged or names nobody (checked in constant time). */
export async function resolveDebtorLink(db: Kysely<Database>, secret: string, link: string): Promise<string | null> {
  if (!linkPattern.test(link)) return null;
  const key = link.slice(2);
  const rows = await db.selectFrom('debtor_links').select('phone').where('link_key', '=', key).execute();
  const given = Buffer.from(link);
  const found = rows.find((row) => {
    const expected = Buffer.from(debtorLinkOf(secret, row.phone));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return found?.phone ?? null;
}
