import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { ReferralLinkParts } from '@pvz/contracts/api/client-account';

/**
 * Referral links (DOMAIN.md §4): the inviter's phone encrypted with AES-256-GCM and a keyed hash
 * over the link, both with keys derived from the server secret. The legacy plain SHA-256 of phone
 * digits could be recomputed by anyone; this one cannot, and the phone cannot be read from a link.
 * The link of a phone is stable (the IV is derived from the phone, distinct phones never share
 * one), so a printed QR code keeps working.
 */

const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(`referral:${purpose}`).digest();

const b64 = (bytes: Buffer) => bytes.toString('base64url');

function hashOf(secret: string, q: string, phone: string): Buffer {
  return createHmac('sha256', keyOf(secret, 'hash')).update(`${q}.${phone}`).digest();
}

export function referralLinkParts(secret: string, inviterPhone: string): ReferralLinkParts {
  const iv = createHmac('sha256', keyOf(secret, 'iv')).update(inviterPhone).digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, 'phone'), iv);
  const sealed = Buffer.concat([iv, cipher.update(inviterPhone, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const phone = b64(sealed);
  const q = b64(createHmac('sha256', keyOf(secret, 'q')).update(inviterPhone).digest().subarray(0, 12));
  return { hash: b64(hashOf(secret, q, phone)), q, phone };
}

export function referralLinkUrl(origin: string, parts: ReferralLinkParts): string {
  const query = new URLSearchParams({ hash: parts.hash, q: parts.q, phone: parts.phone });
  return `${origin}/auth/register?${query.toString()}`;
}

/** The inviter's phone a genuine link carries, or null for a forged, altered or broken one. */
export function inviterPhoneOf(secret: string, parts: ReferralLinkParts): string | null {
  const given = Buffer.from(parts.hash, 'base64url');
  const expected = hashOf(secret, parts.q, parts.phone);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const sealed = Buffer.from(parts.phone, 'base64url');
  if (sealed.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, 'phone'), sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
