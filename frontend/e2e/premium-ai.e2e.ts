import type { Page } from '@playwright/test';
import { registerPremiumMember } from './support/accounts';
import { expect, test } from './support/shared-accounts';
import { DashboardPage } from './pages/dashboard-page';
import { mealPhoto, PremiumAiTabs, renderedWineList } from './pages/premium-ai-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { expectAccessibleEveryWay } from './support/axe-states';

// Premium AI tabs against the real system: the wine list is read by the worker's OCR, nothing mocked.

async function shoot(page: Page, name: string): Promise<void> {
  await reviewScreenshot(page, screenshotPath(name, 'desktop'), { animations: 'disabled', fullPage: true });
}

const premiumMember = (page: Page) => registerPremiumMember(page.request, { timeout: 30_000 });

// asking about a wine list reads only: the run's shared Premium account
test.describe('wine menu', () => {
  test.use({ sharedAccount: 'premium' });
  test('a Premium user asks a wine list "best value red?" and sees the pick and its menu line', async ({ page }) => {
    test.setTimeout(120_000);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const tabs = new PremiumAiTabs(page);
    await tabs.openTab('Wine Menu Help');

    // the spec's 'Missing information' toast before anything is chosen
    await tabs.analyseMenu.click();
    await expect(tabs.toast('Missing information')).toContainText('Please upload a menu image and enter your question.');

    await tabs.menuInput.setInputFiles({ name: 'wine-list.png', mimeType: 'image/png', buffer: await renderedWineList() });
    await expect(page.getByRole('img', { name: 'Selected photo: wine-list.png' })).toBeVisible();
    await tabs.question.fill('best value red?');
    await tabs.analyseMenu.click();

    await expect(tabs.analysis).toContainText('The best-value red on this list is Hentley Farm The Beauty Shiraz', {
      timeout: 60_000,
    });
    const top = tabs.pick(1);
    await expect(top).toContainText('Top pick');
    await expect(top).toContainText('Hentley Farm The Beauty Shiraz');
    await expect(top).toContainText('“Hentley Farm The Beauty Shiraz 2018 $96”');
    await expect(top).toContainText('$96 bottle');
    // the list as read, with the pick highlighted
    const list = page.getByRole('list', { name: 'Wine list as read' });
    await expect(list.getByRole('listitem')).toHaveCount(7);
    await expect(list.locator('[aria-current="true"]')).toContainText('Hentley Farm The Beauty Shiraz 2018');
    await shoot(page, 'page-dashboard-wine-menu-answer');
    await expectAccessibleEveryWay(page, 'wine menu answer');

    // Remove clears image, result and question
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(tabs.analysis).toHaveCount(0);
    await expect(tabs.question).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Choose Photo' })).toBeVisible();
  });
});

test('a Premium user pairs a meal photo: confirms the dish with a chip and saves a wine', async ({ page }) => {
  test.setTimeout(90_000);
  await premiumMember(page);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const tabs = new PremiumAiTabs(page);
  await tabs.openTab('Meal Pairing');
  await tabs.mealInput.setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: await mealPhoto() });
  await tabs.analysePhoto.click();

  // the local engine cannot see the dish: it asks
  const confirm = page.getByRole('group', { name: 'Confirm the dish' });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Cuisine: Not identified')).toBeVisible();
  await shoot(page, 'page-dashboard-meal-confirm');
  // one tap on a chip pairs that dish
  await confirm.getByRole('button', { name: 'Steak' }).click();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(cards.first()).toContainText('Red Wine');
  await expect(
    page
      .getByText('Cooking: Not specified')
      .or(page.getByText(/Cuisine:/))
      .first(),
  ).toBeVisible();
  const save = cards.first().getByRole('button', { name: /^Save / });
  await save.click();
  await expect(tabs.toast('Wine Saved!')).toBeVisible();
  await shoot(page, 'page-dashboard-meal-results');
  await expectAccessibleEveryWay(page, 'meal pairing results');

  await page.getByRole('button', { name: 'Analyse Another Photo' }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Photo' })).toBeVisible();

  // the same photo again: the dish confirmed for it is remembered on this device
  await tabs.mealInput.setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: await mealPhoto() });
  await expect(page.getByLabel("What's on the plate? (optional)")).toHaveValue('Steak');
});

// the server refuses the analysis, nothing changes: the run's shared Free account
test.describe('Free', () => {
  test.use({ sharedAccount: 'free' });
  test('a Free user sees the Meal Pairing and Wine Menu Help forms, the upgrade path, and the server refuses the analysis', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const refusals = {
      'Meal Pairing': 'Upgrade to Premium to analyze meal and menu photos',
      'Wine Menu Help': 'Upgrade to Premium to analyze wine menus',
    };
    for (const tab of ['Meal Pairing', 'Wine Menu Help'] as const) {
      await dashboard.tab(tab).click();
      await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
      await expect(page.getByText('Premium', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout');
      await page
        .getByTestId(tab === 'Meal Pairing' ? 'meal-photo-input' : 'wine-menu-input')
        .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await mealPhoto() });
      if (tab === 'Wine Menu Help') await page.getByLabel('Your question').fill('Best value red?');
      await page.getByRole('button', { name: tab === 'Meal Pairing' ? 'Analyse Photo' : 'Analyse Menu' }).click();
      const refused = page.getByRole('alert').filter({ hasText: 'Premium Feature Required' });
      await expect(refused).toContainText(refusals[tab]);
    }
    await shoot(page, 'page-dashboard-menu-free');
  });
});
