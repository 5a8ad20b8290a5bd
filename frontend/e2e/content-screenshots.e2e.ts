import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PAGES, waitForContent, type ContentPageName } from './pages/content-pages';
import { HelpCentrePage } from './pages/help-centre-page';
import { PricingPage } from './pages/pricing-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { ShellPage } from './pages/shell-page';
import { WineGuidePage } from './pages/wine-guide-page';

// Full-page captures for visual review, beside the shell's in frontend/screenshots/ (taken with
// E2E_SCREENSHOTS=1). Each page first asserts what it shows, so a broken page fails here instead of
// being photographed. The pages of a viewport are one sweep in one browser context: a new context
// starts with an empty cache and loads the whole app again.
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

/** Opens a content page and asserts its title heading and that nothing failed to load. */
async function showsContentPage(page: Page, name: ContentPageName): Promise<void> {
  const shell = new ShellPage(page);
  await shell.goto(CONTENT_PAGES[name].path);
  await expect(shell.heading(CONTENT_PAGES[name].heading), `${name}'s heading`).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /failed|error/i }), `${name} failed to load`).toHaveCount(0);
}

async function capture(page: Page, name: string, viewportName: string): Promise<void> {
  await waitForContent(page);
  // From the top, so the sticky top bar is drawn where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewScreenshot(page, screenshotPath(name, viewportName), { fullPage: true, animations: 'disabled' });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`content screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    // at desktop width also: no content page logs an error to the console
    test(viewportName === 'desktop' ? 'every content page, without console errors' : 'every content page', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Signed out, the session refresh is expected to fail; the browser logs that response itself.
        if (message.type() === 'error' && !message.location().url.includes('/api/auth/')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      for (const name of Object.keys(CONTENT_PAGES) as ContentPageName[]) {
        await showsContentPage(page, name);
        await capture(page, name, viewportName);
      }
      if (viewportName === 'desktop') expect(errors, 'console errors on the content pages').toEqual([]);
    });

    test('wine-education states', async ({ page }) => {
      const guide = new WineGuidePage(page);
      await guide.goto();
      await guide.listItem('Barossa Valley').click();
      await expect(guide.listItem('Barossa Valley')).toHaveAttribute('aria-pressed', 'true');
      await expect(guide.main.getByRole('heading', { name: 'Barossa Valley', exact: true })).toBeVisible();
      await capture(page, 'wine-education-region', viewportName);
      await guide.tab('Grape Varieties').click();
      await guide.listItem('Shiraz').click();
      await expect(guide.tab('Grape Varieties')).toHaveAttribute('aria-selected', 'true');
      await expect(guide.main.getByRole('heading', { name: 'Shiraz', exact: true })).toBeVisible();
      await capture(page, 'wine-education-variety', viewportName);
      await guide.tab('Wine Basics').click();
      await expect(guide.tab('Wine Basics')).toHaveAttribute('aria-selected', 'true');
      await expect(guide.activePanel()).toBeVisible();
      await capture(page, 'wine-education-basics', viewportName);
    });

    test('help-centre states', async ({ page }) => {
      const help = new HelpCentrePage(page);
      await new ShellPage(page).goto('/help-centre');
      await expect(help.articleCount).toHaveText('17 articles');
      const question = /How much does Premium cost/;
      await page.getByRole('button', { name: question }).click();
      await expect(page.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
      await expect(help.answerOf(question)).toContainText('$4.99 a month or $49.99 a year');
      await capture(page, 'help-centre-open', viewportName);
      await help.search.fill('zzzz');
      await expect(help.noResults).toBeVisible();
      await expect(help.articleButtons()).toHaveCount(0);
      await capture(page, 'help-centre-no-results', viewportName);
    });

    test('pricing yearly', async ({ page }) => {
      const pricing = new PricingPage(page);
      await new ShellPage(page).goto('/pricing');
      await pricing.billingPeriod('Yearly').click();
      await expect(pricing.billingPeriod('Yearly')).toHaveAttribute('aria-pressed', 'true');
      await expect(pricing.premiumPlan).toContainText('$49.99per year');
      await capture(page, 'pricing-yearly', viewportName);
    });
  });
}

// Dark theme at desktop width, to review contrast and surfaces.
test.describe('content screenshots in the dark theme', () => {
  test.use({ viewport: VIEWPORTS.desktop, colorScheme: 'dark' });

  test('every content page', async ({ page }) => {
    for (const name of Object.keys(CONTENT_PAGES) as ContentPageName[]) {
      await showsContentPage(page, name);
      await expect(page.locator('html'), `${name} in the dark scheme`).toHaveClass(/\bdark\b/);
      await capture(page, name, 'dark');
    }
  });

  test('wine-education region', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.listItem('Barossa Valley').click();
    await expect(guide.main.getByRole('heading', { name: 'Barossa Valley', exact: true })).toBeVisible();
    await capture(page, 'wine-education-region', 'dark');
  });
});
