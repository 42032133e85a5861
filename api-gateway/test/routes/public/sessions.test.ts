import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { ADMIN, Client, createTestApp, signedInAdmin, signedInStaff, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sessionsOf = (userId: number) =>
  t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const admin = await signedInAdmin(t.app);
    const oldRefresh = admin.jar.get('pvz_refresh');

    const response = await admin.post('/api/public/auth/refresh');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'staff',
      session: { expiresAt: expect.any(String), endsAt: null, listKey: expect.any(String) },
    });
    expect(admin.jar.get('pvz_refresh')).not.toBe(oldRefresh);
    expect((response.cookies as { name: string }[]).map((cookie) => cookie.name).sort()).toEqual([
      'pvz_access',
      'pvz_kind',
      'pvz_refresh',
    ]);
    expect((await admin.get('/api/public/auth/me')).json().user.username).toBe('admin');
  });

  it('accepts the replaced token for a moment (two tabs refreshing at once) without rotating again', async () => {
    const admin = await signedInAdmin(t.app);
    const stale = admin.jar.get('pvz_refresh') as string;
    await admin.post('/api/public/auth/refresh');

    const otherTab = new Client(t.app);
    otherTab.jar.set('pvz_refresh', stale);
    const response = await otherTab.post('/api/public/auth/refresh');

    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
  });

  it('ends the whole session when a replaced token comes back after the grace period', async () => {
    const admin = await signedInAdmin(t.app);
    const stale = admin.jar.get('pvz_refresh') as string;
    await admin.post('/api/public/auth/refresh');
    await t.database.db
      .updateTable('sessions')
      .set({ rotated_at: sql<Date>`now() - interval '5 minutes'` })
      .where('id', '=', stale.split('.')[0] as string)
      .execute();

    const thief = new Client(t.app);
    thief.jar.set('pvz_refresh', stale);
    const stolen = await thief.post('/api/public/auth/refresh');
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ error: messages.sessionExpired, code: 'UNAUTHORIZED' });

    // the rightful owner is signed out too: the session is revoked
    expect((await admin.post('/api/public/auth/refresh')).statusCode).toBe(401);
    expect((await admin.get('/api/public/auth/me')).json()).toEqual({ user: null });
  });

  it('answers 401 without a refresh cookie or with a malformed one, and a malformed one does not stop a new sign-in', async () => {
    expect((await new Client(t.app).post('/api/public/auth/refresh')).statusCode).toBe(401);
    for (const bad of ['not-a-token', `${'-'.repeat(36)}.secret`, '00000000-0000-0000-0000-00000000000g.x']) {
      const client = new Client(t.app);
      client.jar.set('pvz_refresh', bad);
      expect((await client.post('/api/public/auth/refresh')).statusCode).toBe(401);
      expect((await client.post('/api/public/login', ADMIN)).statusCode).toBe(200);
    }
  });
});

describe('logout', () => {
  it('revokes the refresh token and the access token and clears the cookies', async () => {
    const admin = await signedInAdmin(t.app);
    const refreshToken = admin.jar.get('pvz_refresh') as string;
    const accessToken = admin.jar.get('pvz_access') as string;

    const response = await admin.post('/api/public/logout');
    expect(response.statusCode).toBe(200);
    expect(admin.jar.get('pvz_access')).toBeUndefined();
    expect(admin.jar.get('pvz_refresh')).toBeUndefined();
    expect(admin.jar.get('pvz_kind')).toBeUndefined();

    const replay = new Client(t.app);
    replay.jar.set('pvz_refresh', refreshToken);
    replay.jar.set('pvz_access', accessToken);
    expect((await replay.get('/api/public/auth/me')).json()).toEqual({ user: null });
    expect((await replay.post('/api/public/auth/refresh')).statusCode).toBe(401);
  });

  it('works with only the refresh cookie left (access token already expired)', async () => {
    const admin = await signedInAdmin(t.app);
    const sessionId = (admin.jar.get('pvz_refresh') as string).split('.')[0] as string;
    const onlyRefresh = new Client(t.app);
    onlyRefresh.jar.set('pvz_refresh', admin.jar.get('pvz_refresh') as string);

    await onlyRefresh.post('/api/public/logout');

    const row = await t.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeInstanceOf(Date);
  });
});

describe('token expiry', () => {
  it('reports the expiry of the token presented, not a fresh hour, so the browser refreshes in time', async () => {
    const client = new Client(t.app);
    const login = (await client.post('/api/public/login', ADMIN)).json();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const me = (await client.get('/api/public/auth/me')).json();
    expect(me.session.expiresAt).toBe(login.session.expiresAt);
  });
});

describe('signing in again', () => {
  it('ends the session the browser had before', async () => {
    const browser = await signedInAdmin(t.app);
    const firstSession = (browser.jar.get('pvz_refresh') as string).split('.')[0] as string;
    const again = await browser.post('/api/public/login', ADMIN);
    expect(again.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', firstSession)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeInstanceOf(Date);
    expect((await browser.get('/api/public/auth/me')).json().user.username).toBe('admin');
  });
});

describe('foreign device', () => {
  it('keeps browser-session cookies and ends one hour after sign-in, refresh or not', async () => {
    const admin = await signedInStaff(t.app, ADMIN.username, ADMIN.password, true);
    const me = (await admin.get('/api/public/auth/me')).json();
    const endsIn = Date.parse(me.session.endsAt) - Date.now();
    expect(endsIn).toBeGreaterThan(3590_000);
    expect(endsIn).toBeLessThanOrEqual(3600_000);

    const refreshed = await admin.post('/api/public/auth/refresh');
    const cookies = refreshed.cookies as { name: string; maxAge?: number }[];
    expect(cookies.length).toBe(3);
    for (const cookie of cookies) expect(cookie.maxAge).toBeUndefined();
    expect(refreshed.json().session.endsAt).toBe(me.session.endsAt);

    const sessionId = (admin.jar.get('pvz_refresh') as string).split('.')[0] as string;
    await t.database.db
      .updateTable('sessions')
      .set({ ends_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', sessionId)
      .execute();
    expect((await admin.get('/api/public/auth/me')).json()).toEqual({ user: null });
    expect((await admin.post('/api/public/auth/refresh')).statusCode).toBe(401);
  });
});

describe('session rows', () => {
  it('stores only a hash of the refresh token', async () => {
    const admin = await signedInAdmin(t.app);
    const [sessionId, secret] = (admin.jar.get('pvz_refresh') as string).split('.') as [string, string];
    const row = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.refresh_hash).not.toContain(secret);
    expect(row.kind).toBe('staff');
    const all = await sessionsOf(row.user_id as number);
    expect(all.length).toBeGreaterThan(0);
  });
});
