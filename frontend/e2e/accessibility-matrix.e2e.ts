import type { Locator, Page } from '@playwright/test';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { seriousViolations } from './pages/axe';
import { saveWines } from './support/accounts';
import { expect, test } from './support/shared-accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

// WCAG 2.2 AA, checked by axe on every route of the route table, signed out, Free and Premium, in both
// themes and at desktop (1280) and phone (375) widths. To keep CI cheap each role runs two of the four
// theme × width pairs (every theme and every width is covered for every role, one page load per
// route for both pairs), all in one browser context per role; the dialogs and result states get their own
// check, in both pairs.

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

const PAIRS: [Theme, Width][] = [
  ['light', 'desktop'],
  ['dark', 'phone'],
];
const OTHER_PAIRS: [Theme, Width][] = [
  ['dark', 'desktop'],
  ['light', 'phone'],
];

/** Each route loaded once and scanned in each (theme, width) pair, switched in the page: the app follows
 * the system colour scheme live and lays out for the new width, so a pair costs a scan, not a load. */
async function scanRoutes(page: Page, routes: string[], pairs: [Theme, Width][], role: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await showPair(page, pairs[0]);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    // the page's lazy parts (charts, tabs) settle before the first scan
    await page.waitForLoadState('networkidle');
    for (const pair of pairs) {
      const [theme, width] = pair;
      await showPair(page, pair);
      // a layout the new width adds (the phone's drawer and cards) has loaded too
      await expect(page.locator('.MuiSkeleton-root'), `${role} ${theme} ${width} ${route} still loading`).toHaveCount(0);
      found.push(...(await seriousViolations(page, `${role} ${theme} ${width} ${route}`)));
      if (width === 'phone') {
        const name = `a11y-${role}${route === '/' ? '-home' : route.replaceAll('/', '-')}`;
        await reviewScreenshot(page, screenshotPath(name, 'mobile'), { animations: 'disabled', fullPage: true });
      }
    }
  }
  return found;
}

async function showPair(page: Page, [theme, width]: [Theme, Width]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.setViewportSize(WIDTHS[width]);
  // once a page is open it repaints in the new scheme before the scan
  if (page.url() !== 'about:blank') await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed out', async ({ page }) => {
    const found: string[] = [];
    found.push(...(await scanRoutes(page, PUBLIC_ROUTES, PAIRS, 'visitor')));
    expect(found).toEqual([]);
  });

  // the run's shared accounts (two saved wines for Free, four for Premium): these scans only read
  test.describe('Free', () => {
    test.use({ sharedAccount: 'free' });
    test('Free', async ({ page }) => {
      const found: string[] = [];
      found.push(...(await scanRoutes(page, [...SIGNED_IN_ROUTES, '/pricing', '/checkout'], OTHER_PAIRS, 'free')));
      expect(found).toEqual([]);
    });
  });

  test.describe('Premium', () => {
    test.use({ sharedAccount: 'premium' });
    test('Premium', async ({ page }) => {
      const found: string[] = [];
      found.push(...(await scanRoutes(page, SIGNED_IN_ROUTES, PAIRS, 'premium')));
      expect(found).toEqual([]);
    });
  });
});

// One account through the dialogs and result states, driven at the phone pair (where space is
// tightest); each state is scanned in both pairs, switched in the page, with what shows it
// asserted again in each.
test(`dialogs and result states, ${PAIRS.map((pair) => pair.join(' ')).join(' and ')}`, async ({ page }) => {
  test.setTimeout(180_000);
  const [desktop, phone] = PAIRS;
  const dialogs = new AuthDialogs(page);
  const found: string[] = [];
  const scan = async (what: string, shown: () => Promise<void>) => {
    for (const pair of [phone, desktop]) {
      await showPair(page, pair);
      await shown();
      found.push(...(await seriousViolations(page, `${pair.join(' ')} ${what}`)));
    }
    await showPair(page, phone);
  };
  const visible = (locator: Locator, what: string) => () => expect(locator, what).toBeVisible();

  await showPair(page, phone);
  await page.goto('/?signin=1');
  await expect(dialogs.signIn).toBeVisible();
  await scan('sign in', visible(dialogs.signIn, 'Sign In'));
  await page.goto('/?signup=1');
  await expect(dialogs.signUp).toBeVisible();
  await scan('sign up', visible(dialogs.signUp, 'Create Your Account'));

  // a new account's profile setup, both steps
  const account = await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(dialogs.profileSetup).toBeVisible({ timeout: 30_000 });
  await scan('profile setup, age verification', visible(dialogs.profileSetup.getByText('Step 1 of 2'), 'step 1'));
  await dialogs.passAgeVerification('1985-07-04');
  await scan('profile setup, preferences', visible(dialogs.profileSetup.getByText('Step 2 of 2: Preferences'), 'step 2'));
  await dialogs.profileButton('Complete Setup').click();
  await expect(dialogs.profileSetup).toBeHidden();

  // the Free tabs with their Premium note, and the recommendations grid
  for (const tab of ['Voice Search', 'Meal Pairing', 'Wine Menu Help']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await scan(`dashboard ${tab}`, () =>
      expect(page.getByRole('tab', { name: tab }), tab).toHaveAttribute('aria-selected', 'true'),
    );
  }
  await page.getByRole('tab', { name: 'Text Search' }).click();
  await page.getByRole('textbox').first().fill('a bold red for a barbecue');
  await page.getByRole('button', { name: /Get Recommendations/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Recommendations' })).toBeVisible({ timeout: 60_000 });
  await scan('recommendations grid', visible(page.getByRole('heading', { name: 'Your Recommendations' }), 'the grid'));

  // the cellar limit modal: a Free member with three saved wines saves a fourth
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await saveWines(page.request, { accessToken }, 3);
  await page
    .getByRole('button', { name: /^Save / })
    .first()
    .click();
  const limit = page.getByRole('dialog', { name: 'Cellar Limit Reached' });
  await expect(limit).toBeVisible();
  await scan('cellar limit modal', visible(limit, 'Cellar Limit Reached'));
  expect(found).toEqual([]);
});
