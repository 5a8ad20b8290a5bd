import { fileURLToPath } from 'node:url';

// Captures for visual review go to frontend/screenshots/: Playwright empties test-results/ at the
// start of every run, which would delete them.
const SCREENSHOT_DIR = fileURLToPath(new URL('../../screenshots/', import.meta.url));

export function screenshotPath(name: string, viewportName: string): string {
  return `${SCREENSHOT_DIR}${name}-${viewportName}.png`;
}
