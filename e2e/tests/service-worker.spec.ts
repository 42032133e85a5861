import { expect, test } from './fixtures.js';

test.use({ serviceWorkers: 'allow' });

test('the service worker at /sw.js takes the whole site and serves the shell offline', async ({ page, context }) => {
  await page.goto('/auth/login');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.goto('/auth/client/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await context.setOffline(false);
});
