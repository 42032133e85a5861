import { expect, test } from './fixtures.js';
import { acceptCookies, admin, selectOption, signInStaff, signOut, snapshot, submitNewUser, toast } from './helpers.js';

test('a wrong password is refused with the server message, and nothing opens', async ({ page }) => {
  await signInStaff(page, admin.username, 'not-the-password');
  await toast(page, 'Неверное имя пользователя или пароль');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await snapshot(page, 'staff-login-wrong-password');
});

test('the ADMIN signs in, sees the admin home, and manages users', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signInStaff(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/main$/);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, admin!' })).toBeVisible();
  await snapshot(page, 'admin-main');
  // the remote behind the menu is fetched while the user looks at the home page
  await expect.poll(() => requested).toContain('/mfe/admin/remoteEntry.js');

  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('gridcell', { name: 'admin', exact: true })).toBeVisible();

  // create, with the form's own checks first
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Новый пользователь' });
  await createDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(createDialog.getByText('Имя пользователя не должно быть пустым')).toBeVisible();
  await expect(createDialog.getByText('Пароль не может быть пустым')).toBeVisible();
  await createDialog.getByRole('button', { name: 'Отмена' }).click();
  // an operator works at a counter: the form asks for a point first
  const operatorDialog = await submitNewUser(page, 'operator1', 'operator-pass', 'Оператор ПВЗ');
  await expect(
    operatorDialog.getByText('Укажите ПВЗ: без него пользователь этой роли не сможет принимать и выдавать товары'),
  ).toBeVisible();
  await operatorDialog.getByLabel('Все ПВЗ').check();
  await operatorDialog.getByRole('button', { name: 'Создать' }).click();
  await toast(page, 'Пользователь успешно создан!');
  const row = page.getByRole('row').filter({ hasText: 'operator1' });
  await expect(row).toContainText('Оператор ПВЗ');
  await snapshot(page, 'admin-users-created');

  // a duplicate name is refused in the spec's words and the dialog keeps what was typed
  const duplicate = await submitNewUser(page, 'OPERATOR1', 'x', 'Курьер');
  await toast(page, 'Ошибка: пользователь с таким именем уже существует');
  await expect(duplicate.getByRole('alert')).toHaveText('Ошибка: пользователь с таким именем уже существует');
  await expect(duplicate.getByLabel('Имя пользователя')).toHaveValue('OPERATOR1');
  await snapshot(page, 'admin-users-duplicate');
  await duplicate.getByRole('button', { name: 'Отмена' }).click();

  // edit
  await page.getByRole('button', { name: 'Изменить operator1' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Изменить пользователя' });
  await editDialog.getByLabel('Имя пользователя').fill('operator2');
  await selectOption(page, editDialog.getByRole('combobox', { name: 'Роль' }), 'Курьер');
  await editDialog.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, 'Пользователь успешно обновлен!');
  await expect(page.getByRole('row').filter({ hasText: 'operator2' })).toContainText('Курьер');

  // delete, after a confirmation
  await page.getByRole('button', { name: 'Удалить operator2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить пользователя?' });
  await expect(confirm).toContainText('operator2');
  await snapshot(page, 'admin-users-delete-confirm');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await toast(page, 'Пользователь успешно удален!');
  await expect(page.getByRole('row').filter({ hasText: 'operator2' })).toHaveCount(0);

  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a staff user without the users page sees their own home and menu, and no access there', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/admin/users');
  await submitNewUser(page, 'courier7', 'courier-pass', 'Курьер');
  await toast(page, 'Пользователь успешно создан!');
  await signOut(page);

  await signInStaff(page, 'courier7', 'courier-pass');
  await expect(page).toHaveURL(/\/user\/main$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, courier7!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).not.toContainText('Пользователи');
  await page.goto('/admin/users');
  await expect(page.getByText('Нет доступа')).toBeVisible();
  await snapshot(page, 'user-no-access');
});
