import { randomUUID } from 'node:crypto';
import type { ClientCard, ClientList } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { decryptList } from '../../helpers/decrypt.js';
import {
  type Client,
  createTestApp,
  signedInAdmin,
  signedInStaff,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { clientIdOf, clientWithPhone, issuedPurchase, ledgerRows } from './account-fixtures.js';

let t: TestApp;
let admin: Client;
let inviterId: number;
let friendId: number;
const INVITER = '+79180000001';
const FRIEND = '+79180000002';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const inviter = await clientWithPhone(t.app, INVITER, 'Пригласивший Клиент');
  const link = (await inviter.get('/api/clients/referral-link')).json();
  const friend = await clientWithPhone(t.app, FRIEND, 'Приглашённый Друг');
  const bound = await friend.post('/api/clients/create-referral-client', {
    referrerPhone: INVITER,
    referredPhone: FRIEND,
    link: { hash: link.hash, q: link.q, phone: link.phone },
  });
  if (bound.statusCode !== 200) throw new Error(bound.body);
  inviterId = await clientIdOf(t, INVITER);
  friendId = await clientIdOf(t, FRIEND);
  await issuedPurchase(t, FRIEND, 1200_00);
});
afterAll(async () => t.close());

const staffCalls: [string, object][] = [
  ['/api/clients/get-client-by-id', { id: 1 }],
  ['/api/clients/get-client-by-phone', { phoneNumber: INVITER }],
  ['/api/clients/get-client-phone', { phoneNumber: INVITER }],
  ['/api/clients/get-clients-by-referred', { phoneNumber: FRIEND }],
  ['/api/clients/get-clients-by-referrer', { phoneNumber: INVITER }],
  ['/api/clients/update-status-balance', { phoneNumber: FRIEND }],
  ['/api/clients/edit-balance', { phoneNumber: INVITER, balance: 100, reason: 'тест', operationId: randomUUID() }],
  ['/api/clients/update-sum-balance', { id: 1, balance: 100, reason: 'тест', operationId: randomUUID() }],
];

describe('access to the staff client calls', () => {
  it('refuses every staff call to a client with 403', async () => {
    const client = await clientWithPhone(t.app, '+79180000099');
    expect((await client.get('/api/clients/get-clients')).statusCode).toBe(403);
    for (const [url, body] of staffCalls) {
      const response = await client.post(url, body);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json().error).toBe(messages.staffOnly);
    }
  });

  it('refuses staff without the admin-clients page, and lets a reader only read', async () => {
    const operator = await staffWith(t.app, admin, { username: 'operator-no-clients', role: 'PVZ' });
    expect((await operator.get('/api/clients/get-clients')).statusCode).toBe(403);
    for (const [url, body] of staffCalls)
      expect([url, (await operator.post(url, body)).statusCode]).toEqual([url, 403]);

    const office = await staffWith(t.app, admin, { username: 'office-reader', role: 'OFFICE' });
    expect((await office.post('/api/clients/get-client-by-id', { id: inviterId })).statusCode).toBe(200);
    const write = await office.post('/api/clients/update-sum-balance', {
      id: inviterId,
      balance: 100,
      reason: 'тест',
      operationId: randomUUID(),
    });
    expect(write.statusCode).toBe(403);
    expect(await ledgerRows(t, inviterId)).toEqual([]);
  });
});

describe('reading clients', () => {
  it('lists the clients encrypted under the session key, with balance and referral facts', async () => {
    const login = await signedInStaff(t.app, 'admin', 'admin-password-1');
    const session = (await login.get('/api/public/auth/me')).json().session;
    const response = await login.get('/api/clients/get-clients');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(INVITER);
    const list = await decryptList<ClientList>(session.listKey, response.json());
    const friend = list.find((item) => item.phoneNumber === FRIEND);
    expect(friend).toMatchObject({ fio: 'Приглашённый Друг', referrerPhone: INVITER, invitedCount: 0, balance: 0 });
    expect(list.find((item) => item.phoneNumber === INVITER)).toMatchObject({ referrerPhone: null, invitedCount: 1 });
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('answers a card by id and by phone, with the referrals both ways', async () => {
    const byId = await admin.post('/api/clients/get-client-by-id', { id: inviterId });
    expect(byId.statusCode).toBe(200);
    const card: ClientCard = byId.json();
    expect(card.client.phoneNumber).toBe(INVITER);
    expect(card.invitedBy).toBeNull();
    expect(card.invited).toEqual([
      expect.objectContaining({
        referrerId: inviterId,
        referredId: friendId,
        referredPhone: FRIEND,
        issuedTotal: 1200_00,
      }),
    ]);
    const byPhone = await admin.post('/api/clients/get-client-by-phone', { phoneNumber: '8 918 000-00-02' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().invitedBy).toMatchObject({ referrerPhone: INVITER });
    expect(byPhone.headers['set-cookie']).toBeUndefined();
    expect((await admin.post('/api/clients/get-client-by-id', { id: 999999 })).statusCode).toBe(404);
  });

  it('looks a phone up, and reads referrals by the inviter and by the friend', async () => {
    expect((await admin.post('/api/clients/get-client-phone', { phoneNumber: '89180000001' })).json()).toEqual({
      exists: true,
      phoneNumber: INVITER,
      id: inviterId,
      fio: 'Пригласивший Клиент',
    });
    expect((await admin.post('/api/clients/get-client-phone', { phoneNumber: '+79180000077' })).json()).toMatchObject({
      exists: false,
      id: null,
    });
    const byReferrer = (await admin.post('/api/clients/get-clients-by-referrer', { phoneNumber: INVITER })).json();
    expect(byReferrer.referrals.map((r: { referredPhone: string }) => r.referredPhone)).toEqual([FRIEND]);
    const byReferred = (await admin.post('/api/clients/get-clients-by-referred', { phoneNumber: FRIEND })).json();
    expect(byReferred.referrals.map((r: { referrerPhone: string }) => r.referrerPhone)).toEqual([INVITER]);
    expect((await admin.post('/api/clients/get-clients-by-referred', { phoneNumber: INVITER })).json()).toEqual({
      referrals: [],
    });
  });

  it.each([
    '/api/clients/get-client-by-phone',
    '/api/clients/get-client-phone',
    '/api/clients/get-clients-by-referrer',
    '/api/clients/get-clients-by-referred',
    '/api/clients/update-status-balance',
  ])('%s refuses a malformed phone with 400 and an unknown client with 404', async (url) => {
    const bad = await admin.post(url, { phoneNumber: '12-34' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(messages.phoneInvalid);
    if (url !== '/api/clients/get-client-phone') {
      expect((await admin.post(url, { phoneNumber: '+79189999999' })).statusCode).toBe(404);
    }
  });
});

let badInputCase = 0;

describe('balance corrections', () => {
  it('adds and subtracts by ledger entries and refuses a move below zero', async () => {
    await clientWithPhone(t.app, '+79181000001');
    const id = await clientIdOf(t, '+79181000001');
    const add = await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: 700_00,
      reason: ' Компенсация ',
      operationId: randomUUID(),
    });
    expect(add.json()).toEqual({ success: true, balance: 700_00 });
    const take = await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: -200_00,
      reason: 'Списание',
      operationId: randomUUID(),
    });
    expect(take.json()).toEqual({ success: true, balance: 500_00 });
    const tooMuch = await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: -500_01,
      reason: 'Списание',
      operationId: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe(messages.balanceNegative);
    expect(await ledgerRows(t, id)).toEqual([
      expect.objectContaining({ amount: 700_00, reason: 'Компенсация', created_by: 'admin' }),
      expect.objectContaining({ amount: -200_00, reason: 'Списание', created_by: 'admin' }),
    ]);
  });

  it('sets the balance by one entry of the difference, once per operation id', async () => {
    await clientWithPhone(t.app, '+79182000001');
    const id = await clientIdOf(t, '+79182000001');
    await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: 300_00,
      reason: 'Начисление',
      operationId: randomUUID(),
    });
    const operationId = randomUUID();
    const body = { phoneNumber: '+79182000001', balance: 1000_00, reason: 'Корректировка', operationId };
    expect((await admin.post('/api/clients/edit-balance', body)).json()).toEqual({ success: true, balance: 1000_00 });
    expect((await admin.post('/api/clients/edit-balance', body)).json()).toEqual({ success: true, balance: 1000_00 });
    const rows = await ledgerRows(t, id);
    expect(rows.map((row) => row.amount)).toEqual([300_00, 700_00]);
    const same = await admin.post('/api/clients/edit-balance', { ...body, operationId: randomUUID() });
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toBe(messages.balanceUnchanged);
    const down = await admin.post('/api/clients/edit-balance', { ...body, balance: 0, operationId: randomUUID() });
    expect(down.json()).toEqual({ success: true, balance: 0 });
  });

  it('refuses an operation id sent again with other figures, and a correction without an id', async () => {
    await clientWithPhone(t.app, '+79182000002');
    const id = await clientIdOf(t, '+79182000002');
    const operationId = randomUUID();
    const first = await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: 100_00,
      reason: 'Бонус',
      operationId,
    });
    expect(first.json()).toEqual({ success: true, balance: 100_00 });
    const other = await admin.post('/api/clients/update-sum-balance', {
      id,
      balance: 900_00,
      reason: 'Бонус',
      operationId,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.operationRequestDiffers);
    const without = await admin.post('/api/clients/update-sum-balance', { id, balance: 100_00, reason: 'Бонус' });
    expect(without.statusCode).toBe(400);
    expect((await ledgerRows(t, id)).map((row) => row.amount)).toEqual([100_00]);
  });

  it('moves the balance once when twenty copies of a correction arrive at once', async () => {
    await clientWithPhone(t.app, '+79182000003');
    const id = await clientIdOf(t, '+79182000003');
    const body = { id, balance: 50_00, reason: 'Акция', operationId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.post('/api/clients/update-sum-balance', body)),
    );
    expect(answers.map((answer) => answer.json())).toEqual(
      Array.from({ length: 20 }, () => ({ success: true, balance: 50_00 })),
    );
    expect((await ledgerRows(t, id)).map((row) => row.amount)).toEqual([50_00]);
  });

  it.each([
    ['update-sum-balance', { balance: 0, reason: 'x' }, 400, 'balanceAmountZero'],
    ['update-sum-balance', { balance: 1.5, reason: 'x' }, 400, undefined],
    ['update-sum-balance', { balance: 100, reason: '   ' }, 400, 'balanceReasonEmpty'],
    ['update-sum-balance', { balance: 'сто', reason: 'x' }, 400, undefined],
    ['edit-balance', { balance: -100, reason: 'x' }, 422, 'balanceNegative'],
    ['edit-balance', { balance: 100, reason: '' }, 400, 'balanceReasonEmpty'],
  ] as const)('%s refuses %j', async (call, body, status, message) => {
    badInputCase += 1;
    const phone = `+791830000${String(badInputCase).padStart(2, '0')}`;
    await clientWithPhone(t.app, phone);
    const id = await clientIdOf(t, phone);
    const response = await admin.post(`/api/clients/${call}`, {
      ...body,
      id,
      phoneNumber: phone,
      operationId: randomUUID(),
    });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().error).toBe(messages[message]);
    expect(await ledgerRows(t, id)).toEqual([]);
  });

  it('answers 404 for an unknown client', async () => {
    const response = await admin.post('/api/clients/update-sum-balance', {
      id: 999999,
      balance: 100,
      reason: 'x',
      operationId: randomUUID(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/clients/update-status-balance', () => {
  it('credits the inviter the bonus once and marks the referral accrued', async () => {
    const first = await admin.post('/api/clients/update-status-balance', { phoneNumber: FRIEND });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accruedNow: true, referral: { bonusAccruedAt: expect.any(String) } });
    const second = await admin.post('/api/clients/update-status-balance', { phoneNumber: FRIEND });
    expect(second.json().accruedNow).toBe(false);
    expect(await ledgerRows(t, inviterId)).toEqual([
      {
        amount: 500_00,
        reason: messages.referralBonusReason(FRIEND),
        idempotency_key: expect.any(String),
        created_by: 'admin',
      },
    ]);
  });

  it('answers 404 for a client nobody invited', async () => {
    const response = await admin.post('/api/clients/update-status-balance', { phoneNumber: INVITER });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.referralNotFound);
  });
});
