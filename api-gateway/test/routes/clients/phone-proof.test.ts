import { messages } from '@pvz/contracts/messages';
import { scheduledJobs } from '../../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../../src/services/jobs/run-job.js';
import { aClient, Client, createTestApp, signedInAdmin, smsCodeFor, type TestApp } from '../../helpers/test-app.js';
import { acceptScan, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';
import { clientIdOf, clientWithPhone, issuedPurchase, ledgerRows } from './account-fixtures.js';

/**
 * A phone belongs to whoever proves it: accounts made before codes were asked (the migration leaves
 * them unproven) see no parcels until they prove the phone, and a new phone in the profile needs a code.
 */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

/** A client whose account was made before phones were proven, as the migration leaves it. */
async function unprovenClient(phone: string): Promise<Client> {
  const client = await clientWithPhone(t.app, phone);
  await t.database.db
    .updateTable('clients')
    .set({ phone_verified_at: null })
    .where('phone_number', '=', phone)
    .execute();
  return client;
}

const profileOf = async (client: Client) => (await client.get('/api/clients/me')).json();

describe('an account whose phone is not proven', () => {
  it('sees no parcels, no bought goods, no deliveries and gets no pickup QR, each with the reason', async () => {
    const client = await unprovenClient('+79201000001');
    expect((await profileOf(client)).phoneVerified).toBe(false);
    for (const url of [
      '/api/clients/my-orders',
      '/api/clients/bought-goods',
      '/api/clients/barcode-delivery/mine',
      '/api/goods/pickup-code',
    ]) {
      const response = await client.get(url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: { error: messages.phoneNotVerified, code: 'FORBIDDEN' },
      });
    }
  });

  it('connects no device for the phone’s pushes', async () => {
    const client = await unprovenClient('+79201000011');
    const response = await client.post('/api/client-devices/create-token', {
      phoneNumber: '+79201000011',
      token: 'device-of-an-unproven-account',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.phoneNotVerified);
  });

  it('reads no notifications sent to the phone', async () => {
    const client = await unprovenClient('+79201000002');
    await t.database.db
      .insertInto('notifications')
      .values({ phone_number: '+79201000002', user_id: null, title: 'Заказ', message: 'Ваш заказ готов к получению' })
      .execute();
    const page = await client.get('/api/notifications?page=1');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ items: [], unread: 0 });
  });

  it('proves the phone with a code sent to it, then sees its parcels', async () => {
    const client = await unprovenClient('+79201000003');
    expect((await client.post('/api/clients/verify-phone', { code: '000000' })).json().error).toBe(
      messages.codeNotFound,
    );
    const code = await smsCodeFor(t.app, '+79201000003', 'verify', client);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await client.post('/api/clients/verify-phone', { code: wrong })).statusCode).toBe(400);
    const proven = await client.post('/api/clients/verify-phone', { code });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ message: messages.phoneVerified, client: { phoneVerified: true } });
    expect((await client.get('/api/clients/my-orders')).statusCode).toBe(200);
    expect((await client.get('/api/goods/pickup-code')).statusCode).toBe(200);
    const again = await client.post('/api/clients/send-message', { phoneNumber: '+79201000003', purpose: 'verify' });
    expect(again.statusCode).toBe(409);
  });

  it('asks verification codes only when signed in, only for its own phone, and no one else may use them', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/clients/send-message',
      payload: { phoneNumber: '+79201000004', purpose: 'verify' },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await unprovenClient('+79201000004');
    const stranger = await unprovenClient('+79201000005');
    const foreign = await stranger.post('/api/clients/send-message', {
      phoneNumber: '+79201000004',
      purpose: 'verify',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(messages.verifyOwnPhoneOnly);
    const code = await smsCodeFor(t.app, '+79201000004', 'verify', owner);
    // the stranger's own account is not proven by the owner's code
    expect((await stranger.post('/api/clients/verify-phone', { code })).statusCode).toBe(400);
    expect((await profileOf(stranger)).phoneVerified).toBe(false);
  });

  const provenAt = async (phone: string) =>
    (
      await t.database.db
        .selectFrom('clients')
        .select('phone_verified_at')
        .where('phone_number', '=', phone)
        .executeTakeFirstOrThrow()
    ).phone_verified_at;

  it('is proven by signing in with a code', async () => {
    await unprovenClient('+79201000006');
    const code = await smsCodeFor(t.app, '+79201000006', 'login');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/get-auth-client',
      payload: { phoneNumber: '+79201000006', code },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await provenAt('+79201000006')).toBeInstanceOf(Date);
  });

  it('is proven by a password reset by code', async () => {
    await unprovenClient('+79201000008');
    const browser = new Client(t.app);
    const code = await smsCodeFor(t.app, '+79201000008', 'reset', browser);
    expect(
      (await browser.post('/api/clients/verify-reset-code', { phoneNumber: '+79201000008', code })).statusCode,
    ).toBe(200);
    const reset = await browser.post('/api/clients/reset-password', {
      phoneNumber: '+79201000008',
      newPassword: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(await provenAt('+79201000008')).toBeInstanceOf(Date);
  });

  it('is taken back by the phone’s owner signing in with a code: its maker is signed out and their password stops working', async () => {
    const maker = await unprovenClient('+79201000009');
    const owner = new Client(t.app);
    const code = await smsCodeFor(t.app, '+79201000009', 'login', owner);
    expect((await owner.post('/api/telegram/get-auth-client', { phoneNumber: '+79201000009', code })).statusCode).toBe(
      200,
    );
    expect((await maker.get('/api/clients/me')).statusCode).toBe(401);
    const makerAgain = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79201000009',
      password: aClient.password,
    });
    expect(makerAgain.statusCode).toBe(401);
    expect((await owner.get('/api/clients/my-orders')).statusCode).toBe(200);
    expect((await owner.get('/api/goods/pickup-code')).statusCode).toBe(200);
  });

  it('ends the other sessions when a signed-in client proves the phone, and keeps theirs and the password', async () => {
    const here = await unprovenClient('+79201000010');
    const elsewhere = new Client(t.app);
    await elsewhere.post('/api/public/login-client', { phoneNumber: '+79201000010', password: aClient.password });
    expect((await elsewhere.get('/api/clients/me')).statusCode).toBe(200);
    const code = await smsCodeFor(t.app, '+79201000010', 'verify', here);
    expect((await here.post('/api/clients/verify-phone', { code })).statusCode).toBe(200);
    expect((await elsewhere.get('/api/clients/me')).statusCode).toBe(401);
    expect((await here.get('/api/clients/me')).statusCode).toBe(200);
    const again = await new Client(t.app).post('/api/public/login-client', {
      phoneNumber: '+79201000010',
      password: aClient.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('opens nobody’s cell with a pickup QR made before the phone became unproven', async () => {
    const client = await clientWithPhone(t.app, '+79201000007');
    const { token } = (await client.get('/api/goods/pickup-code')).json();
    await t.database.db
      .updateTable('clients')
      .set({ phone_verified_at: null })
      .where('phone_number', '=', '+79201000007')
      .execute();
    const point = (
      await admin.post('/api/reference/points/create', {
        item: { name: 'ПВЗ QR', address: 'адрес', latitude: null, longitude: null, isPartner: false },
      })
    ).json().item.id;
    const resolved = await admin.post('/api/goods/resolve-scan', {
      pvzId: point,
      code: `https://pvz.example/pickup/${token}`,
    });
    expect(resolved.statusCode).toBe(422);
    expect(resolved.json().error).toBe(messages.pickupCodeInvalid);
  });
});

describe('a new phone in the profile', () => {
  const edit = (client: Client, phoneNumber: string, phoneCode?: string) =>
    client.post('/api/clients/edit-client', {
      client: { fio: aClient.fio, phoneNumber, oldPassword: aClient.password, ...(phoneCode && { phoneCode }) },
      flag: false,
    });

  it('needs the code sent to the new phone, asked by this client', async () => {
    const client = await clientWithPhone(t.app, '+79202000001');
    const other = await clientWithPhone(t.app, '+79202000002');
    const without = await edit(client, '+79202000009');
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe(messages.phoneChangeCodeRequired);

    const othersCode = await smsCodeFor(t.app, '+79202000009', 'phone-change', other);
    expect((await edit(client, '+79202000009', othersCode)).statusCode).toBe(400);
    expect((await profileOf(client)).phoneNumber).toBe('+79202000001');

    await t.database.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(0) })
      .execute();
    const code = await smsCodeFor(t.app, '+79202000009', 'phone-change', client);
    const changed = await edit(client, '+79202000009', code);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().client).toMatchObject({ phoneNumber: '+79202000009', phoneVerified: true });
  });

  it('voids the pickup QR made for the old phone', async () => {
    const client = await clientWithPhone(t.app, '+79202000011');
    const { token } = (await client.get('/api/goods/pickup-code')).json();
    const code = await smsCodeFor(t.app, '+79202000012', 'phone-change', client);
    expect((await edit(client, '+79202000012', code)).statusCode).toBe(200);
    const point = await pointWithCells(admin, 'ПВЗ смены номера', 5);
    const parcel = await sortedPurchase(admin, point, '+79202000012');
    expect((await acceptScan(admin, point, `1/${parcel.id}`)).statusCode).toBe(200);
    const resolve = (pickup: string) =>
      admin.post('/api/goods/resolve-scan', { pvzId: point, code: `https://pvz.example/pickup/${pickup}` });
    expect((await resolve(token)).statusCode).toBe(422);
    const fresh = (await client.get('/api/goods/pickup-code')).json().token;
    expect((await resolve(fresh)).json()).toMatchObject({ type: 'client', phone: '+79202000012' });
  });

  it('takes the client’s devices along to the new phone', async () => {
    const client = await clientWithPhone(t.app, '+79202000016');
    const connected = await client.post('/api/client-devices/create-token', {
      phoneNumber: '+79202000016',
      token: 'device-that-moves',
    });
    expect(connected.statusCode).toBe(200);
    const code = await smsCodeFor(t.app, '+79202000017', 'phone-change', client);
    expect((await edit(client, '+79202000017', code)).statusCode).toBe(200);
    const tokens = await t.database.db
      .selectFrom('client_device_tokens')
      .select('phone_number')
      .where('token', '=', 'device-that-moves')
      .execute();
    expect(tokens).toEqual([{ phone_number: '+79202000017' }]);
  });

  it('keeps a client’s code alive when another client asks one for the same phone', async () => {
    const first = await clientWithPhone(t.app, '+79202000013');
    const second = await clientWithPhone(t.app, '+79202000014');
    const firstCode = await smsCodeFor(t.app, '+79202000015', 'phone-change', first);
    await smsCodeFor(t.app, '+79202000015', 'phone-change', second);
    expect((await edit(first, '+79202000015', firstCode)).statusCode).toBe(200);
  });

  it('keeps the name change free of codes when the phone stays', async () => {
    const client = await clientWithPhone(t.app, '+79202000006');
    const response = await client.post('/api/clients/edit-client', {
      client: { fio: 'Новое Имя', phoneNumber: '8 920 200 00 06', oldPassword: aClient.password },
      flag: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().client.fio).toBe('Новое Имя');
  });
});

describe('code requests answered «taken»', () => {
  it('do not use up the codes of the phone’s owner', async () => {
    await clientWithPhone(t.app, '+79203000009');
    for (let attempt = 0; attempt < 6; attempt++) {
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/clients/send-message',
        remoteAddress: `10.44.0.${attempt + 1}`,
        payload: { phoneNumber: '+79203000009', purpose: 'register' },
      });
      expect(taken.statusCode).toBe(409);
    }
    await smsCodeFor(t.app, '+79203000009', 'login');
  });
});

describe('the referral bonus', () => {
  const job = scheduledJobs(null).find((candidate) => candidate.name === 'clients.accrue-referral-bonuses');

  it('is not earned while either phone is unproven, by the job or by a staff click', async () => {
    if (!job) throw new Error('no referral bonus job');
    const inviter = await clientWithPhone(t.app, '+79203000001');
    const link = (await inviter.get('/api/clients/referral-link')).json();
    const friend = await clientWithPhone(t.app, '+79203000002');
    await friend.post('/api/clients/create-referral-client', { referredPhone: '+79203000002', link });
    await t.database.db
      .updateTable('clients')
      .set({ phone_verified_at: null })
      .where('phone_number', '=', '+79203000002')
      .execute();
    await issuedPurchase(t, '+79203000002', 5000_00);
    expect(await runJobOnce(t.database.db, job, new Date())).toBe(0);
    const click = await admin.post('/api/clients/update-status-balance', { phoneNumber: '+79203000002' });
    expect(click.statusCode).toBe(422);
    expect(click.json().error).toBe(messages.referralPhonesUnproven);
    expect(await ledgerRows(t, await clientIdOf(t, '+79203000001'))).toEqual([]);

    await t.database.db
      .updateTable('clients')
      .set({ phone_verified_at: new Date() })
      .where('phone_number', '=', '+79203000002')
      .execute();
    expect(await runJobOnce(t.database.db, job, new Date())).toBe(1);
  });
});
