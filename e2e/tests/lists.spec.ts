import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/**
 * The chronicles, working lists and turnover: rows made through the API are found in the purchase
 * chronicle by the filter bar, exported as the xlsx the server streams (opened and read here), and
 * every working list page opens with its title.
 */

async function newPoint(page: Page, name: string): Promise<number> {
  const created = await page.context().request.post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).item.id;
}

async function purchases(page: Page, pointId: number, phone: string, quantity: number): Promise<number[]> {
  const created = await page.context().request.post(goodsRoutes.create('purchase'), {
    data: { operationId: randomUUID(), row: { fromName: phone, dispatchPVZ: pointId, priceSite: 700_00 }, quantity },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).rows.map((row: { id: number }) => row.id);
}

test.beforeEach(async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
});

test('a chronicle filtered by phone is exported as xlsx with exactly its rows', async ({ page }) => {
  const pointId = await newPoint(page, `ПВЗ хроники ${Date.now() % 100000}`);
  const phone = `+7913${String(Date.now()).slice(-7)}`;
  const ids = await purchases(page, pointId, phone, 3);

  await page.goto('/spreadsheets/all-data');
  await expect(page.getByRole('heading', { level: 1, name: findPage('goods-all-data').title })).toBeVisible();
  await page.getByRole('region', { name: 'Фильтры хроники' }).getByLabel('Телефон клиента').fill(phone);
  const grid = page.getByRole('grid');
  for (const id of ids)
    await expect(grid.getByRole('link', { name: `Открыть запись ${id}`, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Итого' })).toContainText(/2\s100/);
  await snapshot(page, 'lists-chronicle');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать xlsx' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [header, ...data] = rows;
  expect(header).toEqual(expect.arrayContaining(['ID', 'Телефон клиента', 'Стоимость сайт']));
  expect(data.map((row) => row[0]).sort()).toEqual([...ids].sort());
  const phoneAt = header?.indexOf('Телефон клиента') ?? -1;
  expect(data.every((row) => row[phoneAt] === phone)).toBe(true);
});

const listPages: [PageKey, string][] = [
  ['goods-processing', '/spreadsheets/processing'],
  ['goods-waiting', '/spreadsheets/waiting'],
  ['goods-expired', '/spreadsheets/expired'],
  ['goods-deleted', '/spreadsheets/deleted'],
  ['goods-all-data-cl', '/spreadsheets/all-data-cl'],
  ['goods-all-data-shop', '/spreadsheets/all-data-shop'],
  ['goods-turnover', '/balance/table'],
];

test('every working list, the other chronicles and the turnover open with their grids', async ({ page }) => {
  const pointId = await newPoint(page, `ПВЗ списков ${Date.now() % 100000}`);
  const [fresh] = await purchases(page, pointId, `+7914${String(Date.now()).slice(-7)}`, 1);
  for (const [key, path] of listPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: findPage(key).title })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await snapshot(page, `lists-${key}`);
  }
  // a purchase not ordered yet waits for processing
  await page.goto('/spreadsheets/processing');
  await expect(
    page.getByRole('grid').getByRole('link', { name: `Открыть запись ${fresh}`, exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Доставка по штрих-коду (QR)' }).click();
  await expect(page.getByRole('grid').getByRole('link', { name: `Открыть запись ${fresh}`, exact: true })).toBeHidden();

  await page.goto('/spreadsheets/shop/info?choose');
  // the shop's own link, not the menu's list of the other kinds
  await page.locator('a[href="/spreadsheets/shop/expired"]').click();
  await expect(page).toHaveURL(/\/spreadsheets\/shop\/expired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Магазин: истекает срок хранения' })).toBeVisible();
  await snapshot(page, 'lists-shop-expired');
});
