import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEBTOR_LINK_PATTERN } from '@pvz/contracts/api/service-balances';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

const linkPattern = new RegExp(DEBTOR_LINK_PATTERN);

/**
 * The hash part of a debtor's link: a keyed hash of who owes (a customer's phone as stored, or
 * `employee:{id}`), with a purpose of its own so that it is not the order link.
 */
const keyOf = (secret: string, owner: string) =>
  createHmac('sha256', secret).update(`debtor-link:${owner}`).digest().subarray(0, 16).toString('base64url');

/** The public page of what a debtor owes: `/debtor/{link}`. */
export const debtorLinkOf = (secret: string, owner: string) => `d-${keyOf(secret, owner)}`;

/** Keeps each debtor's link in the transaction of the write, so that a link is found by an index. */
export async function ensureDebtorLinks(db: Db, secret: string, owners: readonly string[]) {
  const values = [...new Set(owners)].map((owner) => ({ owner, link_key: keyOf(secret, owner) }));
  if (values.length === 0) return;
  await db
    .insertInto('debtor_links')
    .values(values)
    .onConflict((oc) => oc.column('owner').doNothing())
    .execute();
}

/** Who a link names (a phone or `employee:{id}`), or null when it is malformed, forged or names nobody (checked in constant time). */
export async function resolveDebtorLink(db: Kysely<Database>, secret: string, link: string): Promise<string | null> {
  if (!linkPattern.test(link)) return null;
  const key = link.slice(2);
  const rows = await db.selectFrom('debtor_links').select('owner').where('link_key', '=', key).execute();
  const given = Buffer.from(link);
  const found = rows.find((row) => {
    const expected = Buffer.from(debtorLinkOf(secret, row.owner));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return found?.owner ?? null;
}
