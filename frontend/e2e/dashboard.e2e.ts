import { expect, test } from '@playwright/test';
import { registerMember, registerPremiumMember, saveWines } from './support/accounts';
import { DashboardPage } from './pages/dashboard-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { expectAccessibleEveryWay } from './support/axe-states';

test.describe('dashboard text search', () => {
  // a search, saves and Kafka round trips on a shared 2-core machine
  test.describe.configure({ timeout: 120_000 });
  test('search → cards → save → the limit modal on the 4th save', async ({ page }) => {
    const member = await registerMember(page.request);
    // two wines already in the cellar: one more fits, the next is the 4th
    await saveWines(page.request, member, 2);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(page.getByText('Ready for Wine Recommendations?')).toBeVisible();
    await expect(dashboard.submit).toBeDisabled();
    await reviewScreenshot(page, screenshotPath('page-dashboard-empty', 'desktop'), { animations: 'disabled' });

    await dashboard.query.fill('   ');
    await dashboard.submit.click();
    await expect(dashboard.toast('Input Required')).toBeVisible();

    await dashboard.search('A bold Barossa Shiraz for a lamb roast under $60');
    await expect(dashboard.toast('Recommendations Found!')).toBeVisible();
    // Free: 3 per search, each with a reason, signals and Save
    await expect(dashboard.cards).toHaveCount(3);
    const first = dashboard.cards.first();
    await expect(first).toContainText('Why it matches');
    await expect(first).toContainText('Barossa Valley');
    await expect(first.getByText('Shiraz', { exact: true }).first()).toBeVisible();
    // Free sees the pairing card locked
    await expect(dashboard.pairing).toContainText('Upgrade to Premium');

    await dashboard.saveButton(first).click();
    await expect(dashboard.toast('Wine Saved!')).toBeVisible();
    await reviewScreenshot(page, screenshotPath('page-dashboard-results', 'desktop'), { animations: 'disabled', fullPage: true });

    await dashboard.saveButton(dashboard.cards.nth(1)).click();
    await expect(dashboard.limitModal).toBeVisible();
    await expect(dashboard.limitModal).toContainText('3');
    await reviewScreenshot(page, screenshotPath('page-dashboard-limit', 'desktop'), { animations: 'disabled' });
    await expectAccessibleEveryWay(page, 'saved wines limit modal');
  });

  test('Premium sees 6 wines and the food pairing card with serving temperature', async ({ page }) => {
    await registerPremiumMember(page.request);
    const dashboard = new DashboardPage(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await dashboard.goto();
    await reviewScreenshot(page, screenshotPath('page-dashboard-empty', 'mobile'), { animations: 'disabled' });
    await dashboard.search('Tasmanian pinot noir for roast duck');
    await expect(dashboard.cards).toHaveCount(6);
    await expect(dashboard.pairing).toContainText('14-16°C');
    await expect(dashboard.pairing).toContainText('Large Burgundy glass');
    await reviewScreenshot(page, screenshotPath('page-dashboard-results', 'mobile'), { animations: 'disabled', fullPage: true });

    await dashboard.tab('Meal Pairing').click();
    await expect(page.getByRole('heading', { name: 'Meal Pairing' })).toBeVisible();
  });

  test('the Premium tabs say what they will do and how to upgrade', async ({ page }) => {
    await registerMember(page.request);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.tab('Voice Search').click();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
    await reviewScreenshot(page, screenshotPath('page-dashboard-voice-tab', 'desktop'), { animations: 'disabled' });
  });
});
