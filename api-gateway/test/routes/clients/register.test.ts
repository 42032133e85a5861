import { messages } from '@pvz/contracts/messages';
import { aClient, Client, createTestApp, registeredClient, smsCodeFor, type TestApp } from '../../helpers/test-app.js';

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

/** A registration as the page sends it: the form and the code that came to the phone. */
async function register(client: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/clients/register', remoteAddress: ip, payload: { client } });
}

let ips = 0;
const nextIp = () => `10.30.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

describe('POST /api/clients/register', () => {
  it('registers a client with the code sent to the phone, normalised to +7, proven, and answers success', async () => {
    const code = await smsCodeFor(t.app, '+79120001122', 'register');
    const response = await register({ ...aClient, phoneNumber: '8 (912) 000-11-22', code });
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
    // both policies were agreed on the form: the cabinet asks for no second consent
    expect(row.docs_accepted_at).toBeInstanceOf(Date);
    expect(row.phone_verified_at).toBeInstanceOf(Date);
    expect(t.sms?.to('+79120001122').at(-1)?.msg).toMatch(/^Код для регистрации: \d{6}\. Никому не сообщайте$/);
  });

  it('makes no account without the code, with a wrong one, or with a code of another phone or purpose', async () => {
    const before = await countClients();
    const phone = '+79120002233';
    const right = await smsCodeFor(t.app, phone, 'register');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const other = await smsCodeFor(t.app, '+79120002244', 'register');
    for (const code of ['', wrong, other]) {
      const response = await register({ ...aClient, phoneNumber: phone, code });
      expect(response.statusCode).toBe(400);
    }
    expect((await register({ ...aClient, phoneNumber: phone })).statusCode).toBe(400);
    expect(await countClients()).toBe(before);
    // the right code still works after fewer than five wrong tries, and only once
    expect((await register({ ...aClient, phoneNumber: phone, code: right })).statusCode).toBe(200);
    const again = await register({ ...aClient, phoneNumber: phone, code: right, password: 'another-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(messages.codeNotFound);
  });

  it('refuses a phone that is already registered with the spec message, at the code and at the registration', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79125550000' });
    const before = await countClients();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/clients/send-message',
      remoteAddress: nextIp(),
      payload: { phoneNumber: '89125550000', purpose: 'register' },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: messages.phoneTaken, code: 'CONFLICT' });
    expect(await countClients()).toBe(before);
    const login = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79125550000',
      password: aClient.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('counts registrations per address: the eleventh attempt within an hour is refused', async () => {
    const ip = '10.31.0.1';
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await register(
        { ...aClient, phoneNumber: `+7912700${String(attempt).padStart(4, '0')}`, code: '000000' },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    const over = await register({ ...aClient, phoneNumber: '+79127009999', code: '000000' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(messages.registrationsTooMany);
    expect((await register({ ...aClient, phoneNumber: '+79127009999', code: '000000' })).statusCode).toBe(400);
  });

  it('lets twenty registrations sent at once from one address pass the limit no more than ten times', async () => {
    const ip = '10.31.0.2';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        register({ ...aClient, phoneNumber: `+7912800${String(index).padStart(4, '0')}`, code: '000000' }, ip),
      ),
    );
    const judged = answers.filter((answer) => answer.statusCode === 400).length;
    expect(judged).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBe(20 - judged);
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
    const response = await register({ ...aClient, phoneNumber: '+79129990000', code: '123456', ...change });
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
