import { smallTargets, tabTo } from './support/keyboard';
import { expect, test } from './support/shared-accounts';

// WCAG 2.2 2.5.8 on a phone: every interactive element on the key pages is at least 24 × 24 px, and
// the site menu (the phone's navigation) is a dialog that gives focus back to its button.
test.use({ viewport: { width: 375, height: 740 } });

test('signed out: the landing page, pricing and the site menu', async ({ page }) => {
  const found: string[] = [];
  for (const route of ['/', '/pricing']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    found.push(...(await smallTargets(page)).map((target) => `${route} ${target}`));
  }
  expect(found).toEqual([]);

  const open = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test.describe('signed in', () => {
  // reads only: the run's shared Free account
  test.use({ sharedAccount: 'free' });
  test('the dashboard, cellar and upload pages', async ({ page }) => {
    const found: string[] = [];
    for (const route of ['/dashboard', '/cellar', '/upload']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      found.push(...(await smallTargets(page)).map((target) => `${route} ${target}`));
    }
    expect(found).toEqual([]);
  });
});
