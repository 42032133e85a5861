import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { COOKIES_ACCEPTED_COOKIE } from '@pvz/contracts/session-constants';
import { adminPassword } from '../playwright.config.js';
import { currentStack, expect } from './fixtures.js';

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
  // A first visit's sign-in page opens the app as a new page load: a navigation of the test must not cancel it.
  if ((await answered).ok()) await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The browser has the cookie banner's answer: a click on it, or the sign-in, which is an answer too. */
async function cookiesAnswered(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some(
    (cookie) => cookie.name === COOKIES_ACCEPTED_COOKIE && cookie.value === 'true',
  );
}

/** Answers the cookie banner unless signing in already did. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Использование cookie' });
  await expect.poll(async () => (await cookiesAnswered(page)) || (await banner.isVisible())).toBe(true);
  if (!(await cookiesAnswered(page))) await banner.getByRole('button', { name: 'Понятно' }).click();
}

/** The toast with this text (notistack). An open dialog hides it from the accessibility tree, not from the eye. */
export function toast(page: Page, text: string) {
  return expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  // by the keyboard, as a user at the counter may: a toast of the last step may lie over the account
  // button for its 5 s, and a click would wait for it to go (a pointer resting on it keeps it there)
  await page.getByRole('button', { name: 'Учётная запись' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Выйти' }).press('Enter');
  // the sign-out ends on the login page; the next step must not race it there
  await page.waitForURL(/\/auth\/(client\/)?login$/);
}

/**
 * Picks an option of a select (MUI Select). A click that lands while the list is still growing in
 * can be lost and leave the list open over the form, so the pick is retried until the field shows it.
 */
export async function selectOption(page: Page, select: Locator, option: string): Promise<void> {
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Fills the "new user" dialog of /admin/users and submits it; answers the dialog. */
export async function submitNewUser(page: Page, username: string, password: string, roleName: string) {
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый пользователь' });
  await dialog.getByLabel('Имя пользователя').fill(username);
  await dialog.getByLabel('Пароль').fill(password);
  await selectOption(page, dialog.getByRole('combobox', { name: 'Роль' }), roleName);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  return dialog;
}

/**
 * Answers what a client is asked once after registering: age and gender. The documents were accepted
 * on the registration form, so they are not asked again.
 */
export async function answerAboutMe(page: Page, age = '30'): Promise<void> {
  const about = page.getByRole('dialog', { name: 'Расскажите о себе' });
  await about.getByLabel('Возраст').fill(age);
  await about.getByLabel('Женский').check();
  await about.getByRole('button', { name: 'Подтвердить' }).click();
  await toast(page, 'Вы успешно подтвердили информацию!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** How many SMS the fake gateway holds for a phone (+7…). */
async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  const sent = await (await request.get(`${currentStack().smsUrl}/sent?to=${phone.replace(/^\+/, '')}`)).json();
  return (sent as unknown[]).length;
}

/** Waits for the phone's SMS after the first `seen` and gives the code in it. */
export async function smsCode(request: APIRequestContext, phone: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await (
        await request.get(`${currentStack().smsUrl}/sent?to=${phone.replace(/^\+/, '')}`)
      ).json()) as {
        msg: string;
      }[];
      code = sent.length > seen ? (/(\d{6})/.exec(sent.at(-1)?.msg ?? '')?.[1] ?? '') : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** On the registration page with the form filled: «Получить код», the code from the SMS, «Зарегистрироваться». */
export async function confirmRegistrationBySms(page: Page, phone: string): Promise<void> {
  const seen = await smsCount(page.request, phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из SMS или Telegram').fill(await smsCode(page.request, phone, seen));
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

type NewClient = { phoneNumber: string; fio: string; password: string };

/**
 * Registers a client through the API with the code the gateway sent by SMS; answers 409 when the
 * phone is registered already (an earlier run).
 */
export async function registerByApi(request: APIRequestContext, client: NewClient): Promise<number> {
  // each client registers from an address of their own, as customers do (the e2e gateway trusts one proxy hop)
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(registrations / 250)}.${(registrations++ % 250) + 1}` };
  const seen = await smsCount(request, client.phoneNumber);
  const asked = await request.post('/api/clients/send-message', {
    headers,
    data: { phoneNumber: client.phoneNumber, purpose: 'register' },
  });
  if (asked.status() === 409) return 409;
  expect(asked.status()).toBe(200);
  const code = await smsCode(request, client.phoneNumber, seen);
  const registered = await request.post('/api/clients/register', {
    headers,
    data: { client: { ...client, code, isPrivacyPolicyAgreed: true, isPersonalDataProcessingPolicyAgreed: true } },
  });
  return registered.status();
}

let registrations = 0;

/**
 * A client registered (or already there from an earlier run) and signed in through the API in this
 * page's context, the once-only questions answered the same way.
 */
export async function signInClientByApi(page: Page, client: NewClient) {
  expect([200, 409]).toContain(await registerByApi(page.request, client));
  const login = await page.request.post('/api/public/login-client', {
    data: { phoneNumber: client.phoneNumber, password: client.password, isForeignDevice: false },
  });
  expect(login.status()).toBe(200);
  await page.request.post('/api/clients/accept-docs', { data: { client: { isDocsAccepted: true } } });
  await page.request.post('/api/clients/accept-info', { data: { client: { age: 35, gender: 'male' } } });
}
