import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInClientByApi, signInStaff, snapshot } from './helpers.js';

const phoneScreen = { width: 390, height: 844 };

/**
 * The support chat: a client writes from a phone, staff answer from another browser, both see it
 * live; the client's line drops, staff write meanwhile, and the message is there when it comes back.
 */
test('a client and staff talk live, and a dropped line loses nothing', async ({ page, browser }) => {
  const suffix = String(Date.now() % 100_000_000).padStart(8, '0');
  const phone = `+799${suffix}`;
  await page.setViewportSize(phoneScreen);
  // the client's socket goes through the test, which can cut it as a bad network would
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/client-chat\/live/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await signInClientByApi(page, { phoneNumber: phone, fio: 'Мария Чатова', password: 'chat-password-1' });
  await page.goto('/client/support');
  await acceptCookies(page);
  await expect(page.getByText('На связи')).toBeVisible({ timeout: 20_000 });
  const question = `Где мой заказ ${suffix}?`;
  await page.getByLabel('Сообщение').fill(question);
  await page.keyboard.press('Enter');
  const clientLog = page.getByRole('log', { name: 'Сообщения' });
  await expect(clientLog.getByText(question)).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, admin.username, admin.password);
  await staff.goto('/tickets');
  await staff
    .getByRole('link', { name: new RegExp(`Мария Чатова.*${question.replace('?', '\\?')}`) })
    .click({ timeout: 20_000 });
  const staffLog = staff.getByRole('log', { name: 'Сообщения' });
  await expect(staffLog.getByText(question)).toBeVisible();
  await expect(staff.getByText('На связи')).toBeVisible();

  await staff.getByLabel('Ответ клиенту').fill('Здравствуйте! Заказ уже в пути.');
  await staff.keyboard.press('Enter');
  await expect(clientLog.getByText('Здравствуйте! Заказ уже в пути.')).toBeVisible();
  await expect(clientLog.getByLabel('Прочитано')).toBeVisible();

  await page.getByLabel('Сообщение').fill('Спасибо, жду');
  await page.keyboard.press('Enter');
  await expect(staffLog.getByText('Спасибо, жду')).toBeVisible();

  // the line drops; staff answer while it is down; it comes back and the answer is there, once
  await (sockets.at(-1) as WebSocketRoute).close();
  await staff.getByLabel('Ответ клиенту').fill('Курьер будет через час');
  await staff.keyboard.press('Enter');
  await expect(staffLog.getByText('Курьер будет через час')).toBeVisible();
  await expect(clientLog.getByText('Курьер будет через час')).toHaveCount(1, { timeout: 20_000 });
  expect(sockets.length).toBeGreaterThan(1);
  await snapshot(page, 'support-chat-phone');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await snapshot(staff, 'support-chat-staff');
  await staffContext.close();
});

/** A guest on the clients' sign-in page asks support by name and phone and gets the answer live. */
test('a guest writes from the sign-in page and sees the answer live', async ({ page, browser }) => {
  const suffix = String(Date.now() % 100_000_000).padStart(8, '0');
  await page.setViewportSize(phoneScreen);
  await page.goto('/auth/client/login');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Чат поддержки' }).click();
  const chat = page.getByRole('dialog', { name: 'Чат поддержки' });
  await chat.getByLabel('Ваше имя').fill(`Гость ${suffix}`);
  await chat.getByLabel('Телефон').fill(`98${suffix}`);
  await chat.getByLabel('Сообщение').fill('Вы работаете в воскресенье?');
  await chat.getByRole('button', { name: 'Отправить' }).click();
  const guestLog = chat.getByRole('log', { name: 'Сообщения' });
  await expect(guestLog.getByText('Вы работаете в воскресенье?')).toBeVisible();
  await expect(chat.getByText('На связи')).toBeVisible({ timeout: 20_000 });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, admin.username, admin.password);
  await staff.goto('/tickets');
  await staff.getByRole('link', { name: new RegExp(`Гость ${suffix}`) }).click({ timeout: 20_000 });
  await staff.getByLabel('Ответ клиенту').fill('Да, с 10 до 18');
  await staff.keyboard.press('Enter');
  await expect(guestLog.getByText('Да, с 10 до 18')).toBeVisible();
  await snapshot(page, 'support-chat-guest-phone');
  await staffContext.close();
});
