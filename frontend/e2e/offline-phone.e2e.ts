import { devices, expect, test, type Page } from '@playwright/test';
import { registerMember, saveWines, SAMPLE_WINES } from './support/accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

// A phone in a wine shop with poor signal: 375 px, touch, and the network switched off.
test.use({
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  userAgent: devices['iPhone 13'].userAgent,
  // the one suite that runs with the service worker (playwright.config.ts blocks it elsewhere)
  serviceWorkers: 'allow',
});

const openMenuLink = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name }).click();
};

// A first visit: the dashboard, then the cellar, until the service worker controls the page and
// keeps the cellar's answer for offline reading.
async function visitCellarOnline(page: Page): Promise<void> {
  // the first visit precaches the whole app shell, which takes a while on a busy machine
  test.slow();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'What Wine Are You Craving?' })).toBeVisible({ timeout: 30_000 });
  await openMenuLink(page, 'My Cellar');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeVisible({ timeout: 30_000 });
  // polled with evaluate, which awaits the page's promise (waitForFunction would take the promise itself as truthy)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // the cellar page asks for one page of the list (/api/cellar?limit=…&sort=…)
          const kept = await caches.open('api-readable-offline').then((cache) => cache.keys());
          return navigator.serviceWorker.controller !== null && kept.some((r) => new URL(r.url).pathname === '/api/cellar');
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** HH:MM of the Date header of the service worker's copy of the cellar's page, as the banner writes it. */
const cachedCellarTime = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('api-readable-offline');
    const request = (await cache.keys()).find((r) => new URL(r.url).pathname === '/api/cellar');
    const copy = request && (await cache.match(request));
    const date = new Date(copy?.headers.get('Date') ?? NaN);
    return date.toLocaleTimeString('en-AU', { hour: '2-digit', minute: '2-digit', hour12: false });
  });

test('the cellar stays readable offline, says since when, and Remove says why it is off', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 2);
  // the cellar loads online first, as on a visit before the signal drops
  await visitCellarOnline(page);
  await expect(page.getByRole('article')).toHaveCount(2);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'Offline — showing your cellar as of' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/as of \d{2}:\d{2}/);
  await expect(page.getByRole('article', { name: SAMPLE_WINES[1].wineName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${SAMPLE_WINES[1].wineName}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  // changing bottles needs the server too
  const card = page.getByRole('article', { name: SAMPLE_WINES[1].wineName });
  await expect(card.getByRole('button', { name: 'Edit bottles' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Open a bottle' })).toBeDisabled();
  await reviewScreenshot(page, screenshotPath('page-cellar-offline', 'mobile'), { animations: 'disabled', fullPage: true });

  // a reload with no signal keeps the user signed in (the refresh cookie is still good) and lists
  // the service worker's copy of the cellar, as of when that copy was fetched
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/cellar$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const wine of SAMPLE_WINES.slice(0, 2)) await expect(page.getByRole('article', { name: wine.wineName })).toBeVisible();
  await expect(banner).toContainText(`as of ${await cachedCellarTime(page)}.`);
  await expect(page.getByRole('button', { name: `Remove ${SAMPLE_WINES[0].wineName}` })).toBeDisabled();

  // on the dashboard Save is off too, with the reason at the top
  await openMenuLink(page, 'Recommendations');
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — searching, saving and analysing need a connection' }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test('signing out forgets the offline copy: the next person offline never sees the first one’s cellar', async ({
  page,
  context,
}) => {
  const first = await registerMember(page.request);
  await saveWines(page.request, first, 2);
  await visitCellarOnline(page);
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('api-readable-offline'))).toBe(false);

  // someone else signs in on this phone and opens the cellar once the signal has gone
  await registerMember(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'What Wine Are You Craving?' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await openMenuLink(page, 'My Cellar');
  await expect(page.getByRole('status').filter({ hasText: 'your cellar has not been loaded on this device yet' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  for (const wine of SAMPLE_WINES.slice(0, 2)) await expect(page.getByText(wine.wineName)).toHaveCount(0);
});

test('installable: a web app manifest with the brand and a registered service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Cellar Door AI', display: 'standalone', theme_color: '#7a2338', start_url: '/' });
  const icons = manifest.icons as { sizes: string; purpose?: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

test('the photo pickers open the rear camera on a phone', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/upload');
  await expect(page.getByLabel('Take a wine photo')).toHaveAttribute('capture', 'environment', { timeout: 30_000 });
});
