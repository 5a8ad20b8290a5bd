import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { registerMember, registerPremiumMember, type Member } from './support/accounts';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch on Text Search, a bottle the
// member owns suggested for the dish, "Open this bottle", and the tasting in the journal.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const BOTTLES = [
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
    wineName: 'Grosset Polish Hill Riesling',
    wineType: 'White Wine',
    region: 'Clare Valley',
    vintage: '2022',
    catalogueWineId: 'sa-grosset-polish-hill-riesling',
    quantity: 2,
    location: 'Fridge',
  },
];

async function stock(request: APIRequestContext, member: Member): Promise<void> {
  const auth = { Authorization: `Bearer ${member.accessToken}` };
  for (const { quantity, location, ...wine } of BOTTLES) {
    const saved = await request.post('/api/cellar/save', { headers: auth, data: { ...wine, source: 'recommendation' } });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    expect((await request.patch(`/api/cellar/${id}`, { headers: auth, data: { quantity, location } })).ok()).toBe(true);
  }
}

const fromMyCellar = (page: Page) => page.getByRole('switch', { name: /From my cellar/ }).or(page.getByLabel(/From my cellar/));

test('switches to From my cellar, opens the suggested bottle and finds the tasting in the journal', async ({ page }) => {
  const member = await registerMember(page.request);
  await stock(page.request, member);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  const toggle = fromMyCellar(page).first();
  await expect(toggle).toBeVisible();
  await toggle.check();
  await dashboard.query.fill('What should I open tonight with a slow-roasted lamb shoulder?');
  await page.getByRole('button', { name: /Find a Bottle/ }).click();

  await expect(page.getByRole('heading', { name: 'From Your Cellar' })).toBeVisible();
  const card = dashboard.cards.first();
  await expect(card).toHaveAccessibleName('Tahbilk Shiraz');
  await expect(card).toContainText('Rack A, row 2');
  await expect(card).toContainText('4 bottles left');
  await expect(card).toContainText(/Drink now|Drink soon/);
  // the Riesling does not suit lamb
  await expect(page.getByRole('article', { name: 'Grosset Polish Hill Riesling' })).toHaveCount(0);
  await reviewScreenshot(page, screenshotPath('from-my-cellar', '1280'), { fullPage: true });

  await card.getByRole('button', { name: /^Open this bottle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a bottle · Tahbilk Shiraz' });
  await expect(dialog.getByLabel('Occasion')).toHaveValue(/lamb shoulder/);
  await dialog.getByLabel('Tasting note').fill('Blackberry and mint, firm and savoury.');
  await dialog.getByRole('button', { name: 'Open bottle' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('3 bottles left');

  await card.getByRole('link', { name: 'See the tasting' }).click();
  await expect(page).toHaveURL(/\/cellar\?tab=journal/);
  const journal = page.getByRole('main');
  await expect(journal).toContainText('Tahbilk Shiraz');
  await expect(journal).toContainText('Blackberry and mint, firm and savoury.');

  // the switch is remembered on this device
  await dashboard.goto();
  await expect(fromMyCellar(page).first()).toBeChecked();
});

test('at 375 px: the switch, a cellar card, and wines to buy when nothing in the cellar suits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await registerMember(page.request);
  await stock(page.request, member);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await fromMyCellar(page).first().check();
  await dashboard.query.fill('steak on the barbie');
  await page.getByRole('button', { name: /Find a Bottle/ }).click();
  await expect(dashboard.cards.first()).toHaveAccessibleName('Tahbilk Shiraz');
  await dashboard.cards.first().scrollIntoViewIfNeeded();
  await reviewScreenshot(page, screenshotPath('from-my-cellar-card', '375'), { fullPage: true });

  await dashboard.query.fill('crème brûlée');
  await page.getByRole('button', { name: /Find a Bottle/ }).click();
  await expect(page.getByText(/^Nothing in your cellar suits crème brûlée/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wines to Buy' })).toBeVisible();
  await expect(dashboard.cards.first()).toContainText('Not in your cellar');
  await reviewScreenshot(page, screenshotPath('from-my-cellar-nothing-suits', '375'), { fullPage: true });
});

test('on the Meal Pairing tab (Premium), pairs the dish from my cellar', async ({ page }) => {
  const member = await registerPremiumMember(page.request, { timeout: 30_000 });
  await stock(page.request, member);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.tab('Meal Pairing').click();
  await page.getByLabel("What's on the plate? (optional)").fill('lamb shanks with mash');
  await page.getByRole('button', { name: 'Pair This Dish' }).click();
  await page.getByRole('button', { name: 'Pair from my cellar' }).click();
  const mine = page.getByRole('region', { name: 'From your cellar' });
  await expect(mine.getByRole('article').first()).toHaveAccessibleName('Tahbilk Shiraz');
  await expect(mine.getByRole('article').first()).toContainText('4 bottles left');
  await mine.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, screenshotPath('meal-pairing-from-my-cellar', '1280'), { fullPage: true });
});
