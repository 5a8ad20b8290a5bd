import { expect, test, type Page } from '@playwright/test';
import { CellarPage } from './pages/cellar-page';
import { publishPlan, registerMember, saveWines, SAMPLE_WINES } from './support/accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

async function capture(page: Page, name: string, viewportName: string): Promise<void> {
  await reviewScreenshot(page, screenshotPath(name, viewportName), { fullPage: true, animations: 'disabled' });
}

test('a Free user with three saved wines sees 3/3, removes one and sees 2/3', async ({ page }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 3);
  const cellar = new CellarPage(page);
  await cellar.goto();

  await expect(cellar.page.getByText('Free · 3/3')).toBeVisible();
  await expect(cellar.page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout');
  await expect(cellar.cards).toHaveCount(3);
  // newest first, each with its saved-date label
  await expect(cellar.cards.first()).toHaveAccessibleName(SAMPLE_WINES[2].wineName);
  await expect(cellar.cards.first()).toContainText('Saved Today');

  await cellar
    .card(SAMPLE_WINES[0].wineName)
    .getByRole('button', { name: `Remove ${SAMPLE_WINES[0].wineName}` })
    .click();
  await expect(cellar.toast('Wine Removed')).toBeVisible();
  await expect(cellar.page.getByText('Free · 2/3')).toBeVisible();
  await expect(cellar.cards).toHaveCount(2);

  // the tabs filter; Analytics asks a Free user to upgrade
  await cellar.show('Uploaded');
  await expect(cellar.page.getByText('No analysed bottles yet.', { exact: false })).toBeVisible();
  await cellar.show('Analytics');
  await expect(cellar.page.getByRole('heading', { name: 'Cellar Analytics is a Premium feature' })).toBeVisible();
});

test('an empty cellar shows the empty state with its two ways in', async ({ page }) => {
  await registerMember(page.request);
  const cellar = new CellarPage(page);
  await cellar.goto();
  await expect(page.getByRole('heading', { name: 'Your Cellar is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Recommendations' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Upload a Wine' })).toHaveAttribute('href', '/upload');
  await expect(page.getByText('Free · 0/3')).toBeVisible();
});

test('a failed removal says so and keeps the wine', async ({ page }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 1);
  const cellar = new CellarPage(page);
  await cellar.goto();
  await page.route('**/api/cellar/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { statusCode: 503, message: 'down' } })
      : route.fallback(),
  );
  await cellar
    .card(SAMPLE_WINES[0].wineName)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(cellar.toast('Error')).toContainText('Failed to remove wine. Please try again.');
  await expect(cellar.cards).toHaveCount(1);
});

test('a Premium user (made Premium by a real plan event) sees ∞ and the analytics charts', async ({ page }) => {
  const member = await registerMember(page.request);
  await publishPlan(member, 'premium');
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/cellar/analytics', { headers: { Authorization: `Bearer ${member.accessToken}` } });
      return res.status();
    })
    .toBe(200);
  await saveWines(page.request, member, 4);
  const cellar = new CellarPage(page);
  await cellar.goto();
  await expect(page.getByLabel('Premium plan: 4 saved wines, unlimited')).toHaveText('Premium · ∞');
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await cellar.show('Analytics');
  for (const title of ['Drinking readiness', 'Wine types', 'Regions', 'Value by type (catalogue prices)']) {
    await expect(page.getByRole('region', { name: title }).locator('svg').first()).toBeVisible();
  }
  await expect(page.getByRole('paragraph').filter({ hasText: 'Estimated value' })).toBeVisible();
  // $60-75, $120-140, $100-120, $20-25 → 67.5 + 130 + 110 + 22.5
  // the estimate card, and the bottles' cellar value (no purchase prices entered: the same estimate)
  await expect(page.getByText('$330', { exact: true }).first()).toBeVisible();
});

test('Export CSV downloads the cellar', async ({ page }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 2);
  const cellar = new CellarPage(page);
  await cellar.goto();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-cellar-\d{4}-\d{2}-\d{2}\.csv$/);
});

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`cellar screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('free, empty and premium analytics', async ({ page, browser }) => {
      // three accounts and a plan event on a machine shared with other suites
      test.setTimeout(120_000);
      const free = await registerMember(page.request);
      await saveWines(page.request, free, 3);
      const cellar = new CellarPage(page);
      await cellar.goto();
      await expect(cellar.cards).toHaveCount(3);
      await capture(page, 'cellar-free', viewportName);
      await cellar.show('Analytics');
      await capture(page, 'cellar-analytics-free', viewportName);

      const emptyContext = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const emptyPage = await emptyContext.newPage();
      await registerMember(emptyPage.request);
      const empty = new CellarPage(emptyPage);
      await empty.goto();
      await expect(emptyPage.getByRole('heading', { name: 'Your Cellar is Empty' })).toBeVisible();
      await capture(emptyPage, 'cellar-empty', viewportName);
      await emptyContext.close();

      const premiumContext = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const premiumPage = await premiumContext.newPage();
      const premium = await registerMember(premiumPage.request);
      await publishPlan(premium, 'premium');
      await expect
        .poll(async () =>
          (
            await premiumPage.request.get('/api/cellar/analytics', {
              headers: { Authorization: `Bearer ${premium.accessToken}` },
            })
          ).status(),
        )
        .toBe(200);
      await saveWines(premiumPage.request, premium, 4);
      const premiumCellar = new CellarPage(premiumPage);
      await premiumCellar.goto();
      await capture(premiumPage, 'cellar-premium', viewportName);
      await premiumCellar.show('Analytics');
      await expect(premiumPage.getByRole('region', { name: 'Regions' }).locator('svg').first()).toBeVisible();
      await premiumPage.waitForTimeout(500);
      await capture(premiumPage, 'cellar-analytics-premium', viewportName);
      await premiumContext.close();
    });
  });
}
