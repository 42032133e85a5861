import { messages } from '@pvz/contracts/messages';
import { timePasses } from '../../helpers/one-time-codes.js';
import { aClient, Client, createTestApp, signedInAdmin, smsCodeFor, type TestApp } from '../../helpers/test-app.js';
import { clientWithPhone } from './account-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const edit = (fio: string, phoneNumber: string, oldPassword: string, password?: string, phoneCode?: string) => ({
  client: {
    fio,
    phoneNumber,
    oldPassword,
    ...(password !== undefined && { password }),
    ...(phoneCode !== undefined && { phoneCode }),
  },
  flag: password !== undefined,
});

describe('GET /api/clients/me', () => {
  it('answers the own profile: the documents accepted at registration, nothing else told yet, a zero balance', async () => {
    const client = await clientWithPhone(t.app, '+79170000001', 'Анна Смирнова');
    const response = await client.get('/api/clients/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      phoneNumber: '+79170000001',
      fio: 'Анна Смирнова',
      gender: null,
      age: null,
      docsAcceptedAt: expect.any(String),
      infoAcceptedAt: null,
      balance: 0,
      phoneVerified: true,
    });
  });

  it('is refused to staff and to anonymous callers', async () => {
    expect((await new Client(t.app).get('/api/clients/me')).statusCode).toBe(401);
    expect((await (await signedInAdmin(t.app)).get('/api/clients/me')).statusCode).toBe(403);
  });
});

describe('POST /api/clients/edit-client', () => {
  it('changes name and phone with the right old password, keeping the password when flag is false', async () => {
    const client = await clientWithPhone(t.app, '+79171000001');
    const phoneCode = await smsCodeFor(t.app, '+79171000002', 'phone-change', client);
    const response = await client.post(
      '/api/clients/edit-client',
      edit(' Пётр Новый ', '8 917 100-00-02', aClient.password, undefined, phoneCode),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.passwordsMatch,
      client: { fio: 'Пётр Новый', phoneNumber: '+79171000002' },
    });
    const login = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79171000002',
      password: aClient.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong old password with the spec message and changes nothing', async () => {
    const client = await clientWithPhone(t.app, '+79172000001', 'Старое Имя');
    const response = await client.post(
      '/api/clients/edit-client',
      edit('Новое Имя', '+79172000001', 'wrong-password', 'brand-new-pass'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.oldPasswordWrong, code: 'BAD_REQUEST' });
    const me = (await client.get('/api/clients/me')).json();
    expect(me.fio).toBe('Старое Имя');
    const oldLogin = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79172000001',
      password: aClient.password,
    });
    expect(oldLogin.statusCode).toBe(200);
  });

  it('changes the password with flag = true and ends the other sessions', async () => {
    const client = await clientWithPhone(t.app, '+79173000001');
    const otherDevice = new Client(t.app);
    await otherDevice.post('/api/public/login-client', { phoneNumber: '+79173000001', password: aClient.password });
    expect((await otherDevice.get('/api/clients/me')).statusCode).toBe(200);

    const response = await client.post(
      '/api/clients/edit-client',
      edit('Клиент', '+79173000001', aClient.password, 'brand-new-pass'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.passwordsMatch);
    const signIn = (password: string) =>
      new Client(t.app).post('/api/public/login-client', { phoneNumber: '+79173000001', password });
    expect((await signIn(aClient.password)).statusCode).toBe(401);
    expect((await signIn('brand-new-pass')).statusCode).toBe(200);
    expect((await client.get('/api/clients/me')).statusCode).toBe(200);
    await otherDevice.post('/api/public/auth/refresh');
    expect((await otherDevice.get('/api/clients/me')).statusCode).toBe(401);
  });

  it.each([
    ['a malformed phone', '+79174000001', edit('Имя', '12345', aClient.password), messages.phoneInvalid],
    ['an empty name', '+79174000002', edit('  ', '+79174000002', aClient.password), messages.fioEmpty],
    [
      'a short new password',
      '+79174000003',
      edit('Имя', '+79174000003', aClient.password, '123'),
      messages.clientPasswordTooShort,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, phone, body, error) => {
    const client = await clientWithPhone(t.app, phone, 'Прежнее Имя');
    const response = await client.post('/api/clients/edit-client', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await client.get('/api/clients/me')).json()).toMatchObject({ fio: 'Прежнее Имя', phoneNumber: phone });
  });

  it('refuses with 409 a phone another client registered after the code was sent', async () => {
    const client = await clientWithPhone(t.app, '+79175000001');
    const phoneCode = await smsCodeFor(t.app, '+79175000002', 'phone-change', client);
    await timePasses(t.database.db, '+79175000002', 2);
    await clientWithPhone(t.app, '+79175000002');
    // the registration helper moved the phone's codes an hour back: the change code is still fresh
    await t.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where('purpose', '=', 'phone-change')
      .execute();
    const response = await client.post(
      '/api/clients/edit-client',
      edit('Имя', '+79175000002', aClient.password, undefined, phoneCode),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(messages.clientPhoneTaken);
    expect((await client.get('/api/clients/me')).json().phoneNumber).toBe('+79175000001');
  });
});

describe('accepting the documents and the information', () => {
  it('sets the documents date once and the age and gender', async () => {
    const client = await clientWithPhone(t.app, '+79176000001');
    const docs = await client.post('/api/clients/accept-docs', { client: { isDocsAccepted: true } });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().message).toBe(messages.docsAccepted);
    const acceptedAt = docs.json().client.docsAcceptedAt;
    expect(acceptedAt).toEqual(expect.any(String));
    const again = await client.post('/api/clients/accept-docs', { client: { isDocsAccepted: true } });
    expect(again.json().client.docsAcceptedAt).toBe(acceptedAt);

    const info = await client.post('/api/clients/accept-info', { client: { age: 30, gender: 'female' } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      message: messages.infoAccepted,
      client: { age: 30, gender: 'female', infoAcceptedAt: expect.any(String) },
    });
  });

  it.each([
    ['+79177000001', { age: 5, gender: 'male' }, messages.clientAgeInvalid],
    ['+79177000002', { age: 200, gender: 'male' }, messages.clientAgeInvalid],
    ['+79177000003', { age: 30, gender: 'other' }, undefined],
  ])('refuses bad information (%s) with 400', async (phone, body, error) => {
    const client = await clientWithPhone(t.app, phone);
    const response = await client.post('/api/clients/accept-info', { client: body });
    expect(response.statusCode).toBe(400);
    if (error) expect(response.json().error).toBe(error);
    expect((await client.get('/api/clients/me')).json().infoAcceptedAt).toBeNull();
  });

  it('refuses documents without the acceptance', async () => {
    const client = await clientWithPhone(t.app, '+79178000001');
    const before = (await client.get('/api/clients/me')).json().docsAcceptedAt;
    expect((await client.post('/api/clients/accept-docs', { client: { isDocsAccepted: false } })).statusCode).toBe(400);
    expect((await client.get('/api/clients/me')).json().docsAcceptedAt).toBe(before);
  });
});
