import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, signOut, snapshot } from './helpers.js';

/**
 * Routes: the dispatcher plans a route from a sorting centre through three points, the shortest order
 * first, then by hand, and saves it for a courier; the courier drives it on a phone, scanning the box
 * of a point and marking stops; the dispatcher sees the progress.
 */
test('a route is optimised, saved and driven by a courier on a phone', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const api = page.context().request;
  const centre = `СЦ ${suffix}`;
  expect(
    (
      await api.post('/api/reference/sorting-centers/create', {
        data: { item: { name: centre, address: 'Москва, Запад', latitude: 55.75, longitude: 37.5 } },
      })
    ).status(),
  ).toBe(200);
  const points: Record<string, number> = {};
  for (const [name, longitude] of [
    [`Восток ${suffix}`, 37.8],
    [`Центр ${suffix}`, 37.6],
    [`Середина ${suffix}`, 37.7],
  ] as const) {
    const made = await api.post('/api/reference/points/create', {
      data: { item: { name, address: `${name}, Москва`, latitude: 55.75, longitude, isPartner: false } },
    });
    expect(made.status()).toBe(200);
    points[name] = (await made.json()).item.id;
  }
  const [east, middle, centreName] = [`Восток ${suffix}`, `Середина ${suffix}`, `Центр ${suffix}`];
  const box = await api.post('/api/boxes/open', {
    data: { operationId: randomUUID(), pvzId: points[centreName], type: 'standard', pieces: 1 },
  });
  expect(box.status()).toBe(200);
  const boxId = (await box.json()).box.id as number;
  const courier = { username: `courier${suffix}`, password: 'courier-password-1' };
  const scope = { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null };
  expect((await api.post('/api/users/create-user', { data: { ...courier, role: 'COURIER', scope } })).status()).toBe(
    200,
  );

  await page.goto('/itinerary');
  await page.getByLabel('Откуда').click({ timeout: 20_000 });
  await page.getByRole('option', { name: `СЦ · ${centre}` }).click();
  for (const name of [east, centreName, middle]) {
    await page.getByLabel('Остановки').click();
    await page.getByRole('option', { name: `ПВЗ · ${name}` }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Оптимизировать' }).click();
  const order = page.getByRole('region', { name: 'Порядок остановок' });
  await expect(order.getByRole('row').nth(1)).toContainText(centreName);
  // its box waits there
  await expect(order.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('1');
  await expect(page.getByText(/Всего: .* км, .* — кратчайший порядок/)).toBeVisible();

  // by hand: the middle one first, then saved for the courier
  await order.getByRole('button', { name: `Ниже: ПВЗ · ${centreName}` }).click();
  await page.getByRole('button', { name: 'Пересчитать в этом порядке' }).click();
  await expect(order.getByRole('row').nth(1)).toContainText(middle);
  const assign = page.getByRole('region', { name: 'Назначение маршрута' });
  await assign.getByLabel('Курьер').click();
  await page.getByRole('option', { name: courier.username }).click();
  await assign.getByRole('button', { name: 'Сохранить маршрут' }).click();
  await expect(assign.getByText(`Маршрут сохранён: ${courier.username}`)).toBeVisible();
  await snapshot(page, 'itinerary');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'itinerary-phone');
  await signOut(page);

  // the courier, on a phone
  await signInStaff(page, courier.username, courier.password);
  await page.goto('/itinerary/delivery');
  const stop = page.getByRole('article', { name: `Остановка 2: ${centreName}` });
  await expect(stop.getByText(`Коробка №${boxId} — На сортировке`)).toBeVisible({ timeout: 20_000 });
  const label = `https://darom.pro/box/${points[centreName]}/${boxId}`;
  const scan = page.getByLabel('Штрихкод или QR-код');
  await scan.fill(label);
  await scan.press('Enter');
  await expect(page.getByText(`На курьере: коробка №${boxId}`)).toBeVisible();
  await expect(stop.getByText(`Коробка №${boxId} — На курьере`)).toBeVisible();

  const first = page.getByRole('article', { name: `Остановка 1: ${middle}` });
  await expect(first.getByRole('link', { name: 'Открыть в навигаторе' })).toHaveAttribute('href', /yandex\.ru\/maps/);
  await first.getByRole('button', { name: 'Не выполнено' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Причина/).fill('Закрыто, на двери объявление');
  await dialog.getByRole('button', { name: 'Отметить невыполненной' }).click();
  await expect(first.getByText('Причина: Закрыто, на двери объявление')).toBeVisible();

  await scan.fill(label);
  await scan.press('Enter');
  await expect(page.getByText(`Доставлено: коробка №${boxId}`)).toBeVisible();
  await stop.getByRole('button', { name: 'Выполнено', exact: true }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Отметить выполненной' }).click();
  await expect(page.getByText('Отмечено 2 из 3')).toBeVisible();
  await expect(page.getByRole('article', { name: `Остановка 3: ${east}` }).getByText('Следующая')).toBeVisible();
  await snapshot(page, 'courier-route-phone');
  await signOut(page);

  // the dispatcher follows the day
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/delivery');
  const card = page.getByRole('article', { name: new RegExp(`: ${courier.username}$`) });
  await expect(card.getByText('Отмечено 2 из 3')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Не выполнено: 1')).toBeVisible();
  await expect(card.getByText(/Закрыто, на двери объявление/)).toBeVisible();
  await snapshot(page, 'dispatch');
});
