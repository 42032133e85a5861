import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInClientByApi, signInStaff, toast } from './helpers.js';

/**
 * The cart on a phone: a client pastes a Wildberries and an Ozon link (served by the fake
 * marketplaces, e2e/fakes/marketplace-server.ts), picks a size and a point, sees the price with the
 * service and places the order; the purchases are then the client's. Also the guides, public and not.
 */

const phone = '+79125556677';
const password = 'secret-order';
const wbLink = 'https://www.wildberries.ru/catalog/178614735/detail.aspx';
const ozonShortLink = 'https://ozon.ru/t/Xy7Zq1';
const phoneScreen = { width: 390, height: 844 };

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/s3-${name}.png`, fullPage: true });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaff(page, admin.username, admin.password);
  const point = await page.request.post('/api/reference/points/create', {
    data: {
      item: { name: 'ПВЗ на Садовой', address: 'ул. Садовая, 12', latitude: null, longitude: null, isPartner: false },
    },
  });
  // 409: the point is there from an earlier run of this hook (a failed test restarts the worker)
  expect([200, 409]).toContain(point.status());
  const settings = await (await page.request.get('/api/settings/get-settings')).json();
  const saved = await page.request.post('/api/settings/edit-settings', {
    data: { settings: { ...settings, orderAddress: 'г. Ростов-на-Дону, пр. Стачки, 25 (пункт приёма)' } },
  });
  expect(saved.status()).toBe(200);
  await context.close();
});

/** The client of this file, signed in with the once-only questions answered. */
async function signInClient(page: Page) {
  await signInClientByApi(page, { phoneNumber: phone, fio: 'Ольга Заказова', password });
  await page.goto('/client/main');
  await acceptCookies(page);
}

test('a client fills the cart from two marketplaces on a phone and places the order', async ({ page }) => {
  await page.setViewportSize(phoneScreen);
  await signInClient(page);

  await page.goto('/client/order');
  await expect(page.getByRole('heading', { name: 'Оформить заказ' })).toBeVisible();
  await shot(page, 'order-ways');
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/client\/order\/accept-order$/);

  const linkField = page.getByLabel('Ссылка на товар');
  await linkField.fill(wbLink);
  await page.getByRole('button', { name: 'Добавить' }).click();
  const cart = page.getByRole('list', { name: 'Корзина' });
  await expect(cart.getByText('Befree / Футболка оверсайз из хлопка')).toBeVisible();
  await expect(cart.getByText(/Цена на сайте: 899\s₽/)).toBeVisible();

  await linkField.fill(ozonShortLink);
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(cart.getByText('Кроссовки Nike Air Zoom Pegasus 40')).toBeVisible();
  await expect(cart.getByText(/Цена на сайте: 8\s990\s₽/)).toBeVisible();

  await cart.getByRole('combobox', { name: 'Размер' }).click();
  await page.getByRole('option', { name: 'M (46-48)' }).click();
  await page.getByRole('combobox', { name: 'Пункт выдачи' }).click();
  await page.getByRole('option', { name: /ПВЗ на Садовой/ }).click();

  // 899 ₽ and 8 990 ₽ with the default 10 %: 988,90 ₽ + 9 889 ₽
  const total = page.getByRole('region', { name: 'Итого' });
  await expect(total).toContainText(/10\s877,90\s₽/);
  await expect(cart.getByText(/С услугой \(10 %\): 988,90\s₽/)).toBeVisible();
  await shot(page, 'cart');

  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await toast(page, 'Заказ оформлен! Следите за ним в разделе «Мои заказы»');
  await expect(page).toHaveURL(/\/client\/my-orders$/);
  await expect(page.getByText('Кроссовки Nike Air Zoom Pegasus 40')).toBeVisible();
  await shot(page, 'after-order');

  const orders = await (await page.request.get('/api/clients/my-orders')).json();
  const names = orders.blocks.flatMap((block: { parcels: { productName: string }[] }) =>
    block.parcels.map((parcel) => parcel.productName),
  );
  expect(names.sort()).toEqual([
    'Befree / Футболка оверсайз из хлопка, размер M',
    'Кроссовки Nike Air Zoom Pegasus 40',
  ]);
});

test('the guides: how to copy a link, how to order by oneself, and the public twin', async ({ page, browser }) => {
  await page.setViewportSize(phoneScreen);
  await signInClient(page);

  await page.goto('/client/order/info/ozon');
  await expect(page.getByRole('heading', { name: 'Как скопировать ссылку на товар с Ozon' })).toBeVisible();
  await shot(page, 'info-ozon');

  await page.goto('/client/order/independently');
  await page.getByRole('link', { name: 'Wildberries' }).click();
  await expect(page.getByRole('heading', { name: 'Как заказать на Wildberries самостоятельно' })).toBeVisible();
  await expect(page.getByText('г. Ростов-на-Дону, пр. Стачки, 25 (пункт приёма)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Отправить штрих-код' })).toHaveAttribute('href', '/client/delivery');
  await shot(page, 'independently-wb');

  await page.goto('/client/order/nothing-here');
  await expect(page.getByText('Page Not Found: /client/order/nothing-here')).toBeVisible();

  const visitor = await browser.newContext({ viewport: phoneScreen });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/order/independently/ym');
  await expect(
    publicPage.getByRole('heading', { name: 'Как заказать на Яндекс Маркете самостоятельно' }),
  ).toBeVisible();
  await expect(publicPage.getByRole('link', { name: 'Войти или зарегистрироваться' })).toBeVisible();
  await shot(publicPage, 'public-independently-ym');
  await visitor.close();
});
