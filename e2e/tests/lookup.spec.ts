import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/**
 * The search by ID, the client's card and the public order page: a purchase found by its id, its
 * label and the phone's last digits; the client's card; the client's link opened without a login.
 */

const PHONE = '+79267771234';

/** A scanner aimed at the page: the code's keys in one burst, then Enter (see goods.spec.ts). */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate((keys) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...keys, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

async function purchaseFor(page: Page, phone: string): Promise<{ id: number; clientLink: string }> {
  const caller = page.context().request;
  const point = await caller.post('/api/reference/points/create', {
    data: { item: { name: 'ПВЗ поиска', address: 'Поиск, 1', latitude: null, longitude: null, isPartner: false } },
  });
  expect(point.status()).toBe(200);
  const pointId = (await point.json()).item.id;
  const created = await caller.post(goodsRoutes.create('purchase'), {
    data: {
      operationId: randomUUID(),
      row: { fromName: phone, dispatchPVZ: pointId, priceSite: 1234_00, productName: 'Чайник' },
      quantity: 1,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).rows[0];
}

test('a purchase found by id, label and last digits; the client card; the public order page', async ({
  page,
  browser,
}) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const { id, clientLink } = await purchaseFor(page, PHONE);

  await page.goto('/find-by-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по ID' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'ID, этикетка, телефон или ссылка на заказ' });
  await expect(box).toBeFocused();
  await box.fill(String(id));
  await box.press('Enter');
  const found = page.getByRole('list', { name: 'Найдено' });
  await expect(found.getByRole('link', { name: new RegExp(`Товары клиентов, ID ${id}`) })).toBeVisible();
  await expect(found).toContainText(`Клиент ${PHONE}`);

  // a label scanned with the Russian layout on: "." for "/"
  await scan(page, `1.${id}`);
  await expect(box).toHaveValue(`1.${id}`);
  await expect(found.getByRole('link', { name: new RegExp(`ID ${id}`) })).toBeVisible();
  await snapshot(page, 'lookup-find-by-id');

  await box.fill('1234');
  await box.press('Enter');
  const client = found.getByRole('link', { name: new RegExp(`Клиент \\${PHONE}`) });
  await expect(client).toContainText('Товаров: 1');
  await client.click();

  await expect(page).toHaveURL(new RegExp(`/phone/\\${PHONE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Карточка клиента' })).toBeVisible();
  const parcels = page.getByRole('table', { name: 'Товары клиента' });
  await expect(parcels.getByRole('link', { name: String(id) })).toBeVisible();
  await expect(parcels).toContainText('Чайник');
  // 1 234 ₽ and the default 10 %
  await expect(page.getByRole('region', { name: 'Карточка клиента' })).toContainText('1 357,40 ₽');
  const publicLink = page.getByRole('region', { name: 'Карточка клиента' }).getByRole('link');
  await expect(publicLink).toHaveAttribute('href', `/spreadsheets/order/${clientLink}`);
  await snapshot(page, 'lookup-phone-card');

  // the client opens the link: no session at all
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/spreadsheets/order/${clientLink}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Ваши заказы' })).toBeVisible();
  const orders = anonymous.getByRole('list', { name: 'Заказы' });
  await expect(orders).toContainText('Чайник');
  await expect(orders).toContainText('ПВЗ поиска');
  // the client is shown what the counter will take in cash: 1 357,40 ₽ rounded to the 10 ₽ step
  await expect(anonymous.getByRole('region', { name: 'Итого' })).toContainText('1 360 ₽');
  await expect(anonymous.getByText(PHONE)).toHaveCount(0);
  await snapshot(anonymous, 'lookup-public-order');

  const tampered = clientLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await anonymous.goto(`/spreadsheets/order/${tampered}`);
  await expect(anonymous.getByText(`Page Not Found: /spreadsheets/order/${tampered}`)).toBeVisible();
  await expect(anonymous).toHaveURL(new RegExp(`/spreadsheets/order/${tampered}$`));
  await snapshot(anonymous, 'lookup-public-order-not-found');
  await visitor.close();
});
