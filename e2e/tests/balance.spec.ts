import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { acceptCookies, admin, signInStaff, snapshot, toast } from './helpers.js';

/** A new point whose counter handed one parcel over for cash: 1 000 ₽ + 10 % = 1 100 ₽ in its cash box. */
async function pointWithTakings(page: Page, name: string): Promise<number> {
  const api = page.context().request;
  const point = await api.post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  const pointId = (await point.json()).item.id as number;
  const created = await api.post(goodsRoutes.create('purchase'), {
    data: {
      operationId: randomUUID(),
      row: { fromName: '+79135550101', dispatchPVZ: pointId, priceSite: 1000_00 },
      quantity: 1,
    },
  });
  const id = (await created.json()).rows[0].id as number;
  await api.post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  await api.post(goodsRoutes.acceptScan, { data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` } });
  const issued = await api.post(goodsRoutes.issue, {
    data: { operationId: randomUUID(), pvzId: pointId, ids: [id], outcome: 'cash' },
  });
  expect(issued.status()).toBe(200);
  return pointId;
}

/**
 * A day at a point in money: the cash a hand-over took is in the point's balance; a withdrawal is
 * requested, handed over at the point and received, and only then leaves the balance.
 */
test('the cash a point took is withdrawn: requested, handed over, received', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const name = `ПВЗ кассы ${Date.now() % 100_000}`;
  await pointWithTakings(page, name);

  await page.goto('/balance');
  const balances = page.getByRole('grid').first();
  const row = balances.getByRole('row').filter({ hasText: name });
  // the first visit loads the finance remote with its charts and pickers
  await expect(row).toContainText(/1\s100\s₽/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Поступления и выводы по месяцам' })).toBeVisible();
  await snapshot(page, 'balance');

  await page.getByRole('button', { name: 'Заявка на вывод' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на вывод средств' });
  await dialog.getByRole('combobox', { name: 'ПВЗ' }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByLabel('Сумма, ₽').fill('2000');
  await dialog.getByRole('combobox', { name: 'Получатель' }).click();
  await page.getByRole('option', { name: admin.username }).click();
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(dialog).toContainText(messages.withdrawalOverBalance);
  await dialog.getByLabel('Сумма, ₽').fill('500');
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();
  await toast(page, messages.withdrawalCreated);
  // reserved, still in the box: 600 ₽ available
  await expect(row).toContainText(/600\s₽/);

  const withdrawals = page.getByRole('grid').nth(1);
  const request = withdrawals.getByRole('row').filter({ hasText: name });
  await request.getByRole('button', { name: 'Выдать' }).click();
  await toast(page, messages.withdrawalHandedOver);
  await expect(request).toContainText('Выдано, ждёт получения');
  await request.getByRole('button', { name: 'Получил' }).click();
  await toast(page, messages.withdrawalReceived);
  await expect(request).toContainText('Получено');
  await expect(row.getByRole('gridcell').nth(1)).toHaveText(/600\s₽/);
  await snapshot(page, 'balance-withdrawn');

  // the moves behind the figure: the hand-over in, the withdrawal out
  await row.getByRole('gridcell').first().click();
  const moves = page.getByRole('dialog', { name: `Движения: ${name}` });
  await expect(moves).toContainText('Вывод средств');
  await expect(moves).toContainText('Выдача товара: наличные');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await snapshot(page, 'balance-phone');
});
