import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { pickupPath } from '@pvz/contracts/scan-codes';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, registerByApi, signInStaff, snapshot, toast } from './helpers.js';

/**
 * The counter's day: a purchase is created, sent to the sorting centre, accepted at the point by a
 * scan (the cell shown), then handed over to the client who shows their pickup QR; a refusal; and
 * scans made without a network that reach the server once, when it is back.
 */

/**
 * A keyboard-wedge scanner: the code's keys in one burst, then Enter. The keys are dispatched in the
 * page at once, because key presses sent from the test process arrive at uneven gaps on a busy machine.
 */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate((keys) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...keys, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

async function api(page: Page) {
  return page.context().request;
}

async function newPoint(page: Page, name: string): Promise<number> {
  const created = await (await api(page)).post('/api/reference/points/create', {
    data: { item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false } },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).item.id;
}

/** A registered client, signed in on their own request context (their phone is their pickup QR). */
async function clientWithPickupCode(
  baseURL: string,
  phone: string,
): Promise<{ token: string; caller: APIRequestContext }> {
  const caller = await request.newContext({ baseURL });
  const client = { phoneNumber: phone, fio: 'Мария Клиентова', password: 'client-password' };
  expect(await registerByApi(caller, client)).toBe(200);
  const login = await caller.post('/api/public/login-client', {
    data: { phoneNumber: phone, password: client.password, isForeignDevice: false },
  });
  expect(login.status()).toBe(200);
  const code = await caller.get(goodsRoutes.pickupCode);
  return { token: (await code.json()).token, caller };
}

/** A purchase at the sorting centre, made through the API (the UI way is the first journey's). */
async function sortedPurchase(page: Page, pointId: number, phone: string): Promise<number> {
  const caller = await api(page);
  const created = await caller.post(goodsRoutes.create('purchase'), {
    data: { operationId: randomUUID(), row: { fromName: phone, dispatchPVZ: pointId, priceSite: 500_00 }, quantity: 1 },
  });
  const id = (await created.json()).rows[0].id as number;
  await caller.post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  return id;
}

async function acceptedEvents(page: Page, id: number): Promise<number> {
  const record = await (await api(page)).get(`${goodsRoutes.record('purchase')}?id=${id}`);
  const { events } = await record.json();
  return events.filter((event: { type: string }) => event.type === 'accepted').length;
}

test.beforeEach(async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
});

test('a purchase goes from the table to the sorting centre, is accepted by a scan and handed over for cash', async ({
  page,
  baseURL,
}) => {
  const pointId = await newPoint(page, 'ПВЗ Журнал');
  const phone = '+79161234501';
  const { token } = await clientWithPickupCode(baseURL ?? '', phone);

  await page.goto(`/spreadsheets/our-ransom/${pointId}`);
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const form = page.getByRole('dialog', { name: /Новая запись/ });
  await form.getByLabel('Телефон клиента').fill(phone);
  await form.getByLabel('Стоимость сайт').fill('1000');
  await form.getByRole('button', { name: 'Создать' }).click();
  await toast(page, 'Запись создана');

  const link = page.getByRole('link', { name: /^Открыть запись \d+$/ }).first();
  const id = Number((await link.getAttribute('aria-label'))?.replace(/\D/g, ''));
  await page.getByRole('checkbox', { name: 'Выбрать строку' }).first().check();
  await page.getByRole('button', { name: 'На СЦ' }).click();
  await toast(page, messages.toSortingCenterDone);
  await snapshot(page, 'goods-table');

  await page.goto(`/acceptance?pvz=${pointId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приёмка' })).toBeVisible();
  await scan(page, `1/${id}`);
  await expect(page.getByTestId('accept-cell')).toHaveText('1');
  await expect(page.getByText(messages.accepted).first()).toBeVisible();
  await snapshot(page, 'goods-acceptance');

  // the client shows the pickup QR from the cabinet; staff scan it on the point's table
  await page.goto(`/spreadsheets/our-ransom/${pointId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, `${baseURL}${pickupPath(token)}`);
  await expect(page).toHaveURL(new RegExp(`/spreadsheets/our-ransom/${pointId}/${encodeURIComponent(phone)}/1$`));
  await expect(page.getByLabel('Ячейка')).toHaveText('1');
  // 1 000 ₽ + 10 % = 1 100 ₽ in cash
  await expect(page.getByText(/К оплате наличными: 1\s100\s₽/)).toBeVisible();
  await scan(page, `1/${id}`);
  await expect(page.getByRole('checkbox', { name: new RegExp(`1/${id}$`) })).toBeChecked();
  await snapshot(page, 'goods-issue');
  await page.getByRole('button', { name: 'Оплата наличными' }).click();
  await toast(page, messages.handedOver);

  const record = await (await api(page)).get(`${goodsRoutes.record('purchase')}?id=${id}`);
  // handed over: in no cell any more (the history keeps cell 1)
  expect((await record.json()).row).toMatchObject({ status: 'issued', additionally: 'cash', cell: null });
  await page.goto(`/spreadsheets/record/1/${id}`);
  await expect(page.getByRole('img', { name: 'Штрих-код' }).or(page.getByLabel('Штрих-код'))).toBeVisible();
  await snapshot(page, 'goods-record');

  // the director's home page shows the day: the cash taken (at least this hand-over), the month by day
  await page.goto('/admin/main');
  await expect(page.getByRole('region', { name: 'Посылки и доход по дням' })).toBeVisible();
  await snapshot(page, 'home-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'home-admin-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  const cash = page.getByRole('region', { name: 'Показатели' }).getByRole('link', { name: /^Наличные сегодня: / });
  const taken = Number((await cash.getAttribute('aria-label'))?.replace(/\D/g, ''));
  expect(taken).toBeGreaterThanOrEqual(1100);
  await cash.click();
  await expect(page).toHaveURL(/\/balance$/);
});

/** Two parcels of one client accepted at a new point; answers the point and the parcels' label codes. */
async function clientWithTwoParcels(page: Page, pointName: string, phone: string) {
  const pointId = await newPoint(page, pointName);
  const labels: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const id = await sortedPurchase(page, pointId, phone);
    const accepted = await (await api(page)).post(goodsRoutes.acceptScan, {
      data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` },
    });
    expect(accepted.status()).toBe(200);
    labels.push(`1/${id}`);
  }
  return { pointId, labels };
}

/**
 * The counter with the keyboard alone: four digits and Enter open the client, each parcel's label is
 * read into the focused scan field, Enter hands both over for cash, and the change is counted.
 * Keys (not counting the scanner's): 4 digits + Enter, Enter, then the sum given.
 */
async function serveByFourDigits(page: Page, phone: string, pointId: number, labels: readonly string[]) {
  await page.goto(`/spreadsheets/all-goods/${pointId}`);
  const field = page.getByRole('textbox', { name: 'Штрихкод или QR-код' });
  await expect(field).toBeFocused();
  await page.keyboard.type(phone.slice(-4));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/spreadsheets/all-goods/${pointId}/${encodeURIComponent(phone)}/1$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Выдача: / })).toBeVisible();
  await expect(field).toBeFocused();
  for (const label of labels) {
    await page.keyboard.type(label);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: new RegExp(`${label}$`) })).toBeChecked();
  }
  // 2 × 500 ₽ + 10 % = 1 100 ₽ in cash
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Итого за визит')).toContainText(/наличными 1\s100\s₽/);
  await expect(field).toBeFocused();
  // Tab on to the change calculator, past the camera button
  const given = page.getByRole('textbox', { name: 'Клиент дал, ₽' });
  for (
    let presses = 0;
    presses < 3 && !(await given.evaluate((input) => input === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(given).toBeFocused();
  await page.keyboard.type('2000');
  await expect(page.getByRole('status').filter({ hasText: 'Сдача' })).toHaveText(/Сдача: 900\s₽/);
}

test('a client is served by four digits with two parcels, for cash, with the keyboard alone', async ({ page }) => {
  const phone = '+79161234577';
  const { pointId, labels } = await clientWithTwoParcels(page, 'ПВЗ Четыре цифры', phone);
  await serveByFourDigits(page, phone, pointId, labels);
  await snapshot(page, 'counter-four-digits');
});

test('the same on a phone-sized screen: the page fits, the sum and outcomes stay at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = '+79161234588';
  const { pointId, labels } = await clientWithTwoParcels(page, 'ПВЗ Телефон', phone);
  await page.goto(`/spreadsheets/all-goods/${pointId}/${encodeURIComponent(phone)}/1`);
  const bar = page.getByRole('group', { name: 'Выдача' });
  await expect(bar).toContainText(/Сумма: 1\s100\s₽ наличными/);
  const box = await bar.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844 + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, 'counter-phone');
  await serveByFourDigits(page, phone, pointId, labels);
});

test('a parcel scanned at the wrong point names the point it is for', async ({ page }) => {
  const here = await newPoint(page, 'ПВЗ Здесь');
  await newPoint(page, 'ПВЗ Там');
  const there = (await (await api(page)).get('/api/reference/choices').then((answer) => answer.json())).points.find(
    (point: { name: string }) => point.name === 'ПВЗ Там',
  ).id as number;
  const id = await sortedPurchase(page, there, '+79161234599');
  await page.goto(`/acceptance?pvz=${here}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приёмка' })).toBeVisible();
  await scan(page, `1/${id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Товар не этого ПВЗ' })).toHaveText(
    'Товар не этого ПВЗ: он для «ПВЗ Там»',
  );
  await snapshot(page, 'acceptance-wrong-point');
});

test('a client refuses a parcel at the counter: the refusal fee is taken in cash', async ({ page }) => {
  const pointId = await newPoint(page, 'ПВЗ Отказов');
  const phone = '+79161234502';
  const id = await sortedPurchase(page, pointId, phone);
  const accepted = await (await api(page)).post(goodsRoutes.acceptScan, {
    data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` },
  });
  const { cell } = await accepted.json();

  await page.goto(`/spreadsheets/our-ransom/${pointId}/${encodeURIComponent(phone)}/${cell}`);
  await page.getByRole('checkbox', { name: new RegExp(`1/${id}$`) }).check();
  await page.getByRole('button', { name: 'Отказ клиент наличные' }).click();
  await page.getByRole('dialog', { name: 'Оформить отказ?' }).getByRole('button', { name: 'Оформить отказ' }).click();
  await toast(page, messages.refusalDone);

  const record = await (await api(page)).get(`${goodsRoutes.record('purchase')}?id=${id}`);
  expect((await record.json()).row).toMatchObject({
    status: 'refused',
    additionally: 'refusal-cash',
    amountFromClient: 100_00,
  });
});

test('scans made without a network wait in the browser and reach the server once when it is back', async ({
  page,
  context,
}) => {
  const pointId = await newPoint(page, 'ПВЗ Без связи');
  const first = await sortedPurchase(page, pointId, '+79161234503');
  const second = await sortedPurchase(page, pointId, '+79161234504');
  const third = await sortedPurchase(page, pointId, '+79161234505');

  await page.goto(`/acceptance?pvz=${pointId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приёмка' })).toBeVisible();

  // the first scan reaches the server, but its answer is lost on the way back
  await page.route(
    '**/api/goods/accept-scan',
    async (route) => {
      await route.fetch();
      await route.abort('failed');
    },
    { times: 1 },
  );
  await scan(page, `1/${first}`);
  await expect(page.getByRole('status', { name: 'ждут синхронизации: 1' })).toBeVisible();

  await context.setOffline(true);
  await scan(page, `1/${second}`);
  await scan(page, `1/${third}`);
  await expect(page.getByRole('status', { name: 'ждут синхронизации: 3' })).toBeVisible();
  await snapshot(page, 'goods-acceptance-offline');

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: /ждут синхронизации/ })).toHaveCount(0, { timeout: 20_000 });
  // the replay of the first scan got the first answer; each parcel was accepted once
  for (const id of [first, second, third]) expect(await acceptedEvents(page, id)).toBe(1);
  await expect(page.getByText('Принято: 3')).toBeVisible();
});
