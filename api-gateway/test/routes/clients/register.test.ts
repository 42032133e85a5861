import { messages } from '@pvz/contracts/messages';
import { aClient, Client, createTestApp, registeredClient, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countClients = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/clients/register', () => {
  it('registers a client with the phone normalised to +7 and answers success', async () => {
    const response = await new Client(t.app).post('/api/clients/register', {
      client: { ...aClient, phoneNumber: '8 (912) 000-11-22' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, phoneNumber: '+79120001122' });
    const row = await t.database.db
      .selectFrom('clients')
      .selectAll()
      .where('phone_number', '=', '+79120001122')
      .executeTakeFirstOrThrow();
    expect(row.fio).toBe(aClient.fio);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.privacy_policy_agreed_at).toBeInstanceOf(Date);
  });

  it('refuses a phone that is already registered with the spec message, and keeps the first account', async () => {
    const first = await new Client(t.app).post('/api/clients/register', {
      client: { ...aClient, phoneNumber: '+79125550000' },
    });
    expect(first.statusCode).toBe(200);
    const before = await countClients();
    const again = await new Client(t.app).post('/api/clients/register', {
      client: { ...aClient, phoneNumber: '89125550000', password: 'another-one' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.phoneTaken, code: 'CONFLICT' });
    expect(await countClients()).toBe(before);
    const login = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79125550000',
      password: aClient.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ phoneNumber: '12345' }, messages.phoneInvalid],
    [{ phoneNumber: '+380501234567' }, messages.phoneMustStartWithPlus7],
    [{ fio: '   ' }, messages.fioEmpty],
    [{ password: '12345' }, messages.clientPasswordTooShort],
    [{ isPrivacyPolicyAgreed: false }, messages.policiesRequired],
    [{ isPersonalDataProcessingPolicyAgreed: false }, messages.policiesRequired],
  ])('refuses %j with «%s» and creates nothing', async (change, message) => {
    const before = await countClients();
    const response = await new Client(t.app).post('/api/clients/register', {
      client: { ...aClient, phoneNumber: '+79129990000', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect(await countClients()).toBe(before);
  });
});

describe('client sessions', () => {
  it('signs a client in and answers them from /api/public/auth/client, not from the staff /me', async () => {
    const client = await registeredClient(t.app, { ...aClient, phoneNumber: '+79161112233' });
    const me = (await client.get('/api/public/auth/client')).json();
    expect(me.client).toEqual({
      id: expect.any(Number),
      phoneNumber: '+79161112233',
      fio: aClient.fio,
      role: 'CLIENT',
    });
    expect(me.session.endsAt).toBeNull();
    expect((await client.get('/api/public/auth/me')).json()).toEqual({ user: null });
  });

  it('accepts the phone in any usual form at sign-in', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79164445566' });
    const response = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '8 916 444 55 66',
      password: aClient.password,
      isForeignDevice: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().session.endsAt).not.toBeNull();
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79167778899' });
    for (const phoneNumber of ['+79167778899', '+79160000001']) {
      const response = await new Client(t.app).post('/api/public/login-client', {
        phoneNumber,
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: messages.invalidClientCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses a malformed phone at sign-in with the phone message', async () => {
    const response = await new Client(t.app).post('/api/public/login-client', { phoneNumber: 'abc', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.phoneInvalid);
  });

  it('answers client null without a session and after logout', async () => {
    expect((await new Client(t.app).get('/api/public/auth/client')).json()).toEqual({ client: null });
    const client = await registeredClient(t.app, { ...aClient, phoneNumber: '+79169990011' });
    await client.post('/api/public/logout');
    expect((await client.get('/api/public/auth/client')).json()).toEqual({ client: null });
  });
});
