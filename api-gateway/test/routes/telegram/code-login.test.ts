import { CODE_MAX_ATTEMPTS } from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import { codeIn, FakeTelegram, shareContact } from '../../helpers/fake-telegram.js';
import { requestCode, signInWithCode, timePasses } from '../../helpers/one-time-codes.js';
import { aClient, Client, createTestApp, registeredClient, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
const telegram = new FakeTelegram();
/** Each test signs in a phone of its own, bound to the chat of the same number. */
let nextPhone = 0;

beforeAll(async () => {
  testApp = await createTestApp({ telegram: await telegram.start() });
});

afterAll(async () => {
  await testApp.close();
  await telegram.stop();
});

async function boundClient() {
  nextPhone += 1;
  const phoneNumber = `+7912000${String(nextPhone).padStart(4, '0')}`;
  const chatId = 5000 + nextPhone;
  await registeredClient(testApp.app, { ...aClient, phoneNumber });
  await shareContact(testApp.app, chatId, phoneNumber);
  // the bot's answer to the contact is the chat's first message
  await telegram.nth(chatId, 1);
  return { phoneNumber, chatId, messages: 1 };
}

/** Asks for a code and reads it from the chat. */
async function codeFor(bound: { phoneNumber: string; chatId: number; messages: number }) {
  const asked = await requestCode(testApp.app, bound.phoneNumber);
  expect(asked.statusCode).toBe(200);
  bound.messages += 1;
  return { code: codeIn(await telegram.nth(bound.chatId, bound.messages)), id: asked.json().id as string };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/clients/send-message', () => {
  it('sends a code of its own making to the bound chat and answers when it expires', async () => {
    const bound = await boundClient();
    const asked = await requestCode(testApp.app, bound.phoneNumber, { code: '11111' });
    expect(asked.statusCode).toBe(200);
    const body = asked.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: expect.any(String),
      resendAt: expect.any(String),
      botLink: 'https://t.me/pvz_test_bot',
      channels: ['telegram', 'sms'],
    });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const sent = await telegram.nth(bound.chatId, 2);
    expect(sent.text).toBe(messages.botCode('login', codeIn(sent)));
    const row = await testApp.database.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    // only a keyed hash is kept
    expect(row.code_hash).not.toContain(codeIn(sent));
    expect(row.code_hash).toHaveLength(43);
  });

  it.each([
    ['+380501234567', messages.phoneMustStartWithPlus7],
    ['12345', messages.phoneInvalid],
    ['+7 912 abc', messages.phoneInvalid],
  ])('refuses the phone %s', async (phoneNumber, error) => {
    const response = await requestCode(testApp.app, phoneNumber);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(
      await testApp.database.db.selectFrom('one_time_codes').select('id').where('phone', '=', phoneNumber).execute(),
    ).toEqual([]);
  });

  it('answers an unknown phone the same way and sends nothing', async () => {
    await shareContact(testApp.app, 4999, '+79990001122');
    await telegram.nth(4999, 1);
    const asked = await requestCode(testApp.app, '89990001122');
    expect(asked.statusCode).toBe(200);
    expect(Object.keys(asked.json()).sort()).toEqual(['botLink', 'channels', 'expiresAt', 'id', 'resendAt']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(telegram.to(4999)).toHaveLength(1);
    const again = await requestCode(testApp.app, '89990001122');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^Новый код можно запросить через \d+ с$/);
  });

  it('blocks a new request for a minute, then allows five an hour per phone', async () => {
    const bound = await boundClient();
    expect((await requestCode(testApp.app, bound.phoneNumber)).statusCode).toBe(200);
    const tooSoon = await requestCode(testApp.app, bound.phoneNumber);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toBe(messages.codeResendWait(60));
    for (let asked = 2; asked <= 5; asked++) {
      await timePasses(testApp.database.db, bound.phoneNumber, 2);
      expect((await requestCode(testApp.app, bound.phoneNumber)).statusCode).toBe(200);
    }
    await timePasses(testApp.database.db, bound.phoneNumber, 2);
    const sixth = await requestCode(testApp.app, bound.phoneNumber);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(messages.codesTooMany);
    await timePasses(testApp.database.db, bound.phoneNumber, 60);
    expect((await requestCode(testApp.app, bound.phoneNumber)).statusCode).toBe(200);
  });

  it('allows twenty requests an hour per address', async () => {
    for (let phone = 0; phone < 20; phone++) {
      const response = await requestCode(testApp.app, `+7955000${String(phone).padStart(4, '0')}`, { ip: '10.9.9.9' });
      expect(response.statusCode).toBe(200);
    }
    const over = await requestCode(testApp.app, '+79550009999', { ip: '10.9.9.9' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(messages.codesTooMany);
    expect((await requestCode(testApp.app, '+79550009999', { ip: '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('POST /api/telegram/get-auth-client', () => {
  it('signs the client in with the code, like the password sign-in', async () => {
    const bound = await boundClient();
    const { code } = await codeFor(bound);
    const caller = new Client(testApp.app);
    const response = await signInWithCode(caller, bound.phoneNumber, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      client: { id: expect.any(Number), phoneNumber: bound.phoneNumber, fio: aClient.fio, role: 'CLIENT' },
      session: { expiresAt: expect.any(String), endsAt: null, listKey: expect.any(String) },
    });
    const me = await caller.get('/api/public/auth/client');
    expect(me.json().client.phoneNumber).toBe(bound.phoneNumber);
  });

  it('refuses the same code a second time', async () => {
    const bound = await boundClient();
    const { code } = await codeFor(bound);
    expect((await signInWithCode(new Client(testApp.app), bound.phoneNumber, code)).statusCode).toBe(200);
    const again = await signInWithCode(new Client(testApp.app), bound.phoneNumber, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(messages.codeNotFound);
    expect(again.cookies).toEqual([]);
  });

  it('refuses a wrong code and counts it; the right code still works after it', async () => {
    const bound = await boundClient();
    const { code, id } = await codeFor(bound);
    const wrong = await signInWithCode(new Client(testApp.app), bound.phoneNumber, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(messages.codeNotFound);
    const row = await testApp.database.db
      .selectFrom('one_time_codes')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect((await signInWithCode(new Client(testApp.app), bound.phoneNumber, code)).statusCode).toBe(200);

    // both go to the audit log, without the codes
    const logged = await testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'after'])
      .where('entity', '=', 'sign-in:client')
      .where('entity_id', '=', bound.phoneNumber)
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      {
        action: 'sign-in',
        actor: bound.phoneNumber,
        after: { address: '127.0.0.1', method: 'password', outcome: 'signed-in', knownDevice: false },
      },
      {
        action: 'sign-in-failed',
        actor: '127.0.0.1',
        after: { address: '127.0.0.1', method: 'code', outcome: 'wrong-code' },
      },
      {
        action: 'sign-in',
        actor: bound.phoneNumber,
        after: { address: '127.0.0.1', method: 'code', outcome: 'signed-in' },
      },
    ]);
  });

  it('burns the code after five wrong tries', async () => {
    const bound = await boundClient();
    const { code } = await codeFor(bound);
    const answers: string[] = [];
    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt++) {
      answers.push((await signInWithCode(new Client(testApp.app), bound.phoneNumber, wrongCode(code))).json().error);
    }
    expect(answers.at(-1)).toBe(messages.codeAttemptsExhausted);
    expect(answers.slice(0, -1)).toEqual(Array(CODE_MAX_ATTEMPTS - 1).fill(messages.codeNotFound));
    const right = await signInWithCode(new Client(testApp.app), bound.phoneNumber, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(messages.codeNotFound);
  });

  it('refuses an expired code', async () => {
    const bound = await boundClient();
    const { code } = await codeFor(bound);
    await timePasses(testApp.database.db, bound.phoneNumber, 5);
    const response = await signInWithCode(new Client(testApp.app), bound.phoneNumber, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.codeExpired);
  });

  it('only the newest code counts', async () => {
    const bound = await boundClient();
    const first = await codeFor(bound);
    await timePasses(testApp.database.db, bound.phoneNumber, 2);
    const second = await codeFor(bound);
    expect((await signInWithCode(new Client(testApp.app), bound.phoneNumber, first.code)).statusCode).toBe(400);
    expect((await signInWithCode(new Client(testApp.app), bound.phoneNumber, second.code)).statusCode).toBe(200);
  });

  it('answers an unknown phone like a wrong code, and refuses bad input', async () => {
    await requestCode(testApp.app, '+79880001122');
    const unknown = await signInWithCode(new Client(testApp.app), '+79880001122', '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(messages.codeNotFound);
    const badPhone = await signInWithCode(new Client(testApp.app), '+380501234567', '123456');
    expect(badPhone.json().error).toBe(messages.phoneMustStartWithPlus7);
    const noCode = await signInWithCode(new Client(testApp.app), '+79880001122', '  ');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe(messages.codeEmpty);
  });
});

describe('POST /api/telegram/use-attempt', () => {
  it('spends the code so that it no longer signs in', async () => {
    const bound = await boundClient();
    const { code, id } = await codeFor(bound);
    const spent = await testApp.app.inject({ method: 'POST', url: '/api/telegram/use-attempt', payload: { id } });
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual({ success: true });
    const response = await signInWithCode(new Client(testApp.app), bound.phoneNumber, code);
    expect(response.json().error).toBe(messages.codeNotFound);
  });

  it('answers a request of an unknown phone, or a spent one, the same way', async () => {
    const asked = await requestCode(testApp.app, '+79770001122');
    for (let time = 0; time < 2; time++) {
      const spent = await testApp.app.inject({
        method: 'POST',
        url: '/api/telegram/use-attempt',
        payload: { id: asked.json().id },
      });
      expect(spent.json()).toEqual({ success: true });
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for the id %s', async (id) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/telegram/use-attempt', payload: { id } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.codeRecordNotFound);
  });
});
