import { messages } from '@pvz/contracts/messages';
import { codeIn, FakeTelegram, postUpdate, shareContact } from '../../helpers/fake-telegram.js';
import { requestCode, timePasses } from '../../helpers/one-time-codes.js';
import { aClient, Client, createTestApp, registeredClient, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
const telegram = new FakeTelegram();
let nextPhone = 0;

beforeAll(async () => {
  testApp = await createTestApp({ telegram: await telegram.start() });
});

afterAll(async () => {
  await testApp.close();
  await telegram.stop();
});

/** A registered client with a bound chat, signed in in a browser of theirs. */
async function boundClient() {
  nextPhone += 1;
  const phoneNumber = `+7913000${String(nextPhone).padStart(4, '0')}`;
  const chatId = 6000 + nextPhone;
  const browser = await registeredClient(testApp.app, { ...aClient, phoneNumber });
  await shareContact(testApp.app, chatId, phoneNumber);
  await telegram.nth(chatId, 1);
  return { phoneNumber, chatId, browser };
}

async function verifiedReset(bound: { phoneNumber: string; chatId: number }) {
  expect((await requestCode(testApp.app, bound.phoneNumber, { purpose: 'reset' })).statusCode).toBe(200);
  const sent = await telegram.nth(bound.chatId, 2);
  expect(sent.text).toBe(messages.botCode('reset', codeIn(sent)));
  const caller = new Client(testApp.app);
  const verified = await caller.post('/api/clients/verify-reset-code', {
    phoneNumber: bound.phoneNumber,
    code: codeIn(sent),
  });
  expect(verified.statusCode).toBe(200);
  return caller;
}

const login = (phoneNumber: string, password: string) =>
  new Client(testApp.app).post('/api/public/login-client', { phoneNumber, password, isForeignDevice: false });

describe('password reset by a one-time code', () => {
  it('sets the new password after a verified code and ends the other sessions', async () => {
    const bound = await boundClient();
    const caller = await verifiedReset(bound);
    const reset = await caller.post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    expect((await login(bound.phoneNumber, aClient.password)).statusCode).toBe(401);
    expect((await login(bound.phoneNumber, 'brand-new-pass')).statusCode).toBe(200);
    const oldSession = await bound.browser.get('/api/public/auth/client');
    expect(oldSession.json()).toEqual({ client: null });
  });

  it('refuses a reset without a verified code', async () => {
    const bound = await boundClient();
    const reset = await new Client(testApp.app).post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(messages.resetCodeRequired);
    expect((await login(bound.phoneNumber, aClient.password)).statusCode).toBe(200);
  });

  it('refuses a reset from another browser or for another phone', async () => {
    const bound = await boundClient();
    const other = await boundClient();
    const caller = await verifiedReset(bound);
    const elsewhere = await new Client(testApp.app).post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: 'brand-new-pass',
    });
    expect(elsewhere.json().error).toBe(messages.resetCodeRequired);
    const otherPhone = await caller.post('/api/clients/reset-password', {
      phoneNumber: other.phoneNumber,
      newPassword: 'brand-new-pass',
    });
    expect(otherPhone.json().error).toBe(messages.resetCodeRequired);
    expect((await login(other.phoneNumber, aClient.password)).statusCode).toBe(200);
  });

  it('refuses a reset code at sign-in', async () => {
    const bound = await boundClient();
    expect((await requestCode(testApp.app, bound.phoneNumber, { purpose: 'reset' })).statusCode).toBe(200);
    const code = codeIn(await telegram.nth(bound.chatId, 2));
    const signIn = await new Client(testApp.app).post('/api/telegram/get-auth-client', {
      phoneNumber: bound.phoneNumber,
      code,
    });
    expect(signIn.json().error).toBe(messages.codeNotFound);
  });

  it('refuses a weak password and keeps the verified code for a better one', async () => {
    const bound = await boundClient();
    const caller = await verifiedReset(bound);
    const weak = await caller.post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: '12345',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(messages.clientPasswordTooShort);
    const good = await caller.post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: '123456',
    });
    expect(good.statusCode).toBe(200);
    const again = await caller.post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: 'third-password',
    });
    expect(again.json().error).toBe(messages.resetCodeRequired);
  });

  it('refuses a reset more than ten minutes after the code was checked', async () => {
    const bound = await boundClient();
    const caller = await verifiedReset(bound);
    await timePasses(testApp.database.db, bound.phoneNumber, 11);
    const late = await caller.post('/api/clients/reset-password', {
      phoneNumber: bound.phoneNumber,
      newPassword: 'brand-new-pass',
    });
    expect(late.json().error).toBe(messages.resetCodeRequired);
  });

  it('refuses a wrong reset code', async () => {
    const bound = await boundClient();
    await requestCode(testApp.app, bound.phoneNumber, { purpose: 'reset' });
    const code = codeIn(await telegram.nth(bound.chatId, 2));
    const wrong = await new Client(testApp.app).post('/api/clients/verify-reset-code', {
      phoneNumber: bound.phoneNumber,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(messages.codeNotFound);
    expect(wrong.cookies).toEqual([]);
  });
});

describe('a reset cookie not of this server', () => {
  it.each(['------------------------------------.x', 'not-a-uuid.secret', `${'0'.repeat(36)}.secret`])(
    'is refused as no proof, not a failure: %s',
    async (cookie) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/clients/reset-password',
        headers: { cookie: `pvz_reset=${cookie}` },
        payload: { phoneNumber: aClient.phoneNumber, newPassword: 'another-pass' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(messages.resetCodeRequired);
    },
  );
});

describe('without a bot', () => {
  it('writes the code to the server log and refuses webhook calls', async () => {
    const plain = await createTestApp({ sms: null });
    try {
      const logged: string[] = [];
      const info = plain.app.log.info.bind(plain.app.log);
      plain.app.log.info = ((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
        return (info as (...rest: unknown[]) => void)(...args);
      }) as typeof plain.app.log.info;
      const lastLoggedCode = async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return [...logged.join('\n').matchAll(/one-time code (\d{6})/g)].at(-1)?.[1];
      };
      const registration = await requestCode(plain.app, aClient.phoneNumber, { purpose: 'register' });
      expect(registration.json()).toMatchObject({ botLink: null, channels: ['log'] });
      const registered = await new Client(plain.app).post('/api/clients/register', {
        client: { ...aClient, code: await lastLoggedCode() },
      });
      expect(registered.statusCode).toBe(200);
      await timePasses(plain.database.db, aClient.phoneNumber, 2);
      const asked = await requestCode(plain.app, aClient.phoneNumber);
      expect(asked.json().botLink).toBeNull();
      const code = await lastLoggedCode();
      expect(code).toBeDefined();
      const signIn = await new Client(plain.app).post('/api/telegram/get-auth-client', {
        phoneNumber: aClient.phoneNumber,
        code,
      });
      expect(signIn.statusCode).toBe(200);
      const webhook = await postUpdate(plain.app, { message: { chat: { id: 1 }, text: '/start' } });
      expect(webhook.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
