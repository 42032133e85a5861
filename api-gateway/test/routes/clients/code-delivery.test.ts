import { messages } from '@pvz/contracts/messages';
import { FakeSms } from '../../helpers/fake-sms.js';
import { codeIn, FakeTelegram, shareContact } from '../../helpers/fake-telegram.js';
import { requestCode } from '../../helpers/one-time-codes.js';
import { aClient, createTestApp, registeredClient, type TestApp } from '../../helpers/test-app.js';

/** Codes go by the Telegram bot when it knows the phone, else by SMS; a failing gateway changes no answer. */
let t: TestApp;
const telegram = new FakeTelegram();
beforeAll(async () => {
  t = await createTestApp({ telegram: await telegram.start() });
});
afterAll(async () => {
  await t.close();
  await telegram.stop();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the way a code travels', () => {
  it('is the bot for a phone that shared itself with it, and nothing goes by SMS', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79204000001' });
    await shareContact(t.app, 9001, '+79204000001');
    await telegram.nth(9001, 1);
    const smsBefore = t.sms?.to('+79204000001').length;
    expect((await requestCode(t.app, '+79204000001')).statusCode).toBe(200);
    const sent = await telegram.nth(9001, 2);
    expect(sent.text).toBe(messages.botCode('login', codeIn(sent)));
    await settle();
    expect(t.sms?.to('+79204000001').length).toBe(smsBefore);
  });

  it('is SMS for a phone the bot does not know, with a short text', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79204000002' });
    const asked = await requestCode(t.app, '+79204000002');
    expect(asked.json().channels).toEqual(['telegram', 'sms']);
    const code = await t.sms?.nextCode('+79204000002', 1);
    expect(t.sms?.to('+79204000002').at(-1)?.msg).toBe(messages.smsCode('login', code ?? ''));
  });

  it('answers the same when the SMS gateway refuses', async () => {
    await registeredClient(t.app, { ...aClient, phoneNumber: '+79204000003' });
    if (!t.sms) throw new Error('no SMS fake');
    t.sms.refuse = true;
    try {
      const before = t.sms.to('+79204000003').length;
      const asked = await requestCode(t.app, '+79204000003');
      expect(asked.statusCode).toBe(200);
      await settle();
      expect(t.sms.to('+79204000003').length).toBe(before);
    } finally {
      t.sms.refuse = false;
    }
  });

  it('stops at the day’s SMS budget, answering the same', async () => {
    const sms = new FakeSms();
    const limited = await createTestApp({ sms: { ...(await sms.start()), dailyLimit: 2 } });
    try {
      for (const phone of ['+79204000011', '+79204000012', '+79204000013']) {
        const asked = await requestCode(limited.app, phone, { purpose: 'register' });
        expect(asked.statusCode).toBe(200);
      }
      await settle();
      expect(sms.sent.map((message) => message.to)).toEqual(['79204000011', '79204000012']);
    } finally {
      await limited.close();
      await sms.stop();
    }
  });
});
