import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CellarPage } from './pages/cellar-page';
import { registerMember, saveWines, SAMPLE_WINES } from './support/accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

// A wine's bottles, opening one with a tasting, the journal and the Drunk tab.
const [EUPHONIUM, CHARDONNAY] = SAMPLE_WINES;

// several dialogs and round trips each, on a machine shared with other suites
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function gotoCellar(page: Page): Promise<CellarPage> {
  const cellar = new CellarPage(page);
  await page.goto('/cellar');
  await expect(cellar.heading).toBeVisible({ timeout: 40_000 });
  return cellar;
}

async function editBottles(cellar: CellarPage, wineName: string, fields: { quantity?: string; location?: string }) {
  await cellar.card(wineName).getByRole('button', { name: 'Edit bottles' }).click();
  const dialog = cellar.page.getByRole('dialog', { name: `Edit bottles · ${wineName}` });
  if (fields.quantity !== undefined) await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.location !== undefined) await dialog.getByLabel('Location').fill(fields.location);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

async function openBottle(cellar: CellarPage, wineName: string, tasting: { stars?: number; note?: string; occasion?: string }) {
  await cellar.card(wineName).getByRole('button', { name: 'Open a bottle' }).click();
  const dialog = cellar.page.getByRole('dialog', { name: `Open a bottle · ${wineName}` });
  if (tasting.stars) {
    // MUI's Rating hides its radios; the star drawn for one is its label
    const id = await dialog.getByRole('radio', { name: `${tasting.stars} Stars` }).getAttribute('id');
    await dialog.locator(`label[for="${id}"]`).click();
  }
  if (tasting.note) await dialog.getByLabel('Tasting note').fill(tasting.note);
  if (tasting.occasion) await dialog.getByLabel('Occasion').fill(tasting.occasion);
  await dialog.getByRole('button', { name: 'Open bottle' }).click();
  await expect(dialog).toBeHidden();
}

test("edits a wine's quantity and location, and names the field it refuses", async ({ page }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 1);
  const cellar = await gotoCellar(page);
  await expect(cellar.card(EUPHONIUM.wineName)).toContainText('1 × 750 ml');

  const refused = await editBottles(cellar, EUPHONIUM.wineName, { quantity: '1000' });
  await expect(refused.getByRole('alert')).toContainText('Enter a quantity from 0 to 999 bottles.');
  await refused.getByLabel('Quantity').fill('6');
  await refused.getByLabel('Location').fill('Rack B, row 3');
  await refused.getByRole('button', { name: 'Save' }).click();
  await expect(refused).toBeHidden();
  await expect(cellar.toast('Bottles Updated')).toBeVisible();
  await expect(cellar.card(EUPHONIUM.wineName)).toContainText('6 × 750 ml · Rack B, row 3');
  // stored, not only shown
  await gotoCellar(page);
  await expect(cellar.card(EUPHONIUM.wineName)).toContainText('6 × 750 ml · Rack B, row 3');
});

test('opens bottles with a tasting: the journal shows it, the last one moves the wine to Drunk', async ({ page }) => {
  const member = await registerMember(page.request);
  await saveWines(page.request, member, 2);
  const cellar = await gotoCellar(page);
  await editBottles(cellar, EUPHONIUM.wineName, { quantity: '2' });
  await expect(cellar.card(EUPHONIUM.wineName)).toContainText('2 × 750 ml');

  await openBottle(cellar, EUPHONIUM.wineName, { stars: 4, note: 'Mulberry and cedar, still tight.', occasion: 'Birthday' });
  await expect(cellar.toast('Bottle Opened')).toContainText(`1 left of ${EUPHONIUM.wineName}`);
  await expect(cellar.card(EUPHONIUM.wineName)).toContainText('1 × 750 ml');

  await openBottle(cellar, CHARDONNAY.wineName, { note: 'Flinty.' });
  await expect(cellar.card(CHARDONNAY.wineName)).toHaveCount(0);
  await cellar.show('Drunk');
  await expect(cellar.cards).toHaveCount(1);
  await expect(cellar.card(CHARDONNAY.wineName)).toContainText('Drunk · no bottles left');
  await expect(cellar.card(CHARDONNAY.wineName).getByRole('button', { name: 'Open a bottle' })).toHaveCount(0);

  await cellar.show('Journal');
  const journal = page.getByRole('list', { name: 'Tasting journal' });
  await expect(journal.getByRole('listitem')).toHaveCount(2);
  await expect(journal.getByRole('listitem').filter({ hasText: EUPHONIUM.wineName })).toContainText(
    'Mulberry and cedar, still tight.',
  );
  await expect(journal.getByRole('listitem').filter({ hasText: EUPHONIUM.wineName })).toContainText('Birthday');
  await expect(journal.getByLabel('4 stars')).toBeVisible();
});

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };
async function capture(page: Page, name: string, viewportName: string): Promise<void> {
  await reviewScreenshot(page, screenshotPath(name, viewportName), { fullPage: true, animations: 'disabled' });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`bottle screenshots at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('bottles, the edit and open dialogs, the journal and the Drunk tab', async ({ page }) => {
      test.setTimeout(180_000);
      const member = await registerMember(page.request);
      await saveWines(page.request, member, 3);
      const cellar = await gotoCellar(page);
      await editBottles(cellar, EUPHONIUM.wineName, { quantity: '6', location: 'Rack B, row 3' });
      await expect(cellar.card(EUPHONIUM.wineName)).toContainText('6 × 750 ml');
      await capture(page, 'cellar-bottles', viewportName);

      await cellar.card(EUPHONIUM.wineName).getByRole('button', { name: 'Edit bottles' }).click();
      await capture(page, 'cellar-bottle-edit', viewportName);
      await page.keyboard.press('Escape');
      await cellar.card(EUPHONIUM.wineName).getByRole('button', { name: 'Open a bottle' }).click();
      await capture(page, 'cellar-bottle-open', viewportName);
      await page.keyboard.press('Escape');

      await openBottle(cellar, EUPHONIUM.wineName, {
        stars: 5,
        note: 'Blackberry, mint and fine tannins.',
        occasion: 'Sunday lunch',
      });
      await openBottle(cellar, CHARDONNAY.wineName, { stars: 4, note: 'Grapefruit and cashew.' });
      await cellar.show('Journal');
      await expect(page.getByRole('list', { name: 'Tasting journal' }).getByRole('listitem')).toHaveCount(2);
      await capture(page, 'cellar-journal', viewportName);
      await cellar.show('Drunk');
      await expect(cellar.cards).toHaveCount(1);
      await capture(page, 'cellar-drunk', viewportName);

      // the drinking plan: four groups and the windows timeline with today marked
      await cellar.show('Drinking Plan');
      for (const group of ['Drink now', 'Drink soon', 'Hold', 'Past its best']) {
        await expect(page.getByRole('region', { name: group })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Drinking windows' }).locator('svg').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Drinking windows' })).toContainText('Today');
      await capture(page, 'cellar-drinking-plan', viewportName);
    });
  });
}
