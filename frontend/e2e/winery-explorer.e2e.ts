import { expect, test } from './support/shared-accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
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
      await reviewScreenshot(page, screenshotPath('page-winery-explorer', viewportName), { animations: 'disabled' });
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

  test('the map leads to a region: Tasmania on the map lists Tasmanian wineries only, and the address keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const explorer = new WineryExplorerPage(page);
    await explorer.goto();
    const map = page.getByRole('group', { name: "Map of Australia's wine regions" });
    await expect(map.getByRole('link')).toHaveCount(34);
    await map.getByRole('link', { name: 'Tasmania', exact: true }).click();
    await expect(page).toHaveURL(/\?region=tasmania$/);
    await expect(page.getByText(/^Found \d+ wineries? in Tasmania$/)).toBeVisible();
    const shown = await explorer.cards.count();
    expect(shown).toBeGreaterThan(2);
    for (const card of await explorer.cards.all()) await expect(card).toContainText('Tasmania');
    // the marker now says how many were found
    await expect(map.getByRole('link', { name: new RegExp(`^Tasmania: ${shown} wineries found$`) })).toBeVisible();
    // a bookmark of the region opens it again
    await page.reload();
    await expect(page.getByText(/^Found \d+ wineries? in Tasmania$/)).toBeVisible({ timeout: 20_000 });
  });

  test('hours and fees appear only with their date and source; otherwise Check with the winery', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const explorer = new WineryExplorerPage(page);
    await explorer.goto();
    await page.getByRole('navigation', { name: 'Wine regions' }).getByRole('link', { name: 'Margaret River' }).click();
    await expect(page.getByText(/^Found \d+ wineries in Margaret River$/)).toBeVisible();
    const mossWood = explorer.cards.filter({ hasText: 'Moss Wood' });
    await expect(mossWood.getByRole('group', { name: 'Cellar door' })).toContainText('Cellar door: By appointment only');
    await expect(mossWood.getByRole('group', { name: 'Cellar door' })).toContainText(
      'Checked 1 November 2026 · Source: Producer website (mosswood.com.au)',
    );
    const leeuwin = explorer.cards.filter({ hasText: 'Leeuwin Estate' });
    const check = leeuwin.getByRole('link', { name: 'Check with the winery' });
    await expect(check).toHaveAttribute('href', /^https:\/\/.*leeuwinestate\.com\.au/);
    // every card either shows dated facts or sends people to the winery
    for (const card of await explorer.cards.all()) {
      await expect(card.getByRole('group', { name: 'Cellar door' })).toContainText(
        /Checked \d+ \w+ \d{4} · Source: |Check with the winery/,
      );
    }
    await expect(page.getByText('Not available')).toHaveCount(0);
    await mossWood.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, screenshotPath('page-winery-explorer-region', 'desktop'), {
      fullPage: true,
      animations: 'disabled',
    });
  });

  test('on a phone the regions open from the list, the results come into view and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const explorer = new WineryExplorerPage(page);
    await explorer.goto();
    await page.getByRole('button', { name: 'All wine regions' }).click();
    await page.getByRole('navigation', { name: 'Wine regions' }).getByRole('link', { name: 'Hunter Valley' }).click();
    const count = page.getByText(/^Found \d+ wineries in Hunter Valley$/);
    await expect(count).toBeInViewport();
    await expect(explorer.cards.first()).toContainText('Hunter Valley');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await reviewScreenshot(page, screenshotPath('page-winery-explorer-region', 'mobile'), { animations: 'disabled' });
    await page.getByRole('group', { name: "Map of Australia's wine regions" }).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, screenshotPath('page-winery-explorer-map', 'mobile'), { animations: 'disabled' });
  });
});
