import type { Page } from '@playwright/test';
import { currentStack, expect, test } from './fixtures.js';
import { acceptCookies, registerByApi, toast } from './helpers.js';

const webhookSecret = 'e2e-webhook-secret';
/** Each test has a client of its own: a phone may ask for a new code only a minute after the last. */
const clients = {
  codeLogin: { phoneNumber: '+79161230001', fio: 'Ольга Кодова', password: 'first-pass-1', chatId: 777001 },
  reset: { phoneNumber: '+79161230002', fio: 'Пётр Сбросов', password: 'first-pass-1', chatId: 777002 },
};
type E2eClient = (typeof clients)[keyof typeof clients];

test.use({ viewport: { width: 390, height: 844 } });

/** Posts an update to the bot's webhook the way Telegram does. */
async function botUpdate(page: Page, message: object) {
  const response = await page.request.post('/api/telegram/webhook', {
    headers: { 'x-telegram-bot-api-secret-token': webhookSecret },
    data: { update_id: Date.now(), message },
  });
  expect(response.status()).toBe(200);
}

/** Registers the client and shares their phone with the bot from their Telegram chat. */
async function registeredWithBot(page: Page, client: E2eClient) {
  const { chatId, ...account } = client;
  expect(await registerByApi(page.request, account)).toBe(200);
  await botUpdate(page, { chat: { id: chatId }, from: { id: chatId }, text: '/start' });
  await botUpdate(page, {
    chat: { id: chatId },
    from: { id: chatId },
    contact: { phone_number: client.phoneNumber.slice(1), user_id: chatId },
  });
}

/** The code in the chat's `count`-th message from the bot. */
async function nthCode(page: Page, chatId: number, count: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await (await page.request.get(`${currentStack().telegramUrl}/sent?chat_id=${chatId}`)).json()) as {
        text: string;
      }[];
      code = /(\d{6})/.exec(sent[count - 1]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('a client signs in with a code from the Telegram bot, after a wrong one', async ({ page }) => {
  const client = clients.codeLogin;
  await registeredWithBot(page, client);
  await page.goto('/auth/client/login');
  await acceptCookies(page);
  await page.screenshot({ path: '/tmp/s1-login-password.png', fullPage: true });
  await page.getByRole('tab', { name: 'По коду' }).click();
  await page.getByLabel('Номер телефона').fill(`8${client.phoneNumber.slice(2)}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('link', { name: 'Открыть бота' })).toHaveAttribute('href', 'https://t.me/pvz_e2e_bot');
  await expect(page.getByRole('button', { name: /Получить код заново через \d+ с/ })).toBeDisabled();
  // the bot's first two messages answer /start and the contact
  const code = await nthCode(page, client.chatId, 3);
  await page.screenshot({ path: '/tmp/s1-login-code.png', fullPage: true });

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Код из SMS или Telegram').fill(wrong);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Такой код не найден или Вы используете его второй раз!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/s1-login-wrong-code.png', fullPage: true });

  await page.getByLabel('Код из SMS или Telegram').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/client\/main$/);
});

test('a client resets the password with a code and signs in with the new one', async ({ page }) => {
  const client = clients.reset;
  await registeredWithBot(page, client);
  await page.goto('/auth/client/login');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/auth\/client\/reset$/);
  await page.screenshot({ path: '/tmp/s1-reset-phone.png', fullPage: true });
  await page.getByLabel('Номер телефона').fill(client.phoneNumber);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const code = await nthCode(page, client.chatId, 3);
  await page.getByLabel('Код из SMS или Telegram').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByLabel('Новый пароль').fill('second-pass-2');
  await page.getByLabel('Повторите пароль').fill('second-pass-2');
  await page.screenshot({ path: '/tmp/s1-reset-password.png', fullPage: true });
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await toast(page, 'Пароль изменён. Войдите с новым паролем');
  await expect(page).toHaveURL(/\/auth\/client\/login$/);

  await page.getByLabel('Номер телефона').fill(client.phoneNumber);
  await page.getByLabel('Пароль').fill(client.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await toast(page, 'Неверный номер телефона или пароль');
  await page.getByLabel('Пароль').fill('second-pass-2');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/client\/main$/);
});
