import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './pages/axe';
import { registerMember } from './support/accounts';
import { DashboardPage } from './pages/dashboard-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';

// Thumbs on recommendation cards teach the palate, recent searches re-run, and Account
// Settings shows the palate with a reset.
const QUERY = 'a red for dinner';

const thumbDown = (card: Locator, name: string) => card.getByRole('button', { name: `Thumbs down for ${name}` });
const thumbUp = (card: Locator, name: string) => card.getByRole('button', { name: `Thumbs up for ${name}` });
const cardName = async (card: Locator) => (await card.getAttribute('aria-label')) ?? '';
const chipsOf = (page: Page) =>
  page.getByRole('article').locator('[aria-label="Why we chose it"] .MuiChip-label').allTextContents();

test.describe('recommendations that learn your palate', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a thumb is a toggle, a thumbs down changes the next search, a recent search re-runs', async ({ page }) => {
    await registerMember(page.request);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.search(QUERY);
    await expect(dashboard.cards).toHaveCount(3);
    const chipsBefore = await chipsOf(page);
    const first = dashboard.cards.first();
    const firstName = await cardName(first);

    // pressed state, and undo by pressing again
    const down = thumbDown(first, firstName);
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await down.click();
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await down.click();
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await down.click();
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    // a thumbs up on the second card, pressed from the keyboard
    const second = dashboard.cards.nth(1);
    const secondName = await cardName(second);
    await thumbUp(second, secondName).focus();
    await page.keyboard.press('Enter');
    await expect(thumbUp(second, secondName)).toHaveAttribute('aria-pressed', 'true');
    await reviewScreenshot(page, screenshotPath('page-dashboard-thumbs', 'desktop'), { animations: 'disabled', fullPage: true });
    expect(await seriousViolations(page, 'dashboard with thumbs and recent searches')).toEqual([]);

    // the recent search re-runs in one click: the palate now shapes the answer
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: `Search again: ${QUERY}` })).toBeVisible();
    await recent.getByRole('button', { name: `Search again: ${QUERY}` }).click();
    await expect(dashboard.toast('Recommendations Found!').first()).toBeVisible();
    await expect(dashboard.cards).toHaveCount(3);
    await expect(page.getByRole('article', { name: firstName })).toHaveCount(0);
    await expect(page.getByRole('article', { name: secondName }).getByText('you gave it a thumbs up')).toBeVisible();
    expect(await chipsOf(page)).not.toEqual(chipsBefore);
    // the thumbs are remembered on the new cards
    await expect(thumbUp(page.getByRole('article', { name: secondName }), secondName)).toHaveAttribute('aria-pressed', 'true');

    // and from the keyboard
    await page.setViewportSize({ width: 375, height: 800 });
    await recent.getByRole('button', { name: `Search again: ${QUERY}` }).focus();
    await page.keyboard.press('Enter');
    await expect(dashboard.cards).toHaveCount(3);
    await reviewScreenshot(page, screenshotPath('page-dashboard-thumbs', 'mobile'), { animations: 'disabled', fullPage: true });
  });

  test('Your palate in Account Settings: words, a chart with a text alternative, and a confirmed reset', async ({ page }) => {
    const member = await registerMember(page.request);
    const auth = { Authorization: `Bearer ${member.accessToken}` };
    for (const wineId of ['vic-coldstream-hills-pinot-noir', 'tas-stoney-rise-pinot-noir'])
      expect(
        (await page.request.put('/api/recommendations/feedback', { headers: auth, data: { wineId, signal: 'up' } })).ok(),
      ).toBe(true);
    expect(
      (
        await page.request.put('/api/recommendations/feedback', {
          headers: auth,
          data: { wineId: 'sa-torbreck-the-factor', signal: 'down' },
        })
      ).ok(),
    ).toBe(true);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your palate' });
    await expect(section).toBeVisible({ timeout: 20_000 });
    await expect(section).toContainText('You lean towards Pinot Noir.');
    await expect(section).toContainText('You tend to pass on Shiraz.');
    await expect(section.getByRole('img', { name: /Palate chart: Pinot Noir strongly liked/ })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, screenshotPath('page-settings-palate', 'desktop'), { animations: 'disabled', fullPage: true });
    expect(await seriousViolations(page, 'settings with your palate')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await section.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, screenshotPath('page-settings-palate', 'mobile'), { animations: 'disabled', fullPage: true });

    await section.getByRole('button', { name: 'Reset my palate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your palate?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, 'reset your palate dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(section).toContainText('You lean towards Pinot Noir.');
    await section.getByRole('button', { name: 'Reset my palate' }).click();
    await dialog.getByRole('button', { name: 'Reset palate' }).click();
    await expect(section).toContainText('We have nothing to go on yet');
    const feedback = await (await page.request.get('/api/recommendations/feedback', { headers: auth })).json();
    expect(feedback).toEqual({ feedback: [] });
  });
});
