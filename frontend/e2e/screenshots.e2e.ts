import { expect, test } from '@playwright/test';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { ShellPage } from './pages/shell-page';

// Full-page captures for visual review, saved in frontend/screenshots/.
// Each with the h1 it must show before it is captured.
const PAGES = {
  landing: { path: '/', heading: 'Your AI Sommelier for Australian Wine' },
  pricing: { path: '/pricing', heading: 'Choose Your Plan' },
  'help-centre': { path: '/help-centre', heading: 'Help Centre' },
};
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const [pageName, { path, heading }] of Object.entries(PAGES)) {
      test(`${pageName}`, async ({ page }) => {
        const shell = new ShellPage(page);
        await shell.goto(path);
        await expect(shell.heading(heading)).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await reviewScreenshot(page, screenshotPath(pageName, viewportName), { fullPage: true, animations: 'disabled' });
      });
    }
  });
}
