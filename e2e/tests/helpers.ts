import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminPassword } from '../playwright.config.js';

export const admin = { username: 'admin', password: adminPassword };

const screenshotDir = path.join(import.meta.dirname, '..', 'screenshots');

/** Keeps a picture of a screen for people to look at (e2e/screenshots, not committed). */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Имя пользователя').fill(username);
  await page.getByLabel('Пароль').fill(password);
  // the answer carries the session cookie: a navigation right after the click must not cancel it
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/public/login'));
  await page.getByRole('button', { name: 'Войти' }).click();
  await answered;
}

export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Использование cookie' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Понятно' }).click();
}

/** The toast with this text (notistack). An open dialog hides it from the accessibility tree, not from the eye. */
export function toast(page: Page, text: string) {
  return expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  // the sign-out ends on the login page; the next step must not race it there
  await page.waitForURL(/\/auth\/(client\/)?login$/);
}

/** Fills the "new user" dialog of /admin/users and submits it; answers the dialog. */
export async function submitNewUser(page: Page, username: string, password: string, roleName: string) {
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый пользователь' });
  await dialog.getByLabel('Имя пользователя').fill(username);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('combobox', { name: 'Роль' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  return dialog;
}

/** Answers the questions a client is asked once after the first sign-in: the documents, then age and gender. */
export async function answerClientConsent(page: Page, age = '30'): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Подтвердите согласие с документами' })
    .getByRole('button', { name: 'Подтверждаю' })
    .click();
  await toast(page, 'Вы успешно подтвердили доступ!');
  const about = page.getByRole('dialog', { name: 'Расскажите о себе' });
  await about.getByLabel('Возраст').fill(age);
  await about.getByLabel('Женский').check();
  await about.getByRole('button', { name: 'Подтвердить' }).click();
  await toast(page, 'Вы успешно подтвердили информацию!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * A client registered (or already there from an earlier run) and signed in through the API in this
 * page's context, the once-only questions answered the same way.
 */
export async function signInClientByApi(page: Page, client: { phoneNumber: string; fio: string; password: string }) {
  const registered = await page.request.post('/api/clients/register', {
    data: { client: { ...client, isPrivacyPolicyAgreed: true, isPersonalDataProcessingPolicyAgreed: true } },
  });
  expect([200, 409]).toContain(registered.status());
  const login = await page.request.post('/api/public/login-client', {
    data: { phoneNumber: client.phoneNumber, password: client.password, isForeignDevice: false },
  });
  expect(login.status()).toBe(200);
  await page.request.post('/api/clients/accept-docs', { data: { client: { isDocsAccepted: true } } });
  await page.request.post('/api/clients/accept-info', { data: { client: { age: 35, gender: 'male' } } });
}
