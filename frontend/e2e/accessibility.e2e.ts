import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PATHS = ['/', '/pricing', '/help-centre', '/privacy-policy'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of PATHS) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await new ShellPage(page).goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}

test('pages load without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // Signed out, the session refresh is expected to fail; the browser logs that response itself.
    if (message.type() === 'error' && !message.location().url.includes('/api/auth/')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const shell = new ShellPage(page);
  for (const path of PATHS) await shell.goto(path);
  expect(errors).toEqual([]);
});
