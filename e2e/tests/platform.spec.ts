import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
  await snapshot(page, 'not-found');
});

test('a protected page sends an anonymous visitor to the login, and back after signing in', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Имя пользователя').fill(admin.username);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("a first visit gets the sign-in page's own entry, not the app; it opens the app after signing in", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((script) => script.startsWith('/sign-in/'))).toBe(true);

  // sent to sign in by the app, then reloaded: the light page still opens the page that asked
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  expect(scripts.at(-1)).toMatch(/^\/sign-in\//);
  await page.getByLabel('Имя пользователя').fill(admin.username);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
});

test('a remote whose manifest is unreachable breaks only its own pages, and "retry" brings it back', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/mfe/admin/mf-manifest.json', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  await page.goto('/admin/users');
  await expect(page.getByText('Раздел недоступен')).toBeVisible();
  await snapshot(page, 'remote-unreachable');

  // the rest of the app keeps working
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByRole('heading', { name: 'Здравствуйте, admin!' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Раздел недоступен')).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('button', { name: 'Добавить пользователя' })).toBeVisible();
});

test('the shared libraries exist once at runtime, all provided by the shell', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('button', { name: 'Добавить пользователя' })).toBeVisible();
  const loaded = await page.evaluate(() => {
    type Share = { from: string; loaded?: boolean };
    const scopes = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        for (const share of Object.values(versions)) {
          if (share.loaded) result[name] = [...(result[name] ?? []), share.from];
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    // MUI's components are bundled by each app; what they read from the shell's providers is shared
    '@mui/material/styles',
    '@mui/system',
    '@mui/system/DefaultPropsProvider',
    '@emotion/react',
    'notistack',
    'react-redux',
    '@pvz/api-client/base-api',
    // the router's context, in the module that names the parts the apps use
    '@pvz/ui/router',
  ]) {
    expect({ name, providers: [...new Set(loaded[name])] }).toEqual({ name, providers: ['shell'] });
  }
});

test('the colour scheme switch is remembered', async ({ page }) => {
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, admin!' })).toBeVisible();
  // a menu opened while the home page is still settling may be closed by its re-render: open it again
  await expect(async () => {
    await page.getByRole('button', { name: 'Оформление' }).click();
    await page.getByRole('menuitem', { name: 'Тёмная тема' }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await snapshot(page, 'admin-main-dark');
});

test('the cookie banner asks until signing in answers it; "clear cookies" signs out and opens the login after 2 s', async ({
  page,
  context,
}) => {
  // asked on the login page; signing in is the answer, so it never covers a working screen
  await page.goto('/auth/login');
  await expect(page.getByRole('region', { name: 'Использование cookie' })).toBeVisible();
  await snapshot(page, 'cookie-banner');
  await signInStaff(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, admin!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Использование cookie' })).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('cookiesAccepted');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Здравствуйте, admin!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Использование cookie' })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('something', 'kept by the app'));
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Очистить cookie' }).click();
  const clickedAt = Date.now();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 5000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);

  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(['cookiesAccepted']);
  const accepted = cookies[0];
  expect((accepted?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(await page.evaluate(() => localStorage.getItem('something'))).toBeNull();
  await page.goto('/admin/main');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the OpenAPI description is served at /api/docs to signed-in staff', async ({ page }) => {
  expect((await page.request.get('/api/docs/json')).status()).toBe(401);
  await signInStaff(page, admin.username, admin.password);
  await page.goto('/api/docs');
  await expect(page.getByText('/api/public/login').first()).toBeVisible();
  await snapshot(page, 'api-docs');
});
