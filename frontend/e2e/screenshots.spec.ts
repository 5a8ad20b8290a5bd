import { test } from '@playwright/test';
import { screenshotPath } from './pages/screenshots';
import { ShellPage } from './pages/shell-page';

// Full-page captures for visual review, saved in frontend/screenshots/.
const PAGES = { landing: '/', pricing: '/pricing', 'help-centre': '/help-centre' };
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const [pageName, path] of Object.entries(PAGES)) {
      test(`${pageName}`, async ({ page }) => {
        await new ShellPage(page).goto(path);
        await page.screenshot({
          path: screenshotPath(pageName, viewportName),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}
