import type { Page } from '@playwright/test';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { seriousViolations } from './pages/axe';
import { saveWines } from './support/accounts';
import { expect, test } from './support/shared-accounts';
import { screenshotPath } from './pages/screenshots';

// WCAG 2.2 AA, checked by axe on every route of the route table, signed out, Free and Premium, in both
// themes and at desktop (1280) and phone (375) widths. To keep CI cheap each role runs two of the four
// theme × width pairs (every theme and every width is covered for every role, one page load per
// route), all in one browser context per role; the dialogs and result states get their own checks.

const PUBLIC_ROUTES = [
  '/',
  '/coming-soon',
  '/pricing',
  '/contact',
  '/help-centre',
  '/wine-education',
  '/privacy-policy',
  '/terms-of-service',
  '/age-verification',
  '/responsible-drinking',
  '/referral-program',
  '/checkout',
];
const SIGNED_IN_ROUTES = ['/dashboard', '/cellar', '/upload', '/winery-explorer', '/subscribe', '/subscription', '/settings'];

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;
type Width = keyof typeof WIDTHS;
type Theme = 'light' | 'dark';

async function scanRoutes(page: Page, routes: string[], theme: Theme, width: Width, role: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: theme });
  await page.setViewportSize(WIDTHS[width]);
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    // the page's lazy parts (charts, tabs) settle before the scan
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, `${role} ${theme} ${width} ${route}`)));
    if (width === 'phone') {
      const name = `a11y-${role}${route === '/' ? '-home' : route.replaceAll('/', '-')}`;
      await page.screenshot({ path: screenshotPath(name, 'mobile'), animations: 'disabled', fullPage: true });
    }
  }
  return found;
}

const PAIRS: [Theme, Width][] = [
  ['light', 'desktop'],
  ['dark', 'phone'],
];
const OTHER_PAIRS: [Theme, Width][] = [
  ['dark', 'desktop'],
  ['light', 'phone'],
];

test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed out', async ({ page }) => {
    const found: string[] = [];
    for (const [theme, width] of PAIRS) found.push(...(await scanRoutes(page, PUBLIC_ROUTES, theme, width, 'visitor')));
    expect(found).toEqual([]);
  });

  // the run's shared accounts (two saved wines for Free, four for Premium): these scans only read
  test.describe('Free', () => {
    test.use({ sharedAccount: 'free' });
    test('Free', async ({ page }) => {
      const found: string[] = [];
      for (const [theme, width] of OTHER_PAIRS)
        found.push(...(await scanRoutes(page, [...SIGNED_IN_ROUTES, '/pricing', '/checkout'], theme, width, 'free')));
      expect(found).toEqual([]);
    });
  });

  test.describe('Premium', () => {
    test.use({ sharedAccount: 'premium' });
    test('Premium', async ({ page }) => {
      const found: string[] = [];
      for (const [theme, width] of PAIRS) found.push(...(await scanRoutes(page, SIGNED_IN_ROUTES, theme, width, 'premium')));
      expect(found).toEqual([]);
    });
  });
});

for (const [theme, width] of PAIRS) {
  test(`dialogs and result states, ${theme} ${width}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(WIDTHS[width]);
    const dialogs = new AuthDialogs(page);
    const found: string[] = [];
    const scan = async (what: string) => found.push(...(await seriousViolations(page, `${theme} ${width} ${what}`)));

    await page.goto('/?signin=1');
    await expect(dialogs.signIn).toBeVisible();
    await scan('sign in');
    await page.goto('/?signup=1');
    await expect(dialogs.signUp).toBeVisible();
    await scan('sign up');

    // a new account's profile setup, both steps
    const account = await registerViaApi(page);
    await page.goto('/dashboard');
    await expect(dialogs.profileSetup).toBeVisible({ timeout: 15_000 });
    await scan('profile setup, age verification');
    await dialogs.passAgeVerification('1985-07-04');
    await scan('profile setup, preferences');
    await dialogs.profileButton('Complete Setup').click();
    await expect(dialogs.profileSetup).toBeHidden();

    // the Free tabs with their Premium note, and the recommendations grid
    for (const tab of ['Voice Search', 'Meal Pairing', 'Wine Menu Help']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await scan(`dashboard ${tab}`);
    }
    await page.getByRole('tab', { name: 'Text Search' }).click();
    await page.getByRole('textbox').first().fill('a bold red for a barbecue');
    await page.getByRole('button', { name: /Get Recommendations/ }).click();
    await expect(page.getByRole('heading', { name: 'Your Recommendations' })).toBeVisible({ timeout: 60_000 });
    await scan('recommendations grid');

    // the cellar limit modal: a Free member with three saved wines saves a fourth
    const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await saveWines(page.request, { accessToken }, 3);
    await page
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Cellar Limit Reached' })).toBeVisible();
    await scan('cellar limit modal');
    expect(found).toEqual([]);
  });
}
