import { expect, test } from '@playwright/test';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/** «Маршрут»: the director plans a route through three points, the shortest order first, then by hand. */
test('a route is optimised and reordered by hand', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  const suffix = Date.now() % 100_000;
  const api = page.context().request;
  const names: string[] = [];
  for (const [name, longitude] of [
    [`Склад ${suffix}`, 37.5],
    [`Восток ${suffix}`, 37.8],
    [`Центр ${suffix}`, 37.6],
  ] as const) {
    const made = await api.post('/api/reference/points/create', {
      data: { item: { name, address: `${name}, Москва`, latitude: 55.75, longitude, isPartner: false } },
    });
    expect(made.status()).toBe(200);
    names.push(name);
  }
  const [start, east, centre] = names as [string, string, string];

  await page.goto('/itinerary');
  await page.getByLabel('Откуда').click({ timeout: 20_000 });
  await page.getByRole('option', { name: start }).click();
  await page.getByLabel('Остановки').click();
  await page.getByRole('option', { name: east }).click();
  await page.getByLabel('Остановки').click();
  await page.getByRole('option', { name: centre }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Оптимизировать' }).click();
  const order = page.getByRole('region', { name: 'Порядок остановок' });
  await expect(order.getByRole('row').nth(1)).toContainText(centre);
  await expect(page.getByText(/Всего: .* км, .* — кратчайший порядок/)).toBeVisible();
  await snapshot(page, 'itinerary');

  await order.getByRole('button', { name: `Ниже: ${centre}` }).click();
  await page.getByRole('button', { name: 'Пересчитать в этом порядке' }).click();
  await expect(order.getByRole('row').nth(1)).toContainText(east);
  await expect(page.getByText(/Всего: .* км/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'itinerary-phone');
});
