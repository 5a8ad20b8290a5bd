import { expect, type Page } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { screenshotPath, reviewScreenshot } from '../pages/screenshots';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * WCAG 2.2 AA for a dialog or result state as it stands: axe (serious and critical fail) in light
 * and dark at 1280 and 375 px, switching theme and width in the page (the app follows the system
 * colour scheme live), so the state costs no extra page load. A screenshot at 375 px in each theme
 * for looking at. The page is left at its first width and the light theme.
 */
export async function expectAccessibleEveryWay(page: Page, state: string): Promise<void> {
  const first = page.viewportSize();
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      // the page repaints in the new scheme before the scan
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      found.push(...(await seriousViolations(page, `${state}, ${theme} ${size.width}`)));
      if (size.name === 'mobile') {
        const name = `a11y-state-${state.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${theme}`;
        await reviewScreenshot(page, screenshotPath(name, size.name), { animations: 'disabled' });
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (first) await page.setViewportSize(first);
  expect(found).toEqual([]);
}
