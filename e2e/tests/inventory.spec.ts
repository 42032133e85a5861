import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/**
 * An inventory at a point: the operator scans what lies on the shelves, the count survives a reload,
 * and the check names the parcel that is missing and the one that belongs to another point.
 */

/** A keyboard-wedge scanner: the code's keys in one burst, then Enter (see goods.spec.ts). */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate((keys) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...keys, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

async function newPoint(page: Page, name: string): Promise<number> {
  const created = await page.context().request.post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).item.id;
}

/** A purchase accepted at its point, made through the API. */
async function acceptedPurchase(page: Page, pointId: number, phone: string): Promise<number> {
  const caller = page.context().request;
  const created = await caller.post(goodsRoutes.create('purchase'), {
    data: { operationId: randomUUID(), row: { fromName: phone, dispatchPVZ: pointId, priceSite: 500_00 }, quantity: 1 },
  });
  const id = (await created.json()).rows[0].id as number;
  await caller.post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  const accepted = await caller.post(goodsRoutes.acceptScan, {
    data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` },
  });
  expect(accepted.status()).toBe(200);
  return id;
}

/** The ID column of a report's list. */
function idsIn(page: Page, list: string) {
  return page.getByRole('grid', { name: list }).locator('[role="gridcell"][data-field="goodsId"]');
}

test.beforeEach(async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
});

test('an inventory with one missing parcel and one stranger survives a reload and is saved as a report', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const pointP = `ПВЗ Инвентаризация ${suffix}`;
  const pointQ = `ПВЗ Соседний ${suffix}`;
  const p = await newPoint(page, pointP);
  const q = await newPoint(page, pointQ);
  const onShelf = await acceptedPurchase(page, p, '+79161230001');
  const missing = await acceptedPurchase(page, p, '+79161230002');
  const stranger = await acceptedPurchase(page, q, '+79161230003');

  await page.goto('/spreadsheets/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Инвентаризация ПВЗ' })).toBeVisible();
  await page.getByRole('combobox', { name: 'ПВЗ' }).click();
  await page.getByRole('option', { name: pointP }).click();
  await expect(page).toHaveURL(new RegExp(`pvz=${p}`));
  await expect(page.getByRole('textbox', { name: 'Штрихкод или QR-код' })).toBeEnabled();

  await scan(page, `https://pvz.example/spreadsheets/record/1/${onShelf}`);
  await expect(page.getByText('Отсканировано: 1')).toBeVisible();
  await scan(page, `1/${stranger}`);
  await expect(page.getByText('Отсканировано: 2')).toBeVisible();
  await scan(page, `1/${onShelf}`);
  await expect(page.getByText(`Уже отсканирован: 1/${onShelf}`)).toBeVisible();
  await expect(page.getByText('Отсканировано: 2')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Отсканировано: 2')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Отсканированные товары' }).getByText(`1/${stranger}`)).toBeVisible();
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/inventory-scanning.png', fullPage: true });

  await page.getByRole('button', { name: 'Проверить' }).click();
  const lists = page.getByRole('tablist', { name: 'Списки отчёта' });
  await expect(lists.getByRole('tab', { name: 'Не хватает (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(idsIn(page, 'Не хватает')).toHaveText([String(missing)]);
  await expect(page.getByText('Отсканировано: 0')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/inventory-report.png', fullPage: true });

  await lists.getByRole('tab', { name: 'Чужой ПВЗ (1)' }).click();
  await expect(idsIn(page, 'Чужой ПВЗ')).toHaveText([String(stranger)]);
  await expect(page.getByRole('grid', { name: 'Чужой ПВЗ' }).getByRole('gridcell', { name: pointQ })).toBeVisible();

  const reports = page.getByRole('grid', { name: 'Отчёты инвентаризации' });
  await expect(reports.getByRole('row').filter({ hasText: pointP })).toHaveCount(1);
  await snapshot(page, 'goods-inventory');

  // the report opens again from the list after a reload
  await page.reload();
  await reports.getByRole('row').filter({ hasText: pointP }).click();
  await expect(page.getByRole('tab', { name: 'Не хватает (1)' })).toBeVisible();
});

test("the shop's inventory is its own page with its own reports", async ({ page }) => {
  await page.goto('/spreadsheets/inventory-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Инвентаризация магазина' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Отчёты инвентаризации' })).toBeVisible();
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/inventory-shop.png', fullPage: true });
});
