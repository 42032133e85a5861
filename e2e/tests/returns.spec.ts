import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { returnsRoutes } from '@pvz/contracts/api/returns';
import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot, toast } from './helpers.js';

/**
 * A refused parcel's way back: a purchase accepted at a point by a scan and refused by the client at
 * the counter, then marked «Отправлено» and «Проверено» with the refund on the returns list; another
 * refusal packed into a return box whose act is printed.
 */

/** A keyboard-wedge scanner: the code's keys in one burst, then Enter (as goods.spec.ts does it). */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate((keys) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...keys, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

const api = (page: Page) => page.context().request;

async function newPoint(page: Page, name: string): Promise<number> {
  const created = await api(page).post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).item.id;
}

async function ozonId(page: Page): Promise<number> {
  const choices = await (await api(page).get('/api/reference/choices')).json();
  return choices.marketplaces.find((marketplace: { name: string }) => marketplace.name === 'Ozon').id;
}

/** An Ozon purchase at the sorting centre, made through the API. */
async function sortedPurchase(page: Page, pointId: number, phone: string, productName: string): Promise<number> {
  const created = await api(page).post(goodsRoutes.create('purchase'), {
    data: {
      operationId: randomUUID(),
      row: { fromName: phone, dispatchPVZ: pointId, priceSite: 800_00, productName, marketplace: await ozonId(page) },
      quantity: 1,
    },
  });
  expect(created.status()).toBe(200);
  const id = (await created.json()).rows[0].id as number;
  await api(page).post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  return id;
}

test.beforeEach(async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
});

test('a client refusal is shipped back, then verified with the refund; the row shows both stamps', async ({ page }) => {
  const pointId = await newPoint(page, 'ПВЗ Возвратов');
  const phone = '+79161234601';
  const id = await sortedPurchase(page, pointId, phone, 'Пальто возвратное');

  await page.goto(`/acceptance?pvz=${pointId}`);
  await expect(page.getByRole('textbox', { name: 'Штрихкод или QR-код' })).toBeEnabled();
  await scan(page, `1/${id}`);
  const cell = page.getByTestId('accept-cell');
  await expect(cell).toHaveText(/\d+/);
  const cellNumber = (await cell.textContent())?.trim();

  await page.goto(`/spreadsheets/our-ransom/${pointId}/${encodeURIComponent(phone)}/${cellNumber}`);
  await page.getByRole('checkbox', { name: new RegExp(`1/${id}$`) }).check();
  await page.getByRole('button', { name: 'Отказ клиент наличные' }).click();
  await page.getByRole('dialog', { name: 'Оформить отказ?' }).getByRole('button', { name: 'Оформить отказ' }).click();
  await toast(page, messages.refusalDone);

  await page.goto('/spreadsheets/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Возвраты' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Пальто возвратное' });
  await expect(row).toContainText('Отказ клиент наличные');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Отправлено', exact: true }).click();
  await page.getByRole('dialog', { name: 'Отправлено' }).getByRole('button', { name: 'Отправлено' }).click();
  await toast(page, messages.returnsShipped);
  await expect(row).toContainText('admin');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Проверено', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Проверено: суммы возврата' });
  const amount = dialog.getByRole('textbox', { name: `Сумма возврата ${id}` });
  await expect(amount).toHaveValue('800');
  await amount.fill('750,50');
  await dialog.getByRole('button', { name: 'Проверено' }).click();
  await toast(page, messages.returnsVerified);

  await expect(row).toContainText('750,50 ₽');
  const cells = await row.getByRole('gridcell').allTextContents();
  // both stamps: a Moscow date and who, for «Отправлено» and for «Проверено»
  expect(cells.filter((text) => /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/.test(text)).length).toBeGreaterThanOrEqual(3);
  expect(cells.filter((text) => text === 'admin')).toHaveLength(2);
  await page.screenshot({ path: '/tmp/shots/refunds.png', fullPage: true });
  await snapshot(page, 'refunds');

  const stored = await (await api(page).get(`${goodsRoutes.record('purchase')}?id=${id}`)).json();
  expect(stored.events.map((event: { type: string }) => event.type)).toEqual(
    expect.arrayContaining(['return-shipped', 'return-verified']),
  );
});

test('a refusal is packed into an Ozon return box and the return act is formed', async ({ page }) => {
  const pointId = await newPoint(page, 'ПВЗ Коробок возврата');
  const id = await sortedPurchase(page, pointId, '+79161234602', 'Шарф возвратный');
  await api(page).post(goodsRoutes.acceptScan, {
    data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` },
  });
  const issued = await api(page).post(goodsRoutes.issue, {
    data: { operationId: randomUUID(), pvzId: pointId, ids: [id], outcome: 'defect' },
  });
  expect(issued.status()).toBe(200);

  await page.goto('/spreadsheets/refunds/distribution');
  await expect(page.getByRole('heading', { level: 1, name: 'Распределение возвратов' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Маркетплейс' }).click();
  await page.getByRole('option', { name: 'Ozon' }).click();
  await page.getByRole('button', { name: 'Открыть коробку' }).click();
  await toast(page, messages.returnBoxOpened);
  await expect(page.getByRole('heading', { name: /Коробка № \d+ — Ozon/ })).toBeVisible();
  await scan(page, `1/${id}`);
  await expect(page.getByRole('table', { name: 'Товары в коробке' })).toContainText('Шарф возвратный');
  await page.screenshot({ path: '/tmp/shots/refunds-distribution-box.png', fullPage: true });

  await page.getByRole('button', { name: 'Закрыть и сформировать акт' }).click();
  await page.getByRole('dialog', { name: 'Закрыть коробку' }).getByRole('button', { name: 'Сформировать акт' }).click();
  const act = page.getByRole('document', { name: /Акт возврата № \d+/ });
  await expect(act).toContainText('Маркетплейс: Ozon');
  await expect(act).toContainText('Итого товаров: 1');
  await expect(act).toContainText('Отказ брак');
  await page.screenshot({ path: '/tmp/shots/refunds-distribution-act.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '/tmp/shots/refunds-act-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const list = await (await api(page).get(`${returnsRoutes.list}?page=0&pageSize=10&pvzId=${pointId}`)).json();
  expect(list.rows[0]).toMatchObject({ id, shipped: { by: 'admin' } });

  await page.goto('/spreadsheets/refunds/woya');
  await expect(page.getByRole('heading', { level: 1, name: 'Возвраты ПВЗ маркетплейсов' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Wildberries' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/refunds-woya.png', fullPage: true });
});
