import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, signOut, snapshot, toast } from './helpers.js';

/** ADMIN sets up two points and an operator limited to one; the operator sees only what is theirs. */
test('a point operator limited to their point sees their menu and is refused another point', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);

  // two points; each starts with its cells
  await page.goto('/admin/pvz');
  const points: [string, string][] = [
    ['ПВЗ Мира', 'Мариуполь, пр. Мира, 1'],
    ['ПВЗ Ленина', 'Мариуполь, ул. Ленина, 2'],
  ];
  for (const [name, address] of points) {
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый ПВЗ' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Адрес' }).fill(address);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    // a new point says how many cells it got
    await toast(page, 'ПВЗ создан, ячеек: 500');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('500');
  }
  await snapshot(page, 'access-points');

  // five more cells at the first point
  await page.goto('/admin/cells');
  await page.getByRole('combobox', { name: 'ПВЗ' }).click();
  await page.getByRole('option', { name: 'ПВЗ Мира' }).click();
  await expect(page.getByText('Всего: 500')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить ячейки' }).click();
  await page.getByRole('textbox', { name: 'Сколько ячеек' }).fill('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Добавить' }).click();
  await toast(page, 'Добавлены ячейки 501–505');
  await expect(page.getByText('Всего: 505')).toBeVisible();
  const otherPointUrl = await (async () => {
    await page.getByRole('combobox', { name: 'ПВЗ' }).click();
    await page.getByRole('option', { name: 'ПВЗ Ленина' }).click();
    await expect(page).toHaveURL(/pvz=\d+/);
    return new URL(page.url()).pathname + new URL(page.url()).search;
  })();

  // an operator of the first point only
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый пользователь' });
  await dialog.getByLabel('Имя пользователя').fill('operator-mira');
  await dialog.getByLabel('Пароль').fill('operator-pass');
  await dialog.getByRole('combobox', { name: 'Роль' }).click();
  await page.getByRole('option', { name: 'Оператор ПВЗ' }).click();
  await dialog.getByRole('tab', { name: 'ПВЗ и СЦ' }).click();
  await dialog.getByRole('combobox', { name: 'ПВЗ пользователя' }).click();
  await page.getByRole('option', { name: 'ПВЗ Мира' }).click();
  await dialog.getByRole('combobox', { name: 'Домашний ПВЗ' }).click();
  await page.getByRole('option', { name: 'ПВЗ Мира' }).click();
  await snapshot(page, 'access-user-scope');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await toast(page, 'Пользователь успешно создан!');
  await expect(page.getByRole('row').filter({ hasText: 'operator-mira' })).toContainText('ПВЗ Мира');

  await page.getByRole('button', { name: 'Права operator-mira' }).click();
  const effective = page.getByRole('dialog', { name: 'Итоговые права: operator-mira' });
  await expect(effective).toContainText('ПВЗ: ПВЗ Мира');
  await snapshot(page, 'access-effective');
  await effective.getByRole('button', { name: 'Закрыть' }).click();
  await signOut(page);

  // the operator: their own home and menu
  await signInStaff(page, 'operator-mira', 'operator-pass');
  await expect(page).toHaveURL(/\/user\/main$/);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link')).toHaveText([
    'Главная',
    'Приёмка',
    'Выдача',
    'Товары клиентов',
    'Доставка по штрих-коду (QR)',
    'Магазин',
    'Приёмка коробок',
    'Возвраты',
    'Инвентаризация ПВЗ',
    'Истекает срок хранения',
    'Поиск по ID',
    'Баланс ПВЗ',
    'Авансовый отчёт',
    'Чат поддержки',
    'Задачи сотрудников',
    'Оборудование ПВЗ',
    'Автосклад',
    'Все подсказки',
    'Ячейки',
  ]);
  // the home page shows their point's day
  await expect(page.getByRole('region', { name: 'Показатели' }).getByText('В ячейках')).toBeVisible();
  await snapshot(page, 'access-operator-home');

  // their point's cells, read only
  await menu.getByRole('link', { name: 'Ячейки' }).click();
  await expect(page.getByText('Всего: 505')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить ячейки' })).toHaveCount(0);

  // another point's cells: refused by the gateway, said clearly
  await page.goto(otherPointUrl);
  await expect(page.getByRole('alert').filter({ hasText: 'У вас нет прав на просмотр этого ПВЗ!' })).toBeVisible();
  await snapshot(page, 'access-other-point-refused');

  // a page not in their role
  await page.goto('/admin/users');
  await expect(page.getByText('Нет доступа')).toBeVisible();
});

test('the change log shows what ADMIN changed', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: 'Что' }).click();
  await page.getByRole('option', { name: 'Пользователь' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Создание' }).first()).toContainText('admin');
  await page.getByRole('button', { name: 'Подробнее' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Стало');
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await snapshot(page, 'access-audit-entry');
});
