import { expect, test, type Page } from '@playwright/test';
import { AuthDialogs, newAccount, registerViaApi } from './pages/auth-dialogs';
import { CheckoutPage, HostedCheckoutPage } from './pages/billing-pages';
import { PricingPage } from './pages/pricing-page';
import { uniqueTestCard } from '../../tests/support/cards';
import { reviewScreenshot } from './pages/screenshots';

// The referral code is issued when the content service handles the registration event: ask again until it is there.
async function showReferralLink(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const link = main.getByLabel('Your referral link');
  await main.getByRole('button', { name: 'Get My Referral Link' }).click();
  await expect(async () => {
    if (await main.getByRole('button', { name: 'Retry' }).isVisible()) await main.getByRole('button', { name: 'Retry' }).click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return link.inputValue();
}

test.describe('Referral program', () => {
  test('a friend who signs up through a member’s link gets a 14-day Premium trial', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await registerViaApi(page, { completeProfile: true });
    await page.goto('/referral-program');
    const link = await showReferralLink(page);
    expect(link).toMatch(/\/\?signup=1&ref=[A-HJ-NP-Z2-9]{8}$/);
    await reviewScreenshot(page, 'screenshots/referral-link-desktop.png', { fullPage: true });

    // the friend opens the link in their own browser: Create Your Account opens with the code kept
    const friendContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const friend = await friendContext.newPage();
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const dialogs = new AuthDialogs(friend);
    await expect(dialogs.signUp).toBeVisible();
    await dialogs.fillSignUp(newAccount());
    await expect(dialogs.profileSetup).toBeVisible();
    await dialogs.passAgeVerification('1990-03-15');
    await dialogs.profileButton('Complete Setup').click();
    await expect(dialogs.profileSetup).toBeHidden();

    const pricing = new PricingPage(friend);
    await pricing.goto();
    await pricing.startReferralTrial.click();
    await new CheckoutPage(friend).start('Monthly').click();
    await expect(friend.getByText('14 days free', { exact: true })).toBeVisible();
    await new HostedCheckoutPage(friend).pay(uniqueTestCard());
    await expect(friend.getByRole('heading', { name: 'Your 14-Day Free Trial Has Started!' })).toBeVisible();
    await reviewScreenshot(friend, 'screenshots/referral-trial-started-desktop.png', { fullPage: true });
    await friendContext.close();

    // the member sees the friend counted
    await page.getByRole('button', { name: 'View My Referrals' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'signed up with your link' })).toHaveText(
      '1 friend has signed up with your link.',
    );
  });
});
