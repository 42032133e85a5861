import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { boxRoutes } from '@pvz/contracts/api/boxes';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/**
 * Sorting → box → courier → box acceptance → parcel acceptance: a parcel at the sorting centre is
 * scanned into a box for its point, the courier scans the box twice, the point accepts the whole box
 * and the parcel is in cell 1.
 */

/** A keyboard-wedge scanner: the code's keys in one burst, then Enter (see goods.spec.ts). */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate((keys) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...keys, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

/** The scanner service drops a code read twice within 1.5 s (a double read); a real second scan comes later. */
async function againAfterDuplicateWindow(page: Page): Promise<void> {
  await page.waitForTimeout(1600);
}

async function newPoint(page: Page, name: string): Promise<number> {
  const created = await page.context().request.post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).item.id;
}

/** A purchase sent to the sorting centre, made through the API (the UI way is goods.spec's). */
async function sortedPurchase(page: Page, pointId: number, phone: string): Promise<number> {
  const caller = page.context().request;
  const created = await caller.post(goodsRoutes.create('purchase'), {
    data: { operationId: randomUUID(), row: { fromName: phone, dispatchPVZ: pointId, priceSite: 500_00 }, quantity: 1 },
  });
  const id = (await created.json()).rows[0].id as number;
  await caller.post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  return id;
}

test.beforeEach(async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
});

test('a parcel travels in a box: boxed at sorting, carried by the courier, accepted with the box at its point', async ({
  page,
  baseURL,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const p = await newPoint(page, `ПВЗ Коробки ${suffix}`);
  const q = await newPoint(page, `ПВЗ Чужой ${suffix}`);
  const parcel = await sortedPurchase(page, p, '+79161239001');
  const stranger = await sortedPurchase(page, q, '+79161239002');

  // sorting: open a box for P and scan the parcels
  await page.goto(`/spreadsheets/distribution?pvz=${p}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Распределение по коробкам' })).toBeVisible();
  await page.getByRole('button', { name: 'Открыть коробку' }).click();
  await expect(page).toHaveURL(/box=\d+/);
  const boxId = Number(new URL(page.url()).searchParams.get('box'));
  await expect(page.getByRole('figure', { name: 'Этикетка коробки' })).toBeVisible();
  await scan(page, `${baseURL}/spreadsheets/record/1/${parcel}`);
  await expect(page.getByRole('status').getByText(messages.parcelInBox)).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Товары в коробке' }).getByRole('link', { name: String(parcel) }),
  ).toBeVisible();
  await scan(page, `1/${stranger}`);
  await expect(page.getByRole('alert').filter({ hasText: messages.parcelOfOtherBoxPoint })).toBeVisible();
  await snapshot(page, 'boxes-distribution');
  await page.screenshot({ path: '/tmp/shots/boxes-distribution.png', fullPage: true });

  await page.getByRole('tab', { name: 'Ожидание отгрузки' }).click();
  await expect(page.getByRole('grid', { name: 'Коробки' }).getByRole('link', { name: String(boxId) })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/boxes-waiting.png', fullPage: true });

  // the courier scans the box label when taking it and when delivering it; a third scan is refused
  const label = `${baseURL}/box/${p}/${boxId}`;
  await page.getByRole('tab', { name: 'Сканировать' }).click();
  await expect(page.getByText(/Сканируйте этикетку коробки/)).toBeVisible();
  await scan(page, label);
  await expect(page.getByRole('status').getByText(messages.boxOnCourier, { exact: true })).toBeVisible();
  await againAfterDuplicateWindow(page);
  await scan(page, label);
  await expect(page.getByRole('status').getByText(messages.boxDelivered, { exact: true })).toBeVisible();
  await againAfterDuplicateWindow(page);
  await scan(page, label);
  await expect(page.getByRole('alert').filter({ hasText: messages.boxDeliveredAlready })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/boxes-courier.png', fullPage: true });
  await page.getByRole('tab', { name: 'Доставка' }).click();
  await expect(page.getByRole('region', { name: `ПВЗ Коробки ${suffix}` })).toContainText(
    `ПВЗ Коробки ${suffix}, адрес`,
  );
  await page.screenshot({ path: '/tmp/shots/boxes-delivery.png', fullPage: true });

  // the point accepts the whole box: the parcel takes cell 1
  await page.goto(`/acceptance-box?pvz=${p}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приёмка коробок' })).toBeVisible();
  await scan(page, label);
  await expect(page.getByText(messages.boxAccepted)).toBeVisible();
  const item = page.getByRole('listitem', { name: `Товар ${parcel}` });
  await expect(item.getByTestId('box-parcel-cell')).toHaveText('1');
  await expect(page.getByText('Всего товаров: 1')).toBeVisible();
  await snapshot(page, 'boxes-acceptance');
  await page.screenshot({ path: '/tmp/shots/boxes-acceptance.png', fullPage: true });
  await againAfterDuplicateWindow(page);
  await scan(page, label);
  await expect(page.getByRole('alert').filter({ hasText: messages.boxAcceptedEarlier })).toBeVisible();

  // the parcel is at the point: its own scan on /acceptance says it was accepted earlier, in cell 1
  await page.goto(`/acceptance?pvz=${p}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приёмка' })).toBeVisible();
  await scan(page, `1/${parcel}`);
  await expect(page.getByText(messages.acceptedEarlier).first()).toBeVisible();
  await expect(page.getByTestId('accept-cell')).toHaveText('1');
  const record = await page.context().request.get(`${goodsRoutes.record('purchase')}?id=${parcel}`);
  expect((await record.json()).row).toMatchObject({ status: 'at-point', cell: 1 });

  // the box page: its parcels and its history
  await page.goto(`/box/${p}/${boxId}`);
  await expect(page.getByRole('heading', { name: `Коробка №${boxId}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'История коробки' })).toContainText('Принята на ПВЗ');
  const api = await page.context().request.get(`${boxRoutes.record}?pvzNumber=${p}&id=${boxId}`);
  expect((await api.json()).box).toMatchObject({ status: 'accepted' });
  await page.screenshot({ path: '/tmp/shots/boxes-box-page.png', fullPage: true });
});
