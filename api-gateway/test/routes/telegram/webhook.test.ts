import { messages } from '@pvz/contracts/messages';
import { codeIn, FakeTelegram, postUpdate, shareContact } from '../../helpers/fake-telegram.js';
import { requestCode } from '../../helpers/one-time-codes.js';
import { aClient, createTestApp, registeredClient, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
const telegram = new FakeTelegram();

beforeAll(async () => {
  testApp = await createTestApp({ telegram: await telegram.start() });
  await registeredClient(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await telegram.stop();
});

const chats = () => testApp.database.db.selectFrom('telegram_chats').selectAll().execute();

describe('POST /api/telegram/webhook', () => {
  it.each([
    ['without the secret', null],
    ['with a wrong secret', 'not-the-secret'],
  ])('refuses an update %s and changes nothing', async (_case, secret) => {
    const response = await postUpdate(
      testApp.app,
      { message: { chat: { id: 1 }, from: { id: 1 }, contact: { phone_number: '79123456789', user_id: 1 } } },
      secret,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: messages.webhookSecretWrong, code: 'UNAUTHORIZED' });
    expect(await chats()).toEqual([]);
    expect(telegram.to(1)).toEqual([]);
  });

  it('answers /start with a keyboard that asks for the contact', async () => {
    const response = await postUpdate(testApp.app, { message: { chat: { id: 7 }, from: { id: 7 }, text: '/start' } });
    expect(response.statusCode).toBe(200);
    const [welcome] = telegram.to(7);
    expect(welcome?.text).toBe(messages.botWelcome);
    expect(welcome?.reply_markup?.keyboard).toEqual([
      [{ text: messages.botShareContactButton, request_contact: true }],
    ]);
  });

  it("does not bind a contact of another user, and asks for the sender's own", async () => {
    const response = await postUpdate(testApp.app, {
      message: { chat: { id: 8 }, from: { id: 8 }, contact: { phone_number: '+79123456789', user_id: 99 } },
    });
    expect(response.statusCode).toBe(200);
    expect(await chats()).toEqual([]);
    expect(telegram.to(8).map((message) => message.text)).toEqual([messages.botForeignContact]);
  });

  it('does not bind a phone that is not a Russian mobile', async () => {
    await shareContact(testApp.app, 9, '+380501234567');
    expect(await chats()).toEqual([]);
    expect(telegram.to(9).map((message) => message.text)).toEqual([messages.botPhoneUnsupported]);
  });

  it("binds the sender's own contact to the normalised phone and sends the code asked for before", async () => {
    const asked = await requestCode(testApp.app, aClient.phoneNumber);
    expect(asked.statusCode).toBe(200);
    const response = await shareContact(testApp.app, 10, '79123456789');
    expect(response.statusCode).toBe(200);
    expect(await chats()).toEqual([
      expect.objectContaining({ phone: '+79123456789', chat_id: '10', telegram_user_id: '10' }),
    ]);
    expect(telegram.to(10)[0]?.text).toBe(messages.botPhoneBound('+79123456789'));
    const code = codeIn(await telegram.nth(10, 2));
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/telegram/get-auth-client',
      payload: { phoneNumber: aClient.phoneNumber, code },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('ignores updates it has nothing to do with', async () => {
    const response = await postUpdate(testApp.app, { update_id: 5, message: { chat: { id: 11 }, text: 'привет' } });
    expect(response.statusCode).toBe(200);
    expect(telegram.to(11)).toEqual([]);
  });
});
