import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, signOut, snapshot, toast } from './helpers.js';

/** A 1×1 PNG: a receipt photo the browser can show. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * «Авансовый отчёт»: the director tops up their cash, spends some with a receipt photo and gives some to a colleague; the colleague
 * sees it waiting (badge, balance to receive), confirms it, and holds the money.
 */
test('cash given to a colleague moves only when they confirm it', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const colleague = { username: `office${suffix}`, password: 'office-password-1' };
  const scope = { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null };
  const api = page.context().request;
  expect((await api.post('/api/users/create-user', { data: { ...colleague, role: 'OFFICE', scope } })).status()).toBe(
    200,
  );

  await page.goto('/advance-report');
  await page.getByRole('button', { name: 'Добавить запись' }).click({ timeout: 20_000 });
  let dialog = page.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
  await dialog.getByRole('radio', { name: 'Пополнение баланса' }).check();
  await dialog.getByLabel('Сумма, ₽').fill('10000');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.advanceCreated);

  // an expense with its receipt photo, seen again in the row's gallery
  await page.getByRole('button', { name: 'Добавить запись' }).click();
  dialog = page.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
  await dialog.getByRole('combobox', { name: 'Статья расхода' }).click();
  await page.getByRole('option', { name: 'Автомобили' }).click();
  await dialog.getByRole('combobox', { name: 'Компания' }).click();
  await page.getByRole('option', { name: 'W/O/Я start' }).click();
  await dialog.getByLabel('Сумма, ₽').fill('500');
  await dialog
    .getByLabel('Прикрепить чек')
    .setInputFiles({ name: 'чек.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(dialog.getByText('чек.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.advanceCreated);
  await page.getByRole('button', { name: '1', exact: true }).click();
  const gallery = page.getByRole('dialog', { name: 'Чеки' });
  await expect(gallery.getByRole('img', { name: 'Чек 1' })).toHaveJSProperty('naturalWidth', 1);
  await gallery.getByRole('button', { name: 'Закрыть' }).click();

  await page.getByRole('button', { name: 'Добавить запись' }).click();
  dialog = page.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
  await dialog.getByRole('radio', { name: 'Передача денежных средств' }).check();
  await dialog.getByRole('combobox', { name: 'Получатель' }).click();
  await page.getByRole('option', { name: colleague.username }).click();
  await dialog.getByLabel('Сумма, ₽').fill('4000');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.advanceCreated);
  await expect(page.getByRole('region', { name: 'Балансы' })).toContainText(/Передано, ждёт подтверждения: 4\s000\s₽/);
  await snapshot(page, 'advance-report');
  await signOut(page);

  await signInStaff(page, colleague.username, colleague.password);
  await page.goto('/advance-report');
  const balances = page.getByRole('region', { name: 'Балансы' });
  await expect(balances).toContainText(/К получению: 4\s000\s₽/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Получил' }).click();
  await toast(page, messages.advanceReceived);
  await expect(balances).toContainText(/4\s000\s₽/);
  await expect(balances).not.toContainText('К получению');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'advance-report-phone');
});

/**
 * «Загрузка выписки»: a bank statement whose last line repeats its first; the repeat is ticked in by
 * hand; the same file again finds every line imported.
 */
test('a statement is imported once, its repeated line as the director decides', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const api = page.context().request;
  const topUp = await api.post('/api/advance-report/create', {
    data: {
      operationId: crypto.randomUUID(),
      kind: 'top-up',
      payment: 'cashless',
      categoryId: null,
      companyId: null,
      pvzId: null,
      recipientId: null,
      amount: 50_000_00,
      note: '',
    },
  });
  expect(topUp.status()).toBe(200);
  const statement = readFileSync(
    path.join(import.meta.dirname, '..', '..', 'api-gateway', 'test', 'fixtures', 'statements', 'tbank.csv'),
  );
  const upload = () =>
    page
      .getByLabel('Выбрать файл выписки')
      .setInputFiles({ name: 'tbank.csv', mimeType: 'text/csv', buffer: statement });

  await page.goto('/advance-report/xlsx');
  await expect(page.getByRole('combobox', { name: 'Банк' })).toContainText('Расчётный счёт', { timeout: 20_000 });
  await upload();
  await expect(page.getByText('Новая: 3')).toBeVisible();
  await expect(page.getByText('Возможный дубль: 1')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Загрузить строку 5' }).check();
  await page.getByRole('combobox', { name: 'Статья для остальных списаний' }).click();
  await page.getByRole('option', { name: 'Расходники для ПВЗ' }).click();
  await snapshot(page, 'statement-preview');
  await page.getByRole('button', { name: 'Загрузить строк: 4' }).click();
  await toast(page, `${messages.statementImported}: строк 4, пропущено 0`);
  await expect(page.getByRole('grid').last()).toContainText('tbank.csv');

  await upload();
  await expect(page.getByText('Уже загружена: 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Загрузить строк: 0' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'statement-preview-phone');
});

/**
 * A month of the timesheet becomes the payroll («Заполнить таблицу»), and the director posts its pay
 * («Отчёт по выплате ЗП»): the row «Оплата ФОТ» appears in the advance report.
 */
test('a month of the timesheet becomes the payroll, and its pay is posted once', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const api = page.context().request;
  const suffix = Date.now() % 100_000;
  const point = await api.post('/api/reference/points/create', {
    data: {
      item: { name: `ПВЗ зарплаты ${suffix}`, address: 'Адрес', latitude: null, longitude: null, isPartner: false },
    },
  });
  const pvzId = (await point.json()).item.id as number;
  const hired = await api.post('/api/advance-report/employees/create', {
    data: {
      employee: {
        fullName: `Сотрудница ${suffix}`,
        job: 'Сотрудник ПВЗ',
        pvzId,
        company: 'W/O/Я start',
        bank: '',
        phone: '',
        paymentPerShift: 2400_00,
        hoursPerShift: 12,
        hiredOn: '2025-01-10',
        leftOn: null,
        userId: null,
      },
    },
  });
  const employeeId = (await hired.json()).employee.id as number;
  const month = monthStartOf(moscowDay());
  // three shifts of 12 hours at 200 ₽ an hour: 7 200 ₽
  const sheet = await api.post('/api/timesheet/save', {
    data: { month, cells: [1, 2, 3].map((day) => ({ employeeId, day, hours: 12 })) },
  });
  expect(sheet.status()).toBe(200);
  const topUp = await api.post('/api/advance-report/create', {
    data: {
      operationId: crypto.randomUUID(),
      kind: 'top-up',
      payment: 'cash',
      categoryId: null,
      companyId: null,
      pvzId: null,
      recipientId: null,
      amount: 20_000_00,
      note: '',
    },
  });
  expect(topUp.status()).toBe(200);

  await page.goto('/advance-report/payroll');
  await page.getByRole('button', { name: /Заполнить таблицу за/ }).click({ timeout: 20_000 });
  await toast(page, messages.payrollFilled);
  await expect(page.getByRole('row', { name: new RegExp(`Сотрудница ${suffix}`) })).toContainText('36');
  await page.getByRole('button', { name: 'Отчёт по выплате ЗП' }).click();
  const dialog = page.getByRole('dialog', { name: /Отчёт по выплате ЗП за/ });
  await expect(dialog).toContainText(`ПВЗ зарплаты ${suffix}`);
  await snapshot(page, 'payout-report');
  await dialog.getByRole('button', { name: /Провести 7\s200\s₽/ }).click();
  await toast(page, messages.payoutPosted);

  await page.goto('/advance-report');
  await expect(page.getByRole('row', { name: /Оплата ФОТ/ })).toContainText(/7\s200\s₽/, { timeout: 20_000 });
});
