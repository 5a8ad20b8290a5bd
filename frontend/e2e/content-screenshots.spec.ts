import { test, type Page } from '@playwright/test';
import { CONTENT_PAGES, waitForContent, type ContentPageName } from './pages/content-pages';
import { screenshotPath } from './pages/screenshots';
import { ShellPage } from './pages/shell-page';
import { WineGuidePage } from './pages/wine-guide-page';

// Full-page captures for visual review, beside the shell's in frontend/screenshots/.
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

async function capture(page: Page, name: string, viewportName: string): Promise<void> {
  await waitForContent(page);
  // From the top, so the sticky top bar is drawn where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name, viewportName), fullPage: true, animations: 'disabled' });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`content screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const name of Object.keys(CONTENT_PAGES) as ContentPageName[]) {
      test(name, async ({ page }) => {
        await new ShellPage(page).goto(CONTENT_PAGES[name].path);
        await capture(page, name, viewportName);
      });
    }

    test('wine-education states', async ({ page }) => {
      const guide = new WineGuidePage(page);
      await guide.goto();
      await guide.listItem('Barossa Valley').click();
      await capture(page, 'wine-education-region', viewportName);
      await guide.tab('Grape Varieties').click();
      await guide.listItem('Shiraz').click();
      await capture(page, 'wine-education-variety', viewportName);
      await guide.tab('Wine Basics').click();
      await capture(page, 'wine-education-basics', viewportName);
    });

    test('help-centre states', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/help-centre');
      await page.getByRole('button', { name: /How much does Premium cost/ }).click();
      await capture(page, 'help-centre-open', viewportName);
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzzz');
      await capture(page, 'help-centre-no-results', viewportName);
    });

    test('pricing yearly', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/pricing');
      await page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: /^Yearly/ }).click();
      await capture(page, 'pricing-yearly', viewportName);
    });
  });
}

// Dark theme at desktop width, to review contrast and surfaces.
test.describe('content screenshots in the dark theme', () => {
  test.use({ viewport: VIEWPORTS.desktop, colorScheme: 'dark' });

  for (const name of Object.keys(CONTENT_PAGES) as ContentPageName[]) {
    test(name, async ({ page }) => {
      await new ShellPage(page).goto(CONTENT_PAGES[name].path);
      await capture(page, name, 'dark');
    });
  }

  test('wine-education region', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.listItem('Barossa Valley').click();
    await capture(page, 'wine-education-region', 'dark');
  });
});
