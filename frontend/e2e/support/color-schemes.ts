import { expect, type Page } from '@playwright/test';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Runs the checks of the state the page is in once in each colour scheme, switched in the page (the
 * app follows the system colour scheme live), so a scheme costs a check rather than a second
 * browser context, account and page load. Leaves the page light.
 */
export async function inEachScheme(page: Page, check: (colorScheme: ColorScheme) => Promise<void>): Promise<void> {
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html'), `the page repaints in the ${colorScheme} scheme`).toHaveClass(
      new RegExp(`\\b${colorScheme}\\b`),
    );
    await check(colorScheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
