import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInClientByApi, signInStaff, toast } from './helpers.js';

/**
 * Barcode delivery on a phone: a client picks a point and a marketplace, sees the % and the address
 * to order to, sends the picture of the pickup QR and sees it in the list; staff who dispatch
 * barcode deliveries find «Прикреплён новый штрих-код» in the bell.
 */

const phone = '+79127778899';
const password = 'secret-barcode';
const phoneScreen = { width: 390, height: 844 };
const orderAddress = 'г. Ростов-на-Дону, пр. Стачки, 25 (пункт приёма)';
/** a small PNG of a QR code, as a phone's screenshot of the marketplace's pickup code would be */
const qrPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEUAAABFCAYAAAAcjSspAAAAAklEQVR4AewaftIAAAINSURBVO3BQW4jSRDAQLLQ//8ydy4JeFBttKUVPJeKsD84/rI4Notjc/GFyqdVvEtlVAyVT6sYi2OzODYX36h4l8odlVExVO5UPKl4l8qdxbFZHJuLH1B5UvGkYqg8URkVT1SeVDxZHJvFsbn4RyqGyp2Kf2FxbBbH5uIXqYyKUXFHZVT8lsWxWRybix+o+ISKOyqj4l0Vn7A4Notjc/ENlU9TGRWfoPJpi2OzODb2B/+Ayisqfsvi2CyOzcUXKqNiqIyKoTIqhsqoeFIxVEbFK1RGxR2VUXFncWwWx+bii4qhMipeUXFH5V0qo2KoPFG5ozIqxuLYLI7NxRcqo2KovELlScVQGRVD5Y7KE5U7FUPlzuLYLI6N/cELVEbFE5VRMVTuVLxC5U7FHZU7FWNxbBbH5uJ/UHlS8QqVJxWjYqg8qRgqdxbHZnFsLl5U8S6VOxVD5RUqn7Y4Notjc/GFyqdVjIqh8oqKV6jcqXiyODaLY3PxjYp3qXxCxZOKOyqj4k7FncWxWRybix9QeVLxRGVUDJU7KqPijsqoeKIyKu4sjs3i2Fz8ooqhMiqGyh2VUXFH5RMWx2ZxbC5+kcodlXdVDJVRcadiqIyKsTg2i2Nz8QMVn1AxVEbFHZVR8aTiicqouLM4Notjc/ENlU9TGRVD5U7FE5U7FU9URsVYHJvFsbE/OP6yODaLY/MfkGADpn+GXD0AAAAASUVORK5CYII=',
  'base64',
);

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/s4-${name}.png`, fullPage: true });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaff(page, admin.username, admin.password);
  const point = await page.request.post('/api/reference/points/create', {
    data: { item: { name: 'ПВЗ Донецк', address: 'ул. Артёма, 1', latitude: null, longitude: null, isPartner: false } },
  });
  // 409: the point is there from an earlier run of this hook (a failed test restarts the worker)
  expect([200, 409]).toContain(point.status());
  const settings = await (await page.request.get('/api/settings/get-settings')).json();
  const saved = await page.request.post('/api/settings/edit-settings', {
    data: { settings: { ...settings, orderAddress } },
  });
  expect(saved.status()).toBe(200);
  await context.close();
});

/** The client of this file, signed in with the once-only questions answered. */
async function signInClient(page: Page) {
  await signInClientByApi(page, { phoneNumber: phone, fio: 'Пётр Штрихов', password });
}

test('a client sends a barcode picture from a phone and the dispatcher sees it in the bell', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(phoneScreen);
  await signInClient(page);
  await page.goto('/client/delivery');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Доставка по штрих-коду' })).toBeVisible();
  await page.getByRole('link', { name: 'Отправить штрих-код' }).click();
  await expect(page).toHaveURL(/\/client\/delivery\/main$/);

  await page.getByRole('combobox', { name: 'Пункт выдачи' }).click();
  await page.getByRole('option', { name: /ПВЗ Донецк/ }).click();
  await page.getByRole('combobox', { name: 'Маркетплейс' }).click();
  await page.getByRole('option', { name: 'Ozon' }).click();
  const terms = page.getByLabel('Условия доставки');
  await expect(terms).toContainText('10 %');
  await expect(terms).toContainText(orderAddress);
  await page
    .getByLabel('Картинка штрих-кода')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: qrPicture });
  await expect(page.getByRole('img', { name: 'Предпросмотр штрих-кода' })).toBeVisible();
  await shot(page, 'delivery-form');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await toast(page, 'Ваш заказ успешно оформлен!');
  await expect(page).toHaveURL(/\/client\/delivery$/);
  const list = page.getByRole('list', { name: 'Мои отправленные штрих-коды' });
  await expect(list.getByText('Ozon → ПВЗ Донецк')).toBeVisible();
  // the picture comes back from the gateway to its owner
  const thumbnail = list.getByRole('img', { name: /Штрих-код заказа/ });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'delivery-list');

  // the client's own bell: nothing for them, and push is in-app only here (no Firebase configured)
  await page.getByRole('button', { name: 'Уведомления' }).click();
  await expect(page.getByText('Уведомлений пока нет')).toBeVisible();
  await page.getByRole('button', { name: 'Подключить уведомления' }).click();
  await toast(page, 'Push-уведомления не настроены: уведомления видны только здесь');
  await shot(page, 'client-bell');

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInStaff(staffPage, admin.username, admin.password);
  await staffPage.waitForURL(/\/admin/);
  const bell = staffPage.getByRole('button', { name: /^Уведомления: \d+ новых$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = staffPage.getByRole('region', { name: 'Уведомления' });
  await expect(panel.getByText('Прикреплён новый штрих-код').first()).toBeVisible();
  await shot(staffPage, 'staff-bell');
  await panel.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(staffPage.getByRole('button', { name: 'Уведомления' })).toBeVisible();
  await staff.close();
});
