import { CellarPage } from './pages/cellar-page';
import { expectAccessibleEveryWay } from './support/axe-states';
import { expect, test } from './support/shared-accounts';

// The cellar's charts (Premium): axe in both themes and widths, and each chart's figures readable
// as a table by a screen reader. Reads only: the run's shared Premium account (four saved wines).
test.use({ sharedAccount: 'premium' });

test('cellar analytics and the drinking plan: accessible, with a table behind every chart', async ({ page }) => {
  test.setTimeout(120_000);
  const cellar = new CellarPage(page);
  await cellar.goto();

  await cellar.show('Analytics');
  const regions = page.getByRole('table', { name: 'Regions' });
  await expect(regions).toBeAttached({ timeout: 30_000 });
  await expect(regions.getByRole('row')).not.toHaveCount(1);
  for (const chart of ['Drinking readiness', 'Wine types', 'Value by type (catalogue prices)', 'Bottles opened per month'])
    await expect(page.getByRole('table', { name: chart })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expectAccessibleEveryWay(page, 'cellar analytics');

  await cellar.show('Drinking Plan');
  await expect(page.getByRole('table', { name: /^Drinking windows \(today is / })).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expectAccessibleEveryWay(page, 'drinking plan');
});
