import { grantablePages, linkOf } from '@pvz/contracts/pages';
import { expect, test } from './fixtures.js';
import { acceptCookies, admin, signInStaff, snapshot } from './helpers.js';

/** Every page ADMIN can grant opens from the menu, shows its title and its content, and no error. */
test('ADMIN opens every catalogue page from the menu', async ({ page }) => {
  // one walk through every page (about forty), a few seconds each
  test.setTimeout(grantablePages.length * 6_000);
  await signInStaff(page, admin.username, admin.password);
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/admin\/main$/);

  const navigation = page.getByRole('navigation');
  for (const catalogued of grantablePages) {
    await navigation.getByRole('link', { name: catalogued.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${linkOf(catalogued)}$`));
    await expect(page.getByRole('heading', { level: 1, name: catalogued.title })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    // an info hint («Выберите ПВЗ.») is fine; an error alert is not
    await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
    await snapshot(page, `page-${catalogued.key}`);
  }
});
