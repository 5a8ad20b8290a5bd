import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CellarPage } from './pages/cellar-page';
import { REVIEW_SCREENSHOTS, screenshotPath, reviewScreenshot } from './pages/screenshots';
import { registerPremiumMember, type Member } from './support/accounts';

// A dinner party from the cellar (docs/product-rules.md#a-dinner-party) and a cellar that asks for
// what it needs (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): plan a dinner for 8 and
// open its bottles, find an imported wine kept as written, add a vintage and see it enter the plan.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface Stock {
  wineName: string;
  wineType: string;
  region: string;
  vintage: string | null;
  catalogueWineId: string | null;
  quantity: number;
  location: string;
}
const CELLAR: Stock[] = [
  {
    wineName: 'Tahbilk Shiraz',
    wineType: 'Red Wine',
    region: 'Nagambie Lakes',
    vintage: '2019',
    catalogueWineId: 'vic-tahbilk-shiraz',
    quantity: 4,
    location: 'Rack A, row 2',
  },
  {
    wineName: 'Jansz Premium Cuvée',
    wineType: 'Sparkling Wine',
    region: 'Tasmania',
    vintage: null,
    catalogueWineId: 'tas-jansz-premium-cuvee',
    quantity: 3,
    location: 'Fridge',
  },
  {
    wineName: 'Leeuwin Estate Art Series Chardonnay',
    wineType: 'White Wine',
    region: 'Margaret River',
    vintage: '2021',
    catalogueWineId: 'wa-leeuwin-estate-art-series-chardonnay',
    quantity: 2,
    location: 'Rack C',
  },
];

async function stock(request: APIRequestContext, member: Member, wines: Stock[]): Promise<void> {
  const auth = { Authorization: `Bearer ${member.accessToken}` };
  for (const { quantity, location, ...wine } of wines) {
    const saved = await request.post('/api/cellar/save', { headers: auth, data: { ...wine, source: 'recommendation' } });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    expect((await request.patch(`/api/cellar/${id}`, { headers: auth, data: { quantity, location } })).ok()).toBe(true);
  }
}

/** Opens "Plan a dinner" and writes the menu, a course at a time, for 8 guests. */
async function writeMenu(page: Page, courses: string[]) {
  const cellar = new CellarPage(page);
  await cellar.goto();
  await page.getByRole('button', { name: 'Plan a dinner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a dinner' });
  for (const [i, course] of courses.entries()) {
    await dialog.getByLabel(`Course ${i + 1}`).fill(course);
    await dialog.getByRole('button', { name: 'Add course' }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(courses.length);
  await expect(dialog.getByRole('spinbutton')).toHaveValue('8');
  return { cellar, dialog };
}

const MENU = ['Slow-roasted lamb shoulder', 'Oysters with lemon', 'Crème brûlée'];

test('plans a dinner for 8 with three courses, opens the bottles in one go and finds the tastings', async ({ page }) => {
  const member = await registerPremiumMember(page.request, { timeout: 30_000 });
  await stock(page.request, member, CELLAR);
  const { dialog } = await writeMenu(page, MENU);
  await dialog.getByRole('button', { name: 'Plan the wines' }).click();

  const result = page.getByRole('dialog', { name: 'Your dinner for 8' });
  const courses = result.getByRole('list', { name: 'Your dinner, in serving order' }).getByRole('listitem');
  await expect(courses).toHaveCount(3);
  // the oysters' white or sparkling is poured before the lamb's red; the dessert last
  await expect(courses.nth(0)).toContainText('Oysters with lemon');
  await expect(courses.nth(1)).toContainText('Slow-roasted lamb shoulder');
  await expect(courses.nth(1)).toContainText('Tahbilk Shiraz 2019');
  await expect(courses.nth(1)).toContainText('Rack A, row 2');
  await expect(courses.nth(1)).toContainText('Open 2 bottles');
  await expect(courses.nth(1)).toContainText('8 guests × 1 glass ≈ 8 glasses: 2 bottles');
  await expect(courses.nth(2)).toContainText('Crème brûlée');
  const missing = result.getByRole('region', { name: 'What is missing' });
  await expect(missing).toContainText('No dessert wine in your cellar');
  await expect(missing).toContainText('Not in your cellar');

  await result.getByRole('button', { name: 'Open these bottles' }).click();
  await expect(result.getByText(/bottles opened, each with a tasting in your journal/)).toBeVisible();
  await expect(result.getByRole('button', { name: 'Open these bottles' })).toHaveCount(0);
  await result.getByRole('link', { name: 'See the tastings' }).click();
  await expect(page).toHaveURL(/\/cellar\?tab=journal/);
  const journal = page.getByRole('main');
  await expect(journal).toContainText('Dinner party: Slow-roasted lamb shoulder');
  await expect(journal).toContainText('Dinner party: Oysters with lemon');

  // two of the four Tahbilks were opened
  await new CellarPage(page).show('All Wines');
  await expect(page.getByRole('article', { name: 'Tahbilk Shiraz' })).toContainText('2 × 750 ml');
});

test('prints the plan without the app around it', async ({ page }) => {
  const member = await registerPremiumMember(page.request, { timeout: 30_000 });
  await stock(page.request, member, CELLAR);
  const { dialog } = await writeMenu(page, MENU.slice(0, 2));
  await dialog.getByRole('button', { name: 'Plan the wines' }).click();
  const result = page.getByRole('dialog', { name: 'Your dinner for 8' });
  await expect(result.getByRole('listitem').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(result.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(result.getByText('Tahbilk Shiraz 2019')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root')).toBeVisible();
});

test('finds an imported wine kept as written and links it to the catalogue', async ({ page }) => {
  const member = await registerPremiumMember(page.request, { timeout: 30_000 });
  const auth = { Authorization: `Bearer ${member.accessToken}` };
  const csv = [
    'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume',
    '1,Red,2018,Shed Block Red,Uncle Bob,Shiraz,,3,Shed,,20,,',
  ].join('\r\n');
  const preview = await page.request.post('/api/cellar/import/preview', {
    headers: auth,
    multipart: { file: { name: 'cellar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(preview.status()).toBe(200);
  const { importId } = (await preview.json()) as { importId: string };
  expect((await page.request.post('/api/cellar/import', { headers: auth, data: { importId, lines: [2] } })).status()).toBe(201);

  const cellar = new CellarPage(page);
  await cellar.goto();
  const card = cellar.card('Uncle Bob Shed Block Red');
  await card.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, screenshotPath('find-this-wine-card', 'desktop'), { animations: 'disabled' });
  await card.getByRole('button', { name: 'Find this wine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find this wine' });
  await dialog.getByLabel('Producer or wine name').fill('tahbilk shiraz');
  const options = dialog.getByRole('list', { name: 'Catalogue wines' }).getByRole('button');
  await expect(options.first()).toContainText('Tahbilk Shiraz');
  await options.first().click();
  if (REVIEW_SCREENSHOTS) {
    await reviewScreenshot(page, screenshotPath('find-this-wine', 'desktop'), { animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 812 });
    await reviewScreenshot(page, screenshotPath('find-this-wine', 'mobile'), { animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: /^Link to Tahbilk/ }).click();
  await expect(dialog).toBeHidden();
  await expect(cellar.toast('Wine Found')).toBeVisible();
  const linked = cellar.card('Tahbilk Shiraz');
  await expect(linked).toContainText('3 × 750 ml · Shed');
  await expect(linked.getByRole('button', { name: 'Find this wine' })).toHaveCount(0);
});

test('adds a vintage to a saved wine and sees it enter the drinking plan', async ({ page }) => {
  const member = await registerPremiumMember(page.request, { timeout: 30_000 });
  await stock(page.request, member, [{ ...CELLAR[0], vintage: null }]);
  const cellar = new CellarPage(page);
  await cellar.goto();
  await cellar.show('Drinking Plan');
  const ask = page.getByRole('region', { name: 'Add the vintage to plan these' });
  await expect(ask).toContainText('Tahbilk Shiraz');
  await ask.getByLabel('Vintage of Tahbilk Shiraz').fill('2019');
  await ask.getByRole('button', { name: 'Add' }).click();
  await expect(cellar.toast('Vintage Added')).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('main')).toContainText(/Tahbilk Shiraz.*2019|2019.*Tahbilk Shiraz/);
});

for (const [viewportName, viewport] of Object.entries({
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
})) {
  test(`dinner plan screenshots at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const member = await registerPremiumMember(page.request, { timeout: 30_000 });
    await stock(page.request, member, CELLAR);
    const { dialog } = await writeMenu(page, MENU);
    await reviewScreenshot(page, screenshotPath('dinner-plan-menu', viewportName), { animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Plan the wines' }).click();
    const result = page.getByRole('dialog', { name: 'Your dinner for 8' });
    await expect(result.getByRole('region', { name: 'What is missing' })).toBeVisible();
    await reviewScreenshot(page, screenshotPath('dinner-plan-result', viewportName), { animations: 'disabled' });
    await result.getByRole('region', { name: 'What is missing' }).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, screenshotPath('dinner-plan-missing', viewportName), { animations: 'disabled' });
  });
}
