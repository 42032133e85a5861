import { messages } from '@pvz/contracts/messages';
import { ADMIN, Client, createTestApp, signedInAdmin, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/public/login', () => {
  it('signs the ADMIN in with HttpOnly SameSite=Lax cookies and answers the user and access', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/public/login', { ...ADMIN, isForeignDevice: false });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ id: expect.any(Number), username: 'admin', role: 'ADMIN', roleName: 'Директор' });
    expect(body.access.pages['admin-users']).toBe('write');
    expect(body.session.listKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(response.body).not.toMatch(/password|argon2/i);

    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'pvz_access',
      'pvz_device',
      'pvz_kind',
      'pvz_refresh',
    ]);
    for (const cookie of cookies) {
      // the tokens and the device id are out of the page's reach; the kind hint carries no secret and is readable
      expect(Boolean(cookie.httpOnly)).toBe(cookie.name !== 'pvz_kind');
      expect(cookie.sameSite).toBe('Lax');
    }
    expect(cookies.find((cookie) => cookie.name === 'pvz_kind')).toMatchObject({ value: 'staff' });
    expect(cookies.find((cookie) => cookie.name === 'pvz_access')?.maxAge).toBe(3600);
    const expiresIn = Date.parse(body.session.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
  });

  it('accepts the username in another case and with spaces around it', async () => {
    const response = await new Client(t.app).post('/api/public/login', {
      username: '  ADMIN ',
      password: ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, with the Russian error and no cookies', async () => {
    const wrongPassword = await new Client(t.app).post('/api/public/login', { username: 'admin', password: 'nope' });
    const unknownUser = await new Client(t.app).post('/api/public/login', { username: 'ghost', password: 'nope' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: messages.invalidStaffCredentials, code: 'INVALID_CREDENTIALS' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses a body without the password field with a 400 in the error shape', async () => {
    const response = await new Client(t.app).post('/api/public/login', { username: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(messages.badRequest), code: 'VALIDATION' });
  });

  it('does not sign a client in through the staff login', async () => {
    const response = await new Client(t.app).post('/api/public/login', { username: '+79123456789', password: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/public/auth/me', () => {
  it('answers user null without a session', async () => {
    const response = await new Client(t.app).get('/api/public/auth/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user with the same session key as the login', async () => {
    const admin = await signedInAdmin(t.app);
    const response = await admin.get('/api/public/auth/me');
    expect(response.json().user.username).toBe('admin');
    expect(response.json().access.pages['admin-users']).toBe('write');
  });

  it('treats a forged access token as no session', async () => {
    const admin = await signedInAdmin(t.app);
    const token = admin.jar.get('pvz_access') as string;
    const [body] = token.split('.');
    admin.jar.set('pvz_access', `${body}.AAAA${token.slice(-10)}`);
    expect((await admin.get('/api/public/auth/me')).json()).toEqual({ user: null });
  });
});
