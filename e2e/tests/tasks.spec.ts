import { messages } from '@pvz/contracts/messages';
import { formatMoscowDate, moscowDay } from '@pvz/contracts/moscow-time';
import { isoWeekday } from '@pvz/contracts/recurrence';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, signOut, snapshot, toast } from './helpers.js';

const weekdayShort = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/**
 * «Задачи сотрудников»: the director sets a weekly task, on today's weekday (Moscow time), for one
 * employee of a point; the employee finds it in «Мои задачи на сегодня» on their home page and ticks
 * it there; the director sees it done on the day.
 */
test('a weekly task is set for an employee, ticked on their home page and counted done', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const api = page.context().request;
  const point = await api.post('/api/reference/points/create', {
    data: {
      item: {
        name: `ПВЗ задач ${suffix}`,
        address: 'Москва, Садовая',
        latitude: null,
        longitude: null,
        isPartner: false,
      },
    },
  });
  expect(point.status()).toBe(200);
  const pointId = (await point.json()).item.id as number;
  const employee = { username: `pvz${suffix}`, password: 'pvz-password-1' };
  const scope = { allPoints: false, pointIds: [pointId], sortingCenterId: null, homePointId: pointId };
  expect((await api.post('/api/users/create-user', { data: { ...employee, role: 'PVZ', scope } })).status()).toBe(200);
  const title = `Протереть витрину ${suffix}`;
  const today = moscowDay();
  const weekday = weekdayShort[isoWeekday(today) - 1] as string;
  const todayText = formatMoscowDate(`${today}T12:00:00+03:00`);

  await page.goto('/tasks-employees');
  await page.getByRole('button', { name: 'Новая задача' }).click({ timeout: 20_000 });
  const form = page.getByRole('dialog', { name: 'Новая задача' });
  await form.getByLabel('Название').fill(title);
  await form.getByLabel('Описание').fill('Влажной тряпкой, стекло и полки');
  await form.getByRole('combobox', { name: 'Повтор' }).click();
  await page.getByRole('option', { name: 'Еженедельно' }).click();
  // a weekly task starts on its own weekday: today's, in Moscow
  await expect(form.getByRole('button', { name: weekday, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByText(`Еженедельно: ${weekday}`, { exact: true })).toBeVisible();
  await form.getByRole('radio', { name: 'Выбранные сотрудники' }).check();
  await form.getByRole('combobox', { name: 'Сотрудники' }).fill(employee.username);
  await page.getByRole('option', { name: employee.username, exact: true }).click();
  await form.getByRole('button', { name: 'Создать' }).click();
  await toast(page, messages.taskCreated);
  await expect(form).toBeHidden();
  const todays = page.getByRole('row').filter({ hasText: title }).filter({ hasText: todayText });
  await expect(todays).toContainText(`Еженедельно: ${weekday}`);
  await expect(todays).toContainText('Выбранные сотрудники');
  await expect(todays).toContainText('0 из 1');
  await snapshot(page, 'employee-tasks');
  await signOut(page);

  // the employee, on their home page
  await signInStaff(page, employee.username, employee.password);
  const mine = page.getByRole('region', { name: 'Мои задачи на сегодня' });
  await expect(mine.getByText(title, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(mine.getByText('Влажной тряпкой, стекло и полки')).toBeVisible();
  await mine.getByRole('button', { name: `Выполнено: ${title}` }).click();
  await toast(page, messages.taskDone);
  await expect(mine.getByText(/^Выполнено в \d{2}:\d{2}$/)).toBeVisible();
  await expect(mine.getByRole('button', { name: `Выполнено: ${title}` })).toHaveCount(0);
  await snapshot(page, 'my-tasks-today');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'my-tasks-today-phone');
  await signOut(page);

  // the director sees it done on its day
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/tasks-employees');
  await expect(todays).toContainText('1 из 1', { timeout: 20_000 });
  await todays.getByRole('button', { name: `Подробнее: ${title}` }).click();
  const detail = page.getByRole('dialog', { name: `${title} — ${todayText}` });
  const assignee = detail.getByRole('list', { name: 'Исполнители' }).getByRole('listitem');
  await expect(assignee).toContainText(employee.username);
  await expect(assignee).toContainText(/Выполнено \d{2}\.\d{2}\.\d{4}/);
  await expect(detail).toContainText('выполнено 1 из 1');
  await snapshot(page, 'employee-tasks-done');
  await page.setViewportSize({ width: 390, height: 844 });
  await detail.getByRole('button', { name: 'Закрыть' }).click();
  await expect(detail).toBeHidden();
  // on a phone the actions and the date come first; the counter is further right, past the edge
  await expect(todays.getByRole('button', { name: `Подробнее: ${title}` })).toBeVisible();
  await snapshot(page, 'employee-tasks-phone');
});
