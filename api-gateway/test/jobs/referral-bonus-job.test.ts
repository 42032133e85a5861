import { messages } from '@pvz/contracts/messages';
import { scheduledJobs } from '../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../src/services/jobs/run-job.js';
import { loadSettings, saveSettings } from '../../src/services/settings.js';
import { type Client, createTestApp, signedInAdmin, type TestApp } from '../helpers/test-app.js';
import { clientIdOf, clientWithPhone, issuedPurchase, ledgerRows } from '../routes/clients/account-fixtures.js';

/** The referral bonus job with a controlled clock ("now" is handed to it) and controlled goods rows. */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const job = scheduledJobs(null).find((candidate) => candidate.name === 'clients.accrue-referral-bonuses');
if (!job) throw new Error('no referral bonus job');

async function invite(inviterPhone: string, friendPhone: string) {
  const inviter = await clientWithPhone(t.app, inviterPhone);
  const link = (await inviter.get('/api/clients/referral-link')).json();
  const friend = await clientWithPhone(t.app, friendPhone);
  const bound = await friend.post('/api/clients/create-referral-client', {
    referredPhone: friendPhone,
    link: { hash: link.hash, q: link.q, phone: link.phone },
  });
  if (bound.statusCode !== 200) throw new Error(bound.body);
}

const accruedAt = async (friendPhone: string) =>
  (
    await t.database.db
      .selectFrom('client_referrals')
      .select('bonus_accrued_at')
      .where('referred_client_id', '=', await clientIdOf(t, friendPhone))
      .executeTakeFirstOrThrow()
  ).bonus_accrued_at;

describe('the referral bonus job', () => {
  it('credits the inviter once the friend’s issued orders reach the threshold, and only once', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    await invite('+79190000001', '+79190000002');
    const inviterId = await clientIdOf(t, '+79190000001');

    await issuedPurchase(t, '+79190000002', 2000_00);
    await issuedPurchase(t, '+79190000002', 5000_00, 'refusal-cash');
    expect(await runJobOnce(t.database.db, job, now)).toBe(0);
    expect(await accruedAt('+79190000002')).toBeNull();

    await issuedPurchase(t, '+79190000002', 1000_00);
    expect(await runJobOnce(t.database.db, job, now)).toBe(1);
    expect(await accruedAt('+79190000002')).toEqual(now);
    expect(await runJobOnce(t.database.db, job, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await ledgerRows(t, inviterId)).toEqual([
      {
        amount: 500_00,
        reason: messages.referralBonusReason('+79190000002'),
        idempotency_key: expect.stringMatching(/^referral-bonus:\d+$/),
        created_by: 'system',
      },
    ]);
    const me = await admin.post('/api/clients/get-client-by-id', { id: inviterId });
    expect(me.json().client.balance).toBe(500_00);

    // staff marking it again later does not credit a second bonus
    const manual = await admin.post('/api/clients/update-status-balance', { phoneNumber: '+79190000002' });
    expect(manual.json().accruedNow).toBe(false);
    expect(await ledgerRows(t, inviterId)).toHaveLength(1);
  });

  it('follows the settings: a higher threshold and another bonus', async () => {
    await t.database.db
      .transaction()
      .execute(async (trx) =>
        saveSettings(trx, { ...(await loadSettings(trx)), referralThreshold: 10000_00, referralBonus: 700_00 }),
      );
    await invite('+79191000001', '+79191000002');
    await issuedPurchase(t, '+79191000002', 9000_00);
    expect(await runJobOnce(t.database.db, job, new Date())).toBe(0);
    await issuedPurchase(t, '+79191000002', 1000_00);
    expect(await runJobOnce(t.database.db, job, new Date())).toBe(1);
    expect((await ledgerRows(t, await clientIdOf(t, '+79191000001'))).map((row) => row.amount)).toEqual([700_00]);
  });
});
