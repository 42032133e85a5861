import { request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, signOut, snapshot } from './helpers.js';

/**
 * An attacker guessing an account's password cannot lock its owner out: the browser the owner
 * signed in on before is judged by its own failures only. The e2e gateway trusts one proxy hop
 * (playwright.config.ts), so the attacker's requests name their addresses in X-Forwarded-For as a
 * proxy would; the browsers come from 127.0.0.1 with no such header.
 */
const owner = { username: 'vladelec', password: 'vladelec-password' };
const waitInMinutes = /^Слишком много попыток входа\. Попробуйте снова через 1[45] минут$/;

test('the owner signs in on their usual browser while an attacker hammers the account', async ({
  page,
  browser,
  baseURL,
}) => {
  const director = await request.newContext({ baseURL });
  expect((await director.post('/api/public/login', { data: admin })).status()).toBe(200);
  const created = await director.post('/api/users/create-user', { data: { ...owner, role: 'PVZ' } });
  expect(created.status()).toBe(200);

  // a usual day: the owner signs in on this browser and signs out
  await signInStaff(page, owner.username, owner.password);
  await expect(page.getByRole('heading', { name: `Здравствуйте, ${owner.username}!` })).toBeVisible();
  await acceptCookies(page);
  await signOut(page);

  // the attack: wrong passwords from the owner's own address (one office, one NAT), then from forty others
  const attacker = await request.newContext({ baseURL });
  const guess = (attempt: number, address?: string) =>
    attacker.post('/api/public/login', {
      data: { username: owner.username, password: `guess-${attempt}` },
      headers: address ? { 'X-Forwarded-For': address } : {},
    });
  const fromHere: number[] = [];
  for (let attempt = 0; attempt < 8; attempt++) fromHere.push((await guess(attempt)).status());
  expect(fromHere).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  const fromElsewhere: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++)
    fromElsewhere.push((await guess(attempt, `203.0.113.${attempt + 1}`)).status());
  // after the first failures every further guess waits for a growing delay, whatever its address
  expect(fromElsewhere.filter((status) => status === 429).length).toBeGreaterThan(30);

  // someone else's browser at the same address, even with the right password, is told to wait
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signInStaff(strangerPage, owner.username, owner.password);
  await expect(strangerPage.getByText(waitInMinutes)).toBeVisible();
  await expect(strangerPage).toHaveURL(/\/auth\/login$/);
  await snapshot(strangerPage, 'sign-in-defence-stranger-waits');
  await stranger.close();

  // the owner, on the browser they used before, signs in at once
  await signInStaff(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/user\/main$/);
  await expect(page.getByRole('heading', { name: `Здравствуйте, ${owner.username}!` })).toBeVisible();
  await snapshot(page, 'sign-in-defence-owner-signed-in');

  // the director sees the attack and the owner's sign-in in the audit log
  const directorContext = await browser.newContext();
  const directorPage = await directorContext.newPage();
  await signInStaff(directorPage, admin.username, admin.password);
  await acceptCookies(directorPage);
  await directorPage.goto('/admin/audit');
  await directorPage.getByRole('combobox', { name: 'Что' }).click();
  await directorPage.getByRole('option', { name: 'Вход сотрудника' }).click();
  await directorPage.getByRole('textbox', { name: 'Кто' }).fill(owner.username);
  await expect(
    directorPage.getByRole('row').filter({ hasText: 'Вход' }).filter({ hasText: owner.username }).first(),
  ).toBeVisible();
  await directorPage.getByRole('textbox', { name: 'Кто' }).fill('203.0.113.1');
  const failure = directorPage.getByRole('row').filter({ hasText: 'Неудачный вход' }).first();
  await expect(failure).toContainText(owner.username);
  await failure.getByRole('button', { name: 'Подробнее' }).click();
  await expect(directorPage.getByRole('dialog')).toContainText('"address": "203.0.113.1"');
  await snapshot(directorPage, 'sign-in-defence-audit');
  await directorContext.close();
  await attacker.dispose();
  await director.dispose();
});
