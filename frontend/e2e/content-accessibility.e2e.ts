import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './pages/axe';
import { CONTENT_PAGES, waitForContent } from './pages/content-pages';
import { ShellPage } from './pages/shell-page';
import { WineGuidePage } from './pages/wine-guide-page';

// No serious or critical axe violations (pages/axe.ts). Every content page as it
// first loads is scanned by accessibility-matrix.e2e.ts (both themes, both widths); here are the
// states a visitor opens on them.
async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page, page.url())).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the wine guide with a region, a variety and the basics open', async ({ page }) => {
      const guide = new WineGuidePage(page);
      await guide.goto();
      await guide.listItem('Barossa Valley').click();
      await expect(guide.detailPanel('Barossa Valley')).toBeVisible();
      await expectNoSeriousViolations(page);
      await guide.tab('Grape Varieties').click();
      await guide.listItem('Pinot Gris').click();
      await expect(guide.detailPanel('Pinot Gris')).toBeVisible();
      await expectNoSeriousViolations(page);
      await guide.tab('Wine Basics').click();
      await expectNoSeriousViolations(page);
    });

    test('the help centre with answers open and with no results', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/help-centre');
      await page.getByRole('button', { name: /How do I get wine recommendations/ }).click();
      await page.getByRole('button', { name: /How much does Premium cost/ }).click();
      await expectNoSeriousViolations(page);
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzzz');
      await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('pricing with yearly billing and an FAQ answer open', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/pricing');
      await page
        .getByRole('group', { name: 'Billing period' })
        .getByRole('button', { name: /^Yearly/ })
        .click();
      await page.getByRole('button', { name: 'Can I get a refund?' }).click();
      await expectNoSeriousViolations(page);
    });
  });
}

test('content pages load without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Signed out, the session refresh is expected to fail; the browser logs that response itself.
    if (message.type() === 'error' && !message.location().url.includes('/api/auth/')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const shell = new ShellPage(page);
  for (const { path } of Object.values(CONTENT_PAGES)) {
    await shell.goto(path);
    await waitForContent(page);
  }
  expect(errors).toEqual([]);
});
