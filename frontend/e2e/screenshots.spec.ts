import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

// Full-page captures for visual review, kept under test-results/screenshots/.
const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
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
          path: `${SCREENSHOT_DIR}${pageName}-${viewportName}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}
