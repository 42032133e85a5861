import { sql } from 'kysely';
import type { TrustProxy } from '../../src/trust-proxy.js';
import { parseTrustProxy } from '../../src/trust-proxy.js';
import { Client, createTestApp, signedInAdmin, type TestApp } from '../helpers/test-app.js';

/** The reverse proxy in front of the gateway, and the one before it (a CDN). */
const PROXY = '10.0.0.1';
const CDN = '10.9.9.9';
const ATTACKER = '203.0.113.9';

describe('PVZ_TRUST_PROXY', () => {
  it('reads a number of hops, or addresses and CIDRs; nothing means no proxy', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,::1,fd00::/8 ')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses `true` (every hop) at start, saying what to set instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(/PVZ_TRUST_PROXY=true is no longer accepted.*PVZ_TRUST_PROXY=1/);
  });

  it('refuses what is not an address', () => {
    for (const wrong of ['proxy.local', '10.0.0.0/33', '10.0.0.1,', '1.5', '-1']) {
      expect(() => parseTrustProxy(wrong)).toThrow(/PVZ_TRUST_PROXY/);
    }
  });
});

/**
 * An attacker behind the proxy writes addresses of their choice into X-Forwarded-For; the proxy
 * appends the address it saw. Only the entries the trusted hops wrote decide the caller's address.
 */
describe.each<[string, TrustProxy, string[]]>([
  ['one hop', 1, [PROXY]],
  ['the proxy by its address', [PROXY], [PROXY]],
  ['two hops (a CDN, then the proxy)', 2, [CDN, PROXY]],
  ['two proxies by their network', ['10.0.0.0/8'], [CDN, PROXY]],
])('trusting %s', (_name, trustProxy, proxies) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy });
    const admin = await signedInAdmin(t.app);
    await admin.post('/api/users/create-user', { username: 'target', password: 'right-password', role: 'USER' });
  });
  afterAll(async () => t.close());

  /** A request from `caller` that passed each proxy in turn: each appends whom it got it from. */
  function throughProxies(caller: string, forged: string[], body: object) {
    const hops = [caller, ...proxies];
    const forwardedFor = [...forged, ...hops.slice(0, -1)].join(', ');
    return new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: body,
      remoteAddress: hops.at(-1),
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it('gives a forged X-Forwarded-For no fresh address for the limits', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const forged = [`192.0.2.${attempt}`, `198.51.100.${attempt}`];
      statuses.push(
        (await throughProxies(ATTACKER, forged, { username: 'target', password: `guess-${attempt}` })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const addresses = await t.database.db.selectFrom('login_failures').select('ip').distinct().execute();
    expect(addresses).toEqual([{ ip: ATTACKER }]);
  });

  it('tells the real caller behind the proxy apart from the attacker', async () => {
    await sql`update login_failures set created_at = created_at - interval '1 minute'`.execute(t.database.db);
    const owner = await throughProxies('198.51.100.77', [], { username: 'target', password: 'right-password' });
    expect(owner.statusCode).toBe(200);
  });
});

describe('a caller who reaches the gateway without passing the trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: [PROXY] });
  });
  afterAll(async () => t.close());

  it('is known by its own address, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await new Client(t.app).request({
        method: 'POST',
        url: '/api/public/login',
        payload: { username: 'admin', password: `guess-${attempt}` },
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': `192.0.2.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
