import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot, toast } from './helpers.js';

/**
 * A licensee's month: the director adds a licensee with its point and a tariff, issues the month's
 * invoice on «Расчёт лицензиатов», sees it owed on «Баланс лицензиатов» and records the payment.
 */
test('a licensee is billed for its month and pays', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const name = `Сеть ${suffix}`;
  const pointName = `ПВЗ лицензиата ${suffix}`;
  const point = await page.context().request.post('/api/reference/points/create', {
    data: { item: { name: pointName, address: 'Адрес', latitude: null, longitude: null, isPartner: false } },
  });
  expect(point.status()).toBe(200);

  await page.goto('/renters');
  await page.getByRole('button', { name: 'Добавить лицензиата' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Новый лицензиат' });
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByLabel('Точки лицензиата').click();
  await page.getByRole('option', { name: pointName }).click();
  await dialog.getByLabel('В месяц, ₽').fill('12 000');
  await dialog.getByLabel('За посылку, ₽').fill('9');
  await snapshot(page, 'licensee-dialog');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await toast(page, messages.licenseeCreated);
  await expect(page.getByRole('gridcell', { name: name })).toBeVisible();
  await snapshot(page, 'renters');

  // a month is billed when it is over: the licensee worked through last month, at this tariff
  const api = page.context().request;
  const licensee = ((await (await api.get('/api/renters')).json()).licensees as { id: number; name: string }[]).find(
    (item) => item.name === name,
  ) as { id: number; name: string; pointIds: number[] } & Record<string, unknown>;
  const { id, points: _points, tariff: _tariff, tariffs, ...fields } = licensee;
  expect(
    (
      await api.post('/api/renters/edit', {
        data: { operationId: crypto.randomUUID(), id, ...fields, startsOn: '2026-01-01' },
      })
    ).status(),
  ).toBe(200);
  const tariff = { ...(tariffs as Record<string, unknown>[])[0], startsOn: '2026-01-01' };
  expect(
    (
      await api.post('/api/renters/tariff', { data: { operationId: crypto.randomUUID(), licenseeId: id, tariff } })
    ).status(),
  ).toBe(200);

  await page.goto('/spreadsheets/saas');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Выставить счёт' }).click({ timeout: 20_000 });
  await page.getByRole('dialog', { name: 'Выставить счёт?' }).getByRole('button', { name: 'Выставить' }).click();
  await toast(page, messages.licenseeInvoiced);
  await expect(row).toContainText('выставил admin');
  await snapshot(page, 'saas');

  await page.goto('/balance/trackbis');
  const balance = page.getByRole('row').filter({ hasText: name });
  await expect(balance).toContainText(/12\s000/);
  await balance.getByRole('button', { name: 'Оплата' }).click();
  await page
    .getByRole('dialog', { name: `Оплата: ${name}` })
    .getByRole('button', { name: 'Записать оплату' })
    .click();
  await toast(page, messages.licenseePaid);
  await expect(balance.getByRole('gridcell').nth(3)).toHaveText(/^0/);
  // the invoice and the payment, newest first, with what was owed after each
  await balance.getByRole('button', { name: 'Движения' }).click();
  const movements = page.getByRole('dialog', { name: `Движения: ${name}` });
  await expect(movements.getByRole('row')).toHaveCount(3);
  await snapshot(page, 'trackbis-movements');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'trackbis-phone');
});
