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
  return `${recordTypeOf[kind]}-${keyed(secret, 'client-link', digits).subarray(0, 16).toString('base64url')}`;
}

/** 16 decimal digits of a keyed hash: scanners type digits the same in every keyboard layout. */
function pickupSignature(secret: string, clientId: number, expiresMinute: number): string {
  const hash = keyed(secret, 'pickup', `${clientId}.${expiresMinute}`);
  return (hash.readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0');
}

/** `{clientId}-{expiry in minutes since the epoch}-{signature}`: what the client's pickup QR carries. */
export function signPickupToken(
  secret: string,
  clientId: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresMinute = Math.floor(now / 60_000) + PICKUP_TOKEN_MINUTES;
  return {
    token: `${clientId}-${expiresMinute}-${pickupSignature(secret, clientId, expiresMinute)}`,
    expiresAt: new Date(expiresMinute * 60_000),
  };
}

/** The client of a pickup token, or null when it is forged or expired. */
export function verifyPickupToken(secret: string, token: string, now = Date.now()): number | null {
  const [client, expires, signature] = token.split('-');
  const clientId = Number(client);
  const expiresMinute = Number(expires);
  if (!Number.isSafeInteger(clientId) || !Number.isSafeInteger(expiresMinute) || !signature) return null;
  const expected = Buffer.from(pickupSignature(secret, clientId, expiresMinute));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return expiresMinute * 60_000 > now ? clientId : null;
}
