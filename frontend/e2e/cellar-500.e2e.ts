import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CellarPage } from './pages/cellar-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { registerPremiumMember, type Member } from './support/accounts';

// Issue 36: a cellar of 500 bottles stays easy, at 1280 px and 375 px: search, sort by readiness,
// reds in Rack B, three bottles moved in one action, and the back button to the same view.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const GRAPES = ['Syrah', 'Nebbiolo', 'Fiano', 'Savagnin', 'Shiraz', 'Riesling'];
const RED = new Set(['Syrah', 'Nebbiolo', 'Shiraz']);
const SIZE = 500;
const wineOf = (i: number) => ({
  grape: GRAPES[i % GRAPES.length],
  rack: ['Rack A', 'Rack B', 'Rack C'][i % 3],
  producer: i % 25 === 0 ? 'Château Garage' : `Garage ${i % 11}`,
});
// no Type column: the import reads each type from the grape
const CSV = [
  'iWine,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price',
  ...Array.from({ length: SIZE }, (_, i) => {
    const w = wineOf(i);
    return [
      i,
      1998 + (i % 27),
      `Cuvée ${i} ${w.grape}`,
      w.producer,
      w.grape,
      'Heathcote',
      1 + (i % 3),
      w.rack,
      `bin ${i % 7}`,
      '',
    ].join(',');
  }),
].join('\r\n');
const REDS_IN_RACK_B = Array.from({ length: SIZE }, (_, i) => wineOf(i)).filter(
  (w) => RED.has(w.grape) && w.rack === 'Rack B',
).length;

async function importCellar(request: APIRequestContext, member: Member): Promise<void> {
  const auth = { Authorization: `Bearer ${member.accessToken}` };
  const preview = await request.post('/api/cellar/import/preview', {
    headers: auth,
    multipart: { file: { name: 'cellar.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
    timeout: 120_000,
  });
  expect(preview.status()).toBe(200);
  const body = (await preview.json()) as { importId: string; rows: { line: number }[] };
  const confirm = await request.post('/api/cellar/import', {
    headers: auth,
    data: { importId: body.importId, lines: body.rows.map((r) => r.line) },
    timeout: 120_000,
  });
  expect(confirm.status()).toBe(201);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /wines?$/ });

async function pick(page: Page, chip: string | RegExp, option: string) {
  await page.getByRole('button', { name: chip }).click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
}

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test(`a 500-bottle cellar on a ${viewport}: search, sort, filter, move three, back to the same view`, async ({ page }) => {
    await page.setViewportSize(size);
    const member = await registerPremiumMember(page.request, { timeout: 30_000 });
    await importCellar(page.request, member);
    const cellar = new CellarPage(page);
    await page.goto('/cellar');
    await expect(cellar.heading).toBeVisible({ timeout: 40_000 });
    await expect(cellar.tab('All Wines')).toHaveText(`All Wines · ${SIZE}`);
    await expect(status(page)).toHaveText(`Showing 48 of ${SIZE} wines`);
    await reviewScreenshot(page, screenshotPath('cellar-500', viewport));

    // search, accents aside
    await page.getByLabel('Search your cellar').fill('chateau');
    await expect(status(page)).toHaveText(`${SIZE / 25} wines`);
    await expect(page).toHaveURL(/[?&]q=chateau/);
    await page.getByLabel('Search your cellar').fill('');
    await expect(status(page)).toHaveText(`Showing 48 of ${SIZE} wines`);

    // sort by readiness: what wants drinking first comes first
    await pick(page, /^Sort: /, 'Readiness');
    await expect(page).toHaveURL(/sort=readiness/);
    await expect(page.getByRole('button', { name: 'Sort: Readiness' })).toBeVisible();

    // reds in Rack B
    await pick(page, 'Filter by type', 'Red');
    await pick(page, 'Filter by location', 'Rack B');
    await expect(status(page)).toHaveText(new RegExp(`(Showing 48 of )?${REDS_IN_RACK_B} wines`));
    const filtered = page.url();
    await reviewScreenshot(page, screenshotPath('cellar-500-filtered', viewport));

    // three bottles to another rack in one action
    const boxes = page.getByRole('checkbox', { name: /^Select / });
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    const bar = page.getByRole('region', { name: 'Selected wines' });
    await expect(bar).toContainText('3 wines selected');
    await reviewScreenshot(page, screenshotPath('cellar-500-selected', viewport));
    await bar.getByRole('button', { name: 'Set location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set location of 3 wines' });
    await dialog.getByLabel('Location').fill('Rack D');
    await dialog.getByRole('button', { name: 'Move 3 wines' }).click();
    await expect(page.getByText('3 wines moved to Rack D.')).toBeVisible();
    await expect(status(page)).toHaveText(new RegExp(`(Showing 48 of )?${REDS_IN_RACK_B - 3} wines`));

    // away and back: the same filtered view
    await page.goto('/dashboard');
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole('button', { name: 'Type: Red' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Location: Rack B' })).toBeVisible();
    await expect(status(page)).toHaveText(new RegExp(`(Showing 48 of )?${REDS_IN_RACK_B - 3} wines`));

    // By location groups the racks
    // a chip's Delete key clears it, as its cross does
    await page.getByRole('button', { name: 'Location: Rack B' }).press('Delete');
    await expect(page.getByRole('button', { name: 'Filter by location' })).toBeVisible();
    await page.getByRole('button', { name: 'By location', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Rack A' })).toBeVisible();
    await reviewScreenshot(page, screenshotPath('cellar-500-by-location', viewport));
    // nothing overflows sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
