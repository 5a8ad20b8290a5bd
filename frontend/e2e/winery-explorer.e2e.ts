import { expect, test } from './support/shared-accounts';
import { screenshotPath } from './pages/screenshots';
import { WineryExplorerPage } from './pages/winery-explorer-page';

test.describe('winery explorer', () => {
  // the run's shared Free account: exploring reads only
  test.use({ sharedAccount: 'free' });
  for (const [viewportName, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 800 }],
  ] as const) {
    test(`quick pick Barossa Valley lists Barossa wineries (${viewportName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const explorer = new WineryExplorerPage(page);
      await explorer.goto();
      await page.getByRole('button', { name: 'Barossa Valley', exact: true }).click();
      await expect(page.getByText(/^Found \d+ wineries$/)).toBeVisible();
      await expect(explorer.cards.first()).toContainText('Barossa Valley');
      // 'Not available' and 'Unknown' are never shown
      await expect(page.getByText('Not available')).toHaveCount(0);
      await page.screenshot({ path: screenshotPath('page-winery-explorer', viewportName), animations: 'disabled' });
    });
  }

  test('a search with no match offers Clear Search', async ({ page }) => {
    const explorer = new WineryExplorerPage(page);
    await explorer.goto();
    await explorer.search.fill('zzqqxx');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No wineries found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(explorer.search).toHaveValue('');
  });
});
