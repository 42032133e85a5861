import { messages } from '@pvz/contracts/messages';
import { Client, createTestApp, signedInAdmin, type TestApp } from '../../helpers/test-app.js';
import { clientIdOf, clientWithPhone } from './account-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface LinkAnswer {
  link: string;
  hash: string;
  q: string;
  phone: string;
}

async function linkOf(client: Client): Promise<LinkAnswer> {
  const response = await client.get('/api/clients/referral-link');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const partsOf = ({ hash, q, phone }: LinkAnswer) => ({ hash, q, phone });

describe('referral links', () => {
  it('gives the client a stable link to the register page that does not show the phone', async () => {
    const inviter = await clientWithPhone(t.app, '+79160000001');
    const answer = await linkOf(inviter);
    const url = new URL(answer.link);
    expect(url.pathname).toBe('/auth/register');
    expect(url.searchParams.get('hash')).toBe(answer.hash);
    expect(url.searchParams.get('q')).toBe(answer.q);
    expect(url.searchParams.get('phone')).toBe(answer.phone);
    expect(answer.link).not.toContain('9160000001');
    expect(await linkOf(inviter)).toEqual(answer);
    const other = await linkOf(await clientWithPhone(t.app, '+79160000002'));
    expect(other.phone).not.toBe(answer.phone);
  });

  it('is for clients only', async () => {
    expect((await new Client(t.app).get('/api/clients/referral-link')).statusCode).toBe(401);
  });

  it('checks a link publicly: genuine → valid, altered hash, q or phone → invalid', async () => {
    const answer = await linkOf(await clientWithPhone(t.app, '+79160000003'));
    const anonymous = new Client(t.app);
    const check = async (parts: object) => (await anonymous.post('/api/clients/check-referral', parts)).json();
    expect(await check(partsOf(answer))).toEqual({ valid: true });
    expect(await check({ ...partsOf(answer), hash: `${answer.hash.slice(0, -2)}AA` })).toEqual({ valid: false });
    expect(await check({ ...partsOf(answer), q: 'other' })).toEqual({ valid: false });
    const other = await linkOf(await clientWithPhone(t.app, '+79160000004'));
    expect(await check({ ...partsOf(answer), phone: other.phone })).toEqual({ valid: false });
    expect(await check({ hash: '', q: '', phone: '' })).toEqual({ valid: false });
  });
});

describe('POST /api/clients/create-referral-client', () => {
  it('binds the signed-in friend to the inviter of the link, once', async () => {
    const inviter = await clientWithPhone(t.app, '+79161000001');
    const link = partsOf(await linkOf(inviter));
    const friend = await clientWithPhone(t.app, '+79161000002');
    const body = { referrerPhone: '+79161000001', referredPhone: '+79161000002', link };
    const bound = await friend.post('/api/clients/create-referral-client', body);
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toEqual({ success: true });
    const rows = await t.database.db
      .selectFrom('client_referrals')
      .selectAll()
      .where('referred_client_id', '=', await clientIdOf(t, '+79161000002'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.referrer_client_id).toBe(await clientIdOf(t, '+79161000001'));
    expect(rows[0]?.bonus_accrued_at).toBeNull();

    // a second binding, to the same or another inviter, is refused
    const again = await friend.post('/api/clients/create-referral-client', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.referralAlreadyBound);
    const otherLink = partsOf(await linkOf(await clientWithPhone(t.app, '+79161000003')));
    const another = await friend.post('/api/clients/create-referral-client', {
      referredPhone: '+79161000002',
      link: otherLink,
    });
    expect(another.statusCode).toBe(409);
  });

  it('refuses binding a client to their own link', async () => {
    const client = await clientWithPhone(t.app, '+79162000001');
    const link = partsOf(await linkOf(client));
    const response = await client.post('/api/clients/create-referral-client', {
      referrerPhone: '+79162000001',
      referredPhone: '+79162000001',
      link,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.selfReferral);
  });

  it('refuses a tampered link, a referrer phone other than the link’s and someone else as the referred', async () => {
    const link = partsOf(await linkOf(await clientWithPhone(t.app, '+79163000001')));
    const friend = await clientWithPhone(t.app, '+79163000002');
    const post = (body: object) => friend.post('/api/clients/create-referral-client', body);
    const tampered = await post({ referredPhone: '+79163000002', link: { ...link, hash: `x${link.hash.slice(1)}` } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe(messages.referralInvalid);
    const wrongReferrer = await post({ referrerPhone: '+79163000009', referredPhone: '+79163000002', link });
    expect(wrongReferrer.statusCode).toBe(400);
    expect(wrongReferrer.json().error).toBe(messages.referralInvalid);
    const notMe = await post({ referredPhone: '+79163000005', link });
    expect(notMe.statusCode).toBe(400);
    expect(notMe.json().error).toBe(messages.referralNotOwnPhone);
    const malformed = await post({ referredPhone: '12345', link });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(messages.phoneInvalid);
    expect(
      await t.database.db
        .selectFrom('client_referrals')
        .selectAll()
        .where('referred_client_id', '=', await clientIdOf(t, '+79163000002'))
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 when the inviter is no longer a client', async () => {
    const inviter = await clientWithPhone(t.app, '+79164000001');
    const link = partsOf(await linkOf(inviter));
    // the inviter changed their phone: the old link names nobody now
    await t.database.db
      .updateTable('clients')
      .set({ phone_number: '+79164000009' })
      .where('phone_number', '=', '+79164000001')
      .execute();
    expect((await new Client(t.app).post('/api/clients/check-referral', link)).json()).toEqual({ valid: false });
    const friend = await clientWithPhone(t.app, '+79164000002');
    const response = await friend.post('/api/clients/create-referral-client', { referredPhone: '+79164000002', link });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.referrerNotFound);
  });

  it('is refused to anonymous callers and to staff', async () => {
    const link = partsOf(await linkOf(await clientWithPhone(t.app, '+79165000001')));
    const body = { referredPhone: '+79165000002', link };
    expect((await new Client(t.app).post('/api/clients/create-referral-client', body)).statusCode).toBe(401);
    const staff = await signedInAdmin(t.app);
    const refused = await staff.post('/api/clients/create-referral-client', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.clientOnly);
  });
});
