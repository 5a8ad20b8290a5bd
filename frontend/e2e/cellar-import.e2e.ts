import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CellarPage } from './pages/cellar-page';
import { registerPremiumMember } from './support/accounts';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

// Importing a CellarTracker export with its preview, one row left out.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const CELLAR_TRACKER = [
  'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume',
  '1,Red,2016,Penfolds Grange,Penfolds,Shiraz,South Australia,2,"Rack B, row 3",,"$1,150.00",2030,2060',
  '2,Red,NV,My Garage Red,Garage Winery,Shiraz,,3,Shed,,20,,',
  '3,White,2021,Leeuwin Estate Art Series Chardonnay,Leeuwin Estate,Chardonnay,Margaret River,6,Fridge,,99,,',
].join('\r\n');

async function importFile(page: Page): Promise<CellarPage> {
  const cellar = new CellarPage(page);
  await page.goto('/cellar');
  await expect(cellar.heading).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import your cellar' });
  await dialog.getByLabel('CSV file to import').setInputFiles({
    name: 'cellartracker.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFF' + CELLAR_TRACKER),
  });
  await expect(dialog.getByRole('status')).toContainText('CellarTracker file: 3 wines');
  return cellar;
}

test('imports a CellarTracker file: the preview shows each match, an unticked row stays out', async ({ page }) => {
  await registerPremiumMember(page.request, { timeout: 30_000 });
  const cellar = await importFile(page);
  const dialog = page.getByRole('dialog', { name: 'Import your cellar' });
  const rows = dialog.getByRole('table', { name: 'Wines in the file' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Line 2' })).toContainText('Penfolds Grange');
  await expect(rows.filter({ hasText: 'Line 2' }).getByLabel(/match confidence \d+%/)).toBeVisible();
  await expect(rows.filter({ hasText: 'Line 3' })).toContainText('Not in our catalogue: kept as written');

  await dialog.getByRole('checkbox', { name: /Import line 4:/ }).uncheck();
  await expect(dialog.getByRole('status')).toContainText('2 ticked to import');
  await dialog.getByRole('button', { name: 'Import 2 wines' }).click();
  await expect(dialog).toBeHidden();
  await expect(cellar.toast('Cellar Imported')).toContainText('2 wines were added');

  await expect(cellar.card('Penfolds Grange')).toContainText('2 × 750 ml · Rack B, row 3');
  await expect(cellar.card('Garage Winery My Garage Red')).toContainText('Imported');
  await expect(cellar.cards).toHaveCount(2);
  // stored, not only shown
  await page.reload();
  await expect(cellar.cards).toHaveCount(2);
});

for (const [viewportName, viewport] of Object.entries({
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
})) {
  test(`import screenshots at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerPremiumMember(page.request, { timeout: 30_000 });
    const cellar = await importFile(page);
    await reviewScreenshot(page, screenshotPath('cellar-import-preview', viewportName), {
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Import 3 wines' }).click();
    await expect(cellar.cards).toHaveCount(3);
    await reviewScreenshot(page, screenshotPath('cellar-imported', viewportName), { fullPage: true, animations: 'disabled' });
  });
}
