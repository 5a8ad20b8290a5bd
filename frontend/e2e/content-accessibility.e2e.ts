import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './pages/axe';
import { ShellPage } from './pages/shell-page';
import { WineGuidePage } from './pages/wine-guide-page';
import { inEachScheme, type ColorScheme } from './support/color-schemes';

// No serious or critical axe violations (pages/axe.ts). Every content page as it
// first loads is scanned by accessibility-matrix.e2e.ts (both themes, both widths); here are the
// states a visitor opens on them. (That no content page logs an error is checked by the desktop
// sweep of content-screenshots.e2e.ts, which loads them all.)
async function expectNoSeriousViolations(page: Page, colorScheme: ColorScheme): Promise<void> {
  expect(await seriousViolations(page, `${page.url()} ${colorScheme}`)).toEqual([]);
}

// Each state is opened once and scanned in light, then dark (support/color-schemes.ts).
test.describe('light and dark themes', () => {
  test('the wine guide with a region, a variety and the basics open', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.listItem('Barossa Valley').click();
    await expect(guide.detailPanel('Barossa Valley')).toBeVisible();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
    await guide.tab('Grape Varieties').click();
    await guide.listItem('Pinot Gris').click();
    await expect(guide.detailPanel('Pinot Gris')).toBeVisible();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
    await guide.tab('Wine Basics').click();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
  });

  test('the help centre with answers open and with no results', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/help-centre');
    await page.getByRole('button', { name: /How do I get wine recommendations/ }).click();
    await page.getByRole('button', { name: /How much does Premium cost/ }).click();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
  });

  test('pricing with yearly billing and an FAQ answer open', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/pricing');
    await page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: /^Yearly/ })
      .click();
    await page.getByRole('button', { name: 'Can I get a refund?' }).click();
    await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, colorScheme));
  });
});
