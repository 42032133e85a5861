import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessTokenPayload {
  /** session id */
  sid: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

/** What a signed value is for: a value signed for one purpose is never accepted for another. */
type Purpose = 'access' | 'device';

function sign(secret: string, purpose: Purpose, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');
}

/** `<body>.<HMAC-SHA256>` */
function signed(secret: string, purpose: Purpose, body: string): string {
  return `${body}.${sign(secret, purpose, body)}`;
}

/** The body of a value this server signed for the purpose; null for anything else. */
function verifiedBody(secret: string, purpose: Purpose, value: string): string | null {
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, purpose, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? body : null;
}

/** `<base64url(payload)>.<HMAC-SHA256>`: small, opaque to the browser, checked without the database. */
export function signAccessToken(secret: string, payload: AccessTokenPayload): string {
  return signed(secret, 'access', Buffer.from(JSON.stringify(payload)).toString('base64url'));
}

export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessTokenPayload | null {
  const body = verifiedBody(secret, 'access', token);
  if (body === null) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessTokenPayload>;
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now) return null;
    return { sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}

/** A browser's device id with this server's signature, as the device cookie carries it. */
export function signDeviceId(secret: string, deviceId: string): string {
  return signed(secret, 'device', deviceId);
}

/** The device id of a cookie this server signed; null for a forged or malformed one. */
export function verifyDeviceId(secret: string, cookie: string): string | null {
  return verifiedBody(secret, 'device', cookie);
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
