import type { Page, PageScreenshotOptions } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Captures for visual review go to frontend/screenshots/: Playwright empties test-results/ at the
// start of every run, which would delete them.
const SCREENSHOT_DIR = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/**
 * Review captures are for people looking at the screens, never asserted on: a full-page PNG costs
 * a second or more of a loaded CI machine, so they are taken only when E2E_SCREENSHOTS=1.
 */
export const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export function screenshotPath(name: string, viewportName: string): string {
  return `${SCREENSHOT_DIR}${name}-${viewportName}.png`;
}

/** Saves a capture of the page for review (frontend/screenshots/) when E2E_SCREENSHOTS=1; otherwise does nothing. */
export async function reviewScreenshot(
  page: Page,
  path: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (REVIEW_SCREENSHOTS) await page.screenshot({ ...options, path });
}
