import { devices, expect, test } from '@playwright/test';
import { registerMember, saveWines, SAMPLE_WINES } from './support/accounts';
import { screenshotPath } from './pages/screenshots';

// A phone in a wine shop with poor signal: 375 px, touch, and the network switched off.
test.use({
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  userAgent: devices['iPhone 13'].userAgent,
  // the one suite that runs with the service worker (playwright.config.ts blocks it elsewhere)
  serviceWorkers: 'allow',
});

test('the cellar stays readable offline, says since when, and Remove says why it is off', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 2);
  const openMenuLink = async (name: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name }).click();
  };
  // both pages load online first, as on a visit before the signal drops
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'What Wine Are You Craving?' })).toBeVisible({ timeout: 15_000 });
  await openMenuLink('My Cellar');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article')).toHaveCount(2);
  // the service worker has precached the app shell and controls the page, as after any earlier visit
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
    null,
    {
      timeout: 30_000,
    },
  );

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'Offline — showing your cellar as of' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/as of \d{2}:\d{2}/);
  await expect(page.getByRole('article', { name: SAMPLE_WINES[1].wineName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${SAMPLE_WINES[1].wineName}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath('page-cellar-offline', 'mobile'), animations: 'disabled', fullPage: true });

  // a reload with no signal keeps the user signed in: the refresh cookie is still good
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/cellar$/);
  // not yet: after an offline reload the service worker does not serve the cached /api/cellar answer,
  // so the list shows an empty cellar (docs/operations.md lists it as a known gap)

  // on the dashboard Save is off too, with the reason at the top
  await openMenuLink('Recommendations');
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — searching, saving and analysing need a connection' }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
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
  await expect(page.getByLabel('Take a wine photo')).toHaveAttribute('capture', 'environment');
});
