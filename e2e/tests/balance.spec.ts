import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
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

/** A partner point: its takings earn it 2.5 %, withdrawn from its own box to one of its people. */
test("a partner point's income is withdrawn from its box and received by the partner", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const name = `ППВЗ дохода ${suffix}`;
  const pointId = await pointWithTakings(page, name);
  const api = page.context().request;
  const edited = await api.post('/api/reference/points/edit', {
    data: { item: { id: pointId, name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: true } },
  });
  expect(edited.status()).toBe(200);
  const partner = { username: `partner${suffix}`, password: 'partner-password-1' };
  const scope = { allPoints: false, pointIds: [pointId], sortingCenterId: null, homePointId: pointId };
  expect((await api.post('/api/users/create-user', { data: { ...partner, role: 'PPVZ', scope } })).status()).toBe(200);
  // a hand-over after the point became a partner's: 2.5 % of 1 100 ₽ = 27,50 ₽
  const created = await api.post(goodsRoutes.create('purchase'), {
    data: {
      operationId: randomUUID(),
      row: { fromName: '+79135550102', dispatchPVZ: pointId, priceSite: 1000_00 },
      quantity: 1,
    },
  });
  const id = (await created.json()).rows[0].id as number;
  await api.post(goodsRoutes.toSortingCenter('purchase'), { data: { operationId: randomUUID(), ids: [id] } });
  await api.post(goodsRoutes.acceptScan, { data: { operationId: randomUUID(), pvzId: pointId, code: `1/${id}` } });
  await api.post(goodsRoutes.issue, {
    data: { operationId: randomUUID(), pvzId: pointId, ids: [id], outcome: 'cash' },
  });

  await page.goto('/balance');
  const income = page.getByRole('region', { name: 'Доход ППВЗ и менеджеров' });
  const row = income.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(/27,50\s₽/, { timeout: 20_000 });
  await row.getByRole('button', { name: 'Вывод дохода' }).click();
  const dialog = page.getByRole('dialog', { name: `Вывод дохода: ${name}` });
  await dialog.getByLabel('Сумма, ₽').fill('30');
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(dialog).toContainText(messages.incomeOverEarned);
  await dialog.getByLabel('Сумма, ₽').fill('27,50');
  // only the partner's own people are offered
  await dialog.getByRole('combobox', { name: 'Получатель' }).click();
  await expect(page.getByRole('option')).toHaveText([partner.username]);
  await page.getByRole('option', { name: partner.username }).click();
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();
  await toast(page, messages.incomeWithdrawalCreated);

  const request = page.getByRole('grid').last().getByRole('row').filter({ hasText: name });
  await expect(request).toContainText('Вывод дохода ППВЗ');
  await request.getByRole('button', { name: 'Выдать' }).click();
  await toast(page, messages.withdrawalHandedOver);
  await snapshot(page, 'balance-income');

  // the partner confirms receipt on their own device
  const partnerApi = await playwright.request.newContext({ baseURL });
  expect((await partnerApi.post('/api/public/login', { data: { ...partner, isForeignDevice: false } })).status()).toBe(
    200,
  );
  const { rows } = await (await partnerApi.get('/api/balance/withdrawals')).json();
  const mine = rows.find((withdrawal: { point: { id: number } }) => withdrawal.point.id === pointId).id as number;
  const received = await partnerApi.post('/api/balance/withdrawals/receive', {
    data: { operationId: randomUUID(), id: mine },
  });
  expect(received.status()).toBe(200);
  await partnerApi.dispose();
  await page.reload();
  // earned 27,50 ₽, withdrawn 27,50 ₽, nothing left
  await expect(row.getByRole('gridcell').nth(5)).toHaveText(/27,50\s₽/, { timeout: 20_000 });
  await expect(row.getByRole('gridcell').nth(7)).toHaveText(/^0\s₽$/);
  await expect(page.getByRole('grid').last().getByRole('row').filter({ hasText: name }).first()).toContainText(
    'Получено',
  );
});

/** A monthly payment in cash is paid once from the director's cash: the row shows it paid, «Оплатить» is gone. */
test('a monthly payment is added and paid once', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const name = `ПВЗ платежей ${Date.now() % 100_000}`;
  // the director collects 600 ₽ of the point's cash: that is what they pay with
  const pointId = await pointWithTakings(page, name);
  const api = page.context().request;
  const { recipients } = await (await api.get('/api/balance/withdrawals/recipients')).json();
  const me = recipients.find((recipient: { name: string }) => recipient.name === admin.username).id as number;
  const created = await api.post('/api/balance/withdrawals/create', {
    data: { operationId: randomUUID(), pvzId: pointId, payment: 'cash', amount: 600_00, recipientId: me, note: '' },
  });
  const withdrawal = (await created.json()).id as number;
  for (const step of ['hand-over', 'receive'])
    expect(
      (
        await api.post(`/api/balance/withdrawals/${step}`, { data: { operationId: randomUUID(), id: withdrawal } })
      ).status(),
    ).toBe(200);

  await page.goto('/payments/monthly-payments');
  await page.getByRole('button', { name: 'Добавить платёж' }).click({ timeout: 20_000 });
  const form = page.getByRole('dialog', { name: 'Новый ежемесячный платёж' });
  await form.getByRole('combobox', { name: 'ПВЗ' }).click();
  await page.getByRole('option', { name }).click();
  await form.getByLabel('Компания').fill(`Интернет ${name}`);
  await form.getByLabel('Сумма, ₽').fill('500');
  await form.getByLabel('Наличные').check();
  await form.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.monthlyTemplateCreated);

  const row = page.getByRole('row').filter({ hasText: `Интернет ${name}` });
  await row.getByRole('button', { name: 'Оплатить' }).click();
  const pay = page.getByRole('dialog', { name: /Оплатить 500\s₽\?/ });
  await expect(pay.getByRole('combobox', { name: 'Кто платит' })).toContainText(admin.username);
  await pay.getByRole('button', { name: /Оплатить 500\s₽$/ }).click();
  await toast(page, messages.monthlyPaid);
  await expect(row).toContainText(/Оплачено .*admin/);
  await expect(row.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  await snapshot(page, 'monthly-payments');
});
