import { debtorsRoutes } from '@pvz/contracts/api/service-balances';
import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot, toast } from './helpers.js';

/**
 * A business customer's service rows: the pair is made from the form, one row's value corrected, the customer owes and sees it
 * on the public page of their link, then pays online; the fees land in the delivery and sorting
 * balances and in the month calendar.
 */
test('service rows → a debtor with a public page → paid → the balances and the calendar', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const customer = `ООО Поток ${Date.now() % 100_000}`;
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const phone = `+7912${digits}`;

  await page.goto('/spreadsheets/delivery');
  await page.getByRole('button', { name: 'Добавить' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Доставка и сортировка: новые строки' });
  await dialog.getByRole('combobox', { name: /Телефон заказчика/ }).fill(phone);
  await dialog.getByRole('textbox', { name: 'Заказчик', exact: true }).fill(customer);
  await dialog.getByLabel(/сортировка, ₽/).fill('10000');
  // a typo, corrected below
  await dialog.getByLabel(/доставка, ₽/).fill('4000');
  await expect(dialog).toContainText(/К оплате: 200\s₽/);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.serviceRowsCreated);
  const rows = page.getByRole('row').filter({ hasText: customer });
  await expect(rows).toHaveCount(2);
  await snapshot(page, 'delivery-rows');

  // the delivery row's value corrected: its fee follows
  const deliveryRow = rows.filter({ hasText: 'Доставка' });
  await deliveryRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: /«Доставка»: изменить$/ });
  await edit.getByLabel('Стоимость товаров, ₽').fill('5000');
  await expect(edit).toContainText(/К оплате: 100\s₽/);
  await snapshot(page, 'delivery-row-edit');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, messages.serviceRowEdited);
  await expect(deliveryRow).toContainText(/5\s000/);

  // owed: the debtors' list and the public page of the customer's link, without a login
  await page.goto('/payments/debtors');
  // the first visit of a finance page loads that remote with its charts
  await expect(page.getByRole('row').filter({ hasText: customer })).toContainText(/300\s₽/, { timeout: 20_000 });
  await snapshot(page, 'debtors');
  const answer = await page.context().request.get(`${debtorsRoutes.list}?q=${encodeURIComponent(customer)}`);
  const { link } = (await answer.json()).debtors[0] as { link: string };
  const stranger = await page.context().browser()?.newPage();
  if (!stranger) throw new Error('no browser');
  await stranger.goto(`/debtor/${link}`);
  await expect(stranger.getByRole('region', { name: 'Итого' })).toContainText(/300\s₽/);
  await snapshot(stranger, 'debtor-page');
  await stranger.goto(`/debtor/${link.slice(0, -2)}zz`);
  await expect(stranger.getByText(/не найдена|Not Found/i).first()).toBeVisible();
  await stranger.close();

  // paid online, both rows at once
  await page.goto('/spreadsheets/delivery');
  await page.getByRole('searchbox').fill(customer);
  await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(2);
  for (const row of await page.getByRole('row').filter({ hasText: customer }).all())
    await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Оплачено онлайн' }).click();
  await toast(page, messages.serviceRowsPaid);
  // the customer's rows owe nothing now
  await expect(page.getByLabel('Итого')).toContainText(/не оплачено 0\s₽/);

  await page.goto('/balance/delivery');
  await expect(page.getByRole('row').filter({ hasText: customer })).toContainText(/100\s₽/, { timeout: 20_000 });
  await page.goto('/balance/sort');
  await expect(page.getByRole('row').filter({ hasText: customer })).toContainText(/200\s₽/);
  await snapshot(page, 'sort-balance');
  await page.goto('/summary-tables/delivery');
  await expect(page.getByRole('region', { name: customer })).toContainText(/Д: 100\s₽/);
  await snapshot(page, 'delivery-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'delivery-summary-phone');
  await page.goto('/spreadsheets/delivery');
  await expect(page.getByRole('button', { name: 'Добавить' })).toBeVisible();
  await snapshot(page, 'delivery-rows-phone');
});
