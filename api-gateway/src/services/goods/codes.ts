import { createHmac, timingSafeEqual } from 'node:crypto';
import { recordTypeOf } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';

/** How long a client's pickup QR stays valid; the cabinet fetches a fresh one whenever it shows it. */
export const PICKUP_TOKEN_MINUTES = 72 * 60;

const keyed = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest();

/**
 * The public order link of a client's rows (`/spreadsheets/order/{link}`): the record type and a
 * keyed hash of the phone's digits, so nobody can compute it from a phone number.
 */
export function clientLinkOf(secret: string, kind: GoodsKind, phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const remembered = `${kind}:${digits}`;
  const links = linksBySecret.get(secret) ?? new Map<string, string>();
  linksBySecret.set(secret, links);
  const known = links.get(remembered);
  if (known !== undefined) return known;
  const link = `${recordTypeOf[kind]}-${keyed(secret, 'client-link', digits).subarray(0, 16).toString('base64url')}`;
  // every row of every table page carries one: the same phones come back all day, the hash need not
  if (links.size >= MAX_REMEMBERED_LINKS) links.delete(links.keys().next().value as string);
  links.set(remembered, link);
  return link;
}

const MAX_REMEMBERED_LINKS = 50_000;
const linksBySecret = new Map<string, Map<string, string>>();

/**
 * 16 decimal digits of a keyed hash: scanners type digits the same in every keyboard layout. The
 * moment the client's phone was proven is signed in, so a new proof (a phone change, an account
 * taken back by its phone's owner) voids every QR made before it.
 */
function pickupSignature(secret: string, clientId: number, expiresMinute: number, provenAt: Date): string {
  const hash = keyed(secret, 'pickup', `${clientId}.${expiresMinute}.${provenAt.getTime()}`);
  return (hash.readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0');
}

/** `{clientId}-{expiry in minutes since the epoch}-{signature}`: what the client's pickup QR carries. */
export function signPickupToken(
  secret: string,
  clientId: number,
  provenAt: Date,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresMinute = Math.floor(now / 60_000) + PICKUP_TOKEN_MINUTES;
  return {
    token: `${clientId}-${expiresMinute}-${pickupSignature(secret, clientId, expiresMinute, provenAt)}`,
    expiresAt: new Date(expiresMinute * 60_000),
  };
}

/** The client a pickup token names, before its signature is checked; null when it is malformed. */
export function pickupTokenClient(token: string): number | null {
  const clientId = Number(token.split('-')[0]);
  return Number.isSafeInteger(clientId) && clientId > 0 ? clientId : null;
}

/** Whether a token is this server's, for the client's phone as proven now, and not expired. */
export function pickupTokenValid(secret: string, token: string, provenAt: Date | null, now = Date.now()): boolean {
  const [client, expires, signature] = token.split('-');
  const clientId = Number(client);
  const expiresMinute = Number(expires);
  if (!provenAt || !Number.isSafeInteger(clientId) || !Number.isSafeInteger(expiresMinute) || !signature) return false;
  const expected = Buffer.from(pickupSignature(secret, clientId, expiresMinute, provenAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && expiresMinute * 60_000 > now;
}
