import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  acceptCookies,
  admin,
  confirmRegistrationBySms,
  registerByApi,
  signInStaff,
  signOut,
  snapshot,
  toast,
} from './helpers.js';

/** Client profile, consent, referral and the staff clients page, on a phone (the cabinet) and a desktop (staff). */
test.describe.configure({ mode: 'serial' });

const inviter = { phoneNumber: '+79165550001', fio: 'Мария Приглашающая', password: 'secret-one' };
const phoneViewport = { width: 390, height: 844 };
let referralPath = '';

async function signInClient(page: Page, phoneNumber: string, password: string) {
  await page.goto('/auth/client');
  await acceptCookies(page);
  await page.getByLabel('Номер телефона').fill(phoneNumber);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/client\/main$/);
}

test('after registration nothing asks for the documents again, «Мои заказы» is never covered, and age and gender are asked once', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  expect(await registerByApi(page.request, inviter)).toBe(200);
  await signInClient(page, inviter.phoneNumber, inviter.password);

  const info = page.getByRole('dialog', { name: 'Расскажите о себе' });
  await expect(info).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Подтвердите согласие с документами' })).toHaveCount(0);
  await expect(info.getByRole('button', { name: 'Пропустить' })).toBeVisible();
  await snapshot(page, 'client-about-me-phone');
  await page.goto('/client/my-orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/client/main');
  await info.getByLabel('Возраст').fill('34');
  await info.getByLabel('Женский').check();
  await info.getByRole('button', { name: 'Подтвердить' }).click();
  await toast(page, 'Вы успешно подтвердили информацию!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the profile refuses a wrong old password and saves a new one with the right one', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await signInClient(page, inviter.phoneNumber, inviter.password);
  await page.goto('/client/profile');
  const account = page.getByRole('form', { name: 'Данные аккаунта' });
  await expect(account.getByLabel('Имя и фамилия')).toHaveValue(inviter.fio);
  await expect(page.getByLabel('Возраст')).toHaveValue('34');
  await page.screenshot({ path: '/tmp/s2-profile.png', fullPage: true });
  await snapshot(page, 'client-profile-phone');

  await account.getByLabel('Сменить пароль').check();
  await account.getByLabel('Новый пароль').fill('secret-two');
  await account.getByLabel('Текущий пароль').fill('not-my-password');
  await account.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, 'Введённый прошлый пароль не совпадает!');

  await account.getByLabel('Текущий пароль').fill(inviter.password);
  await account.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, 'Вы успешно обновили аккаунта!');
  inviter.password = 'secret-two';

  await signOut(page);
  await signInClient(page, inviter.phoneNumber, 'secret-two');
  await expect(page).toHaveURL(/\/client\/main$/);
});

test('the referral page shows the link and QR; a friend registers by it and is listed', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await signInClient(page, inviter.phoneNumber, inviter.password);
  await page.goto('/client/referral');
  await expect(page.getByAltText('QR-код приглашения')).toBeVisible();
  await expect(page.getByText('Вы пока никого не пригласили.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Ссылка' }).inputValue();
  expect(link).toContain('/auth/register?hash=');
  expect(link).not.toContain('9165550001');
  await page.screenshot({ path: '/tmp/s2-referral.png', fullPage: true });
  await snapshot(page, 'client-referral-phone');
  const url = new URL(link);
  referralPath = `${url.pathname}${url.search}`;
  await signOut(page);

  await page.goto(referralPath);
  await expect(page.getByText('Вас пригласил друг')).toBeVisible();
  await page.getByLabel('Номер телефона').fill('+7 916 555-00-02');
  await page.getByLabel('Имя и фамилия').fill('Олег Друг');
  await page.getByLabel('Пароль', { exact: true }).fill('secret-friend');
  await page.getByLabel('Повтор пароля').fill('secret-friend');
  await page.getByLabel('Согласен с политикой обработки персональных данных').check();
  await page.getByLabel('Согласен с политикой конфиденциальности').check();
  const bound = page.waitForResponse((response) => response.url().endsWith('/api/clients/create-referral-client'));
  await confirmRegistrationBySms(page, '+79165550002');
  expect((await bound).status()).toBe(200);
  await expect(page).toHaveURL(/\/client\/main$/);
  await page.getByLabel('Возраст').fill('29');
  await page.getByLabel('Мужской').check();
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await toast(page, 'Вы успешно подтвердили информацию!');
  await signOut(page);

  await signInClient(page, inviter.phoneNumber, inviter.password);
  await page.goto('/client/referral');
  const friends = page.getByRole('list', { name: 'Приглашённые друзья' });
  await expect(friends.getByText('Олег Друг')).toBeVisible();
  await expect(friends.getByText('В процессе')).toBeVisible();
  await page.screenshot({ path: '/tmp/s2-referral-friend.png', fullPage: true });
});

test('staff see the clients, a card with the referral and correct a balance after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/admin/clients');
  await acceptCookies(page);
  await expect(page.getByRole('gridcell', { name: inviter.fio })).toBeVisible();
  await page.screenshot({ path: '/tmp/s2-admin-clients.png' });
  await snapshot(page, 'admin-clients');

  await page.getByRole('button', { name: `Карточка ${inviter.phoneNumber}` }).click();
  const card = page.getByRole('dialog', { name: `${inviter.fio} · ${inviter.phoneNumber}` });
  await expect(card.getByText('Олег Друг · +79165550002')).toBeVisible();
  await card.getByRole('button', { name: 'Изменить баланс' }).click();
  const form = page.getByRole('dialog', { name: `Баланс клиента ${inviter.phoneNumber}` });
  await form.getByLabel('Сумма, ₽').fill('150');
  await form.getByLabel('Причина').fill('Компенсация за задержку');
  await form.getByRole('button', { name: 'Далее' }).click();
  const confirm = page.getByRole('dialog', { name: 'Изменить баланс?' });
  await expect(confirm).toContainText('Начислить на баланс клиента +79165550001 150');
  await confirm.getByRole('button', { name: 'Начислить' }).click();
  await toast(page, 'Баланс клиента изменён');
  await expect(card.getByText(/Баланс: 150\s₽/)).toBeVisible();
  await expect(card.getByText(/\+150\s₽ · Компенсация за задержку/)).toBeVisible();
  await page.screenshot({ path: '/tmp/s2-admin-client-card.png' });
});
