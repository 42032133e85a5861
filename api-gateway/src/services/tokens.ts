import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessTokenPayload {
  /** session id */
  sid: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`access:${body}`).digest('base64url');
}

/** `<base64url(payload)>.<HMAC-SHA256>`: small, opaque to the browser, checked without the database. */
export function signAccessToken(secret: string, payload: AccessTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessTokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessTokenPayload>;
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now) return null;
    return { sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
