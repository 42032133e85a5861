import { messages } from '@pvz/contracts/messages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot, toast } from './helpers.js';

/**
 * «Оборудование ПВЗ»: the director adds a label printer at a point, moves it to another, marks it
 * «Требуется ремонт» and then «Неисправное», logs a repair that did not help with its cost, and
 * decommissions it with a reason; it is in the decommissioned list, and its label scanned opens its card.
 */
test('an item is added, moved, repaired, decommissioned and found again by its label', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const api = page.context().request;
  const [from, to] = [`ПВЗ Склад ${suffix}`, `ПВЗ Витрина ${suffix}`];
  for (const name of [from, to]) {
    const made = await api.post('/api/reference/points/create', {
      data: { item: { name, address: `${name}, Москва`, latitude: null, longitude: null, isPartner: false } },
    });
    expect(made.status()).toBe(200);
  }
  const name = `Принтер у кассы ${suffix}`;

  // added on the page's form
  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click({ timeout: 20_000 });
  const form = page.getByRole('dialog', { name: 'Новая запись' });
  await form.getByRole('combobox', { name: 'ПВЗ' }).click();
  await page.getByRole('option', { name: from, exact: true }).click();
  await form.getByLabel('Название').fill(name);
  await form.getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Принтер этикеток', exact: true }).click();
  await form.getByLabel('Серийный номер').fill(`XP-${suffix}`);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await toast(page, messages.equipmentCreated);
  await expect(form).toBeHidden();

  // moved to the other point, chosen in the list
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(from);
  await expect(row).toContainText('Исправное');
  await row.getByRole('checkbox').check();
  const chosen = page.getByRole('toolbar', { name: 'Действия с выбранным' });
  await expect(chosen).toContainText('Выбрано: 1');
  await chosen.getByRole('button', { name: 'Переместить' }).click();
  const move = page.getByRole('dialog', { name: 'Переместить' });
  await expect(move).toContainText(name);
  await move.getByRole('combobox', { name: 'На ПВЗ' }).click();
  await page.getByRole('option', { name: to, exact: true }).click();
  await move.getByLabel('Комментарий').fill('На выдачу');
  await move.getByRole('button', { name: 'Переместить' }).click();
  await toast(page, `Перемещено на «${to}»: 1`);
  await expect(row).toContainText(to);
  await expect(chosen).toBeHidden();
  await snapshot(page, 'equipment-register');

  // its card
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/equipment\/record\/\d+$/);
  const id = Number(/\/record\/(\d+)$/.exec(page.url())?.[1]);
  const heading = page.getByRole('heading', { name: new RegExp(`^ОБ-\\d{6,} «${name}»$`) });
  await expect(heading).toBeVisible();
  const inventoryNumber = (await heading.textContent())?.split(' ')[0] ?? '';
  const card = page.getByRole('region', { name: 'Карточка' });
  const actions = page.getByRole('toolbar', { name: 'Действия' });
  const history = page.getByRole('list', { name: 'История' });
  await expect(card).toContainText(to);

  for (const [state, note] of [
    ['Требуется ремонт', 'Печатает полосами'],
    ['Неисправное', 'Не включается'],
  ] as const) {
    await actions.getByRole('button', { name: 'Сменить статус' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сменить статус' });
    await dialog.getByRole('combobox', { name: 'Новый статус' }).click();
    await page.getByRole('option', { name: state, exact: true }).click();
    await expect(dialog.getByText('Управляющие получат уведомление.')).toBeVisible();
    await dialog.getByLabel('Комментарий').fill(note);
    await dialog.getByRole('button', { name: 'Сменить статус' }).click();
    await toast(page, 'Статус изменён');
    await expect(card.getByText(state, { exact: true })).toBeVisible();
  }
  await expect(history.getByText('Статус: «Требуется ремонт» → «Неисправное»')).toBeVisible();

  // a repair that did not make it work: the item stays «Неисправное»
  await actions.getByRole('button', { name: 'Ремонт' }).click();
  const repair = page.getByRole('dialog', { name: 'Ремонт' });
  await repair.getByLabel('Стоимость, ₽').fill('1 500,50');
  await repair.getByLabel('Что сделано').fill('Замена головки');
  await repair.getByRole('checkbox', { name: 'Исправно после ремонта' }).uncheck();
  await repair.getByRole('button', { name: 'Записать' }).click();
  await toast(page, messages.equipmentRepairSaved);
  await expect(history.getByText(/^Ремонт на 1\s500,50\s₽$/)).toBeVisible();
  await expect(card).toContainText(/1\s500,50\s₽/);
  await expect(card.getByText('Неисправное', { exact: true })).toBeVisible();
  await expect(history.getByText(`Перемещено: ${from} → ${to}`)).toBeVisible();
  await snapshot(page, 'equipment-card');

  // decommissioned: the dialog names the item and warns that it is final; a reason is asked first
  await actions.getByRole('button', { name: 'Списать' }).click();
  const end = page.getByRole('dialog', { name: 'Списать' });
  await expect(end).toContainText(`Выбрано: 1. ${inventoryNumber} «${name}»`);
  await expect(end).toContainText('Списание окончательно: вернуть запись в работу будет нельзя.');
  await end.getByRole('button', { name: 'Списать' }).click();
  await expect(end.getByText(messages.equipmentReasonRequired)).toBeVisible();
  await end.getByLabel('Причина списания').fill('Не подлежит ремонту');
  await end.getByRole('button', { name: 'Списать' }).click();
  await expect(end).toBeHidden();
  await expect(page.getByText('Списано: запись осталась в истории, изменить её нельзя.')).toBeVisible();
  await expect(actions).toBeHidden();
  await expect(card).toContainText('Не подлежит ремонту');

  // in the decommissioned list
  await page.getByRole('link', { name: '← К списку' }).click();
  await page.getByRole('tab', { name: 'Списанное' }).click();
  await expect(page).toHaveURL(/\/equipment\/decommissioned$/);
  const gone = page.getByRole('row').filter({ hasText: name });
  await expect(gone).toContainText(inventoryNumber);
  // when, why and by whom are the last columns, past the right edge of a desk screen: scrolled to
  // (the grid then drops the cells of the name on the left: the row is the item's own)
  await gone.hover();
  await page.mouse.wheel(2000, 0);
  const goneById = page.locator(`[role="row"][data-id="${id}"]`);
  await expect(goneById).toContainText('Не подлежит ремонту');
  await expect(goneById).toContainText(admin.username);
  await snapshot(page, 'equipment-decommissioned');

  // its label scanned (the URL its QR carries) opens its card, here on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  const scan = page.getByLabel('Штрихкод или QR-код');
  await scan.fill(`${new URL(page.url()).origin}/equipment/record/${id}`);
  await scan.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/equipment/record/${id}$`));
  await expect(heading).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Этикетка' })).toContainText(inventoryNumber);
  await snapshot(page, 'equipment-card-phone');
});
