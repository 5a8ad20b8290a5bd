import { expect, test } from '@playwright/test';
import { registerViaApi } from './pages/auth-dialogs';
import { captureBothWidths, CheckoutPage, HostedCheckoutPage, SubscriptionPage } from './pages/billing-pages';
import { PricingPage } from './pages/pricing-page';
import { uniqueTestCard } from '../../tests/support/cards';
import { expectAccessibleEveryWay } from './support/axe-states';
import { reviewScreenshot } from './pages/screenshots';

// Against the local payment provider (no Stripe key): the hosted checkout is served on the app's origin.
test.describe('Premium billing', () => {
  test('a Free user upgrades from /pricing, then manages the subscription on /subscription', async ({ page }) => {
    test.setTimeout(120_000);
    await registerViaApi(page, { completeProfile: true });

    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.currentPlan.getByText('Free', { exact: true })).toBeVisible();
    await captureBothWidths(page, 'billing-subscription-free');

    const pricing = new PricingPage(page);
    await pricing.goto();
    await pricing.startTrial.click();
    await expect(page).toHaveURL('/checkout?plan=monthly');
    // the period chosen on /pricing is carried: that plan alone, not a second choice
    const checkout = new CheckoutPage(page);
    await expect(checkout.plan('Monthly')).toContainText('$4.99');
    await expect(checkout.plan('Yearly')).toHaveCount(0);
    await expect(checkout.main.getByRole('link', { name: 'Switch to yearly' })).toBeVisible();
    await captureBothWidths(page, 'billing-checkout');
    await checkout.start('Monthly').click();

    await expect(page).toHaveURL(/\/api\/local-payments\/checkout\/cs_test_/);
    await expect(page.getByRole('heading', { name: 'Subscribe to Cellar Door AI Premium (monthly)' })).toBeVisible();
    const hosted = new HostedCheckoutPage(page);
    await hosted.pay('4000 0000 0000 0002', { name: 'Jo Citizen' });
    // a declined card keeps the form, the card number aside, and says what to do
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card, or call your bank.');
    await expect(page.getByLabel('Name on card')).toHaveValue('Jo Citizen');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await expect(page.getByLabel('Country')).toHaveValue('AU');
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await captureBothWidths(page, 'billing-hosted-checkout-declined');
    await hosted.pay(uniqueTestCard());

    await expect(page).toHaveURL(/\/checkout\?session_id=cs_test_\w+&subscription=success$/);
    await expect(page.getByRole('heading', { name: 'Your 7-Day Free Trial Has Started!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to Premium!' })).toBeVisible();
    await reviewScreenshot(page, 'screenshots/billing-checkout-success-desktop.png', { fullPage: true });
    await expect(page).toHaveURL('/dashboard');

    // Premium is the user record's plan (identity follows billing's Kafka event)
    await subscription.goto();
    await expect(subscription.currentPlan.getByText('Premium', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(subscription.currentPlan).toContainText('Monthly billing · Free trial');
    await expect(subscription.main.getByText('Visa ending in 4242')).toBeVisible();
    await captureBothWidths(page, 'billing-subscription-premium');

    await subscription.button('Pause Subscription').click();
    await subscription.expectToast('Subscription Paused');
    await expect(subscription.currentPlan.getByText('Paused')).toBeVisible();
    // docs/product-rules.md#subscription-controls: no cancel and no plan switch while paused
    await expect(subscription.button('Cancel Subscription')).toBeDisabled();
    await expect(subscription.button('Switch to Yearly')).toBeDisabled();
    await subscription.button('Resume Subscription').click();
    await subscription.expectToast('Subscription Resumed');

    await subscription.button('Cancel Subscription').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByLabel('It is too expensive').check();
    await captureBothWidths(page, 'billing-cancel-dialog');
    await expectAccessibleEveryWay(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel at Period End' }).click();
    await subscription.expectToast('Subscription Canceled');
    await expect(subscription.currentPlan.getByText('Cancels at period end')).toBeVisible();
    await expect(subscription.button('Pause Subscription')).toBeDisabled();

    await subscription.button('Reactivate Subscription').click();
    await subscription.expectToast('Subscription Reactivated');
    await expect(subscription.currentPlan.getByText('Cancels at period end')).toBeHidden();

    // without a reason the retention dialog comes first; its yearly switch is a plan change
    await subscription.button('Cancel Subscription').click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel at Period End' }).click();
    const retention = page.getByRole('dialog', { name: 'Before you go…' });
    await expect(retention.getByRole('button', { name: 'Still Cancel' })).toBeVisible();
    await captureBothWidths(page, 'billing-retention-dialog');
    await expectAccessibleEveryWay(page, 'retention dialog');
    await retention.getByRole('button', { name: 'Switch to Yearly' }).click();
    await subscription.expectToast('Plan Changed');
    await expect(subscription.currentPlan).toContainText('Yearly billing');
    await expect(subscription.button('Yearly (current)')).toBeDisabled();

    await subscription.button('Downgrade to Free').click();
    const downgrade = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await expect(downgrade).toBeVisible();
    await expectAccessibleEveryWay(page, 'downgrade dialog');
    await downgrade.getByRole('button', { name: 'Downgrade to Free' }).click();
    await subscription.expectToast('Downgraded Successfully');
    await expect(subscription.currentPlan.getByText('Free', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(subscription.main.getByRole('region', { name: 'Manage Subscription' })).toBeHidden();
  });

  test('the plan is chosen once: Yearly on /pricing is the plan on /checkout and on the hosted page', async ({ page }) => {
    test.setTimeout(60_000);
    await registerViaApi(page, { completeProfile: true });
    const pricing = new PricingPage(page);
    await pricing.goto();
    await pricing.billingPeriod('Yearly').click();
    await pricing.startTrial.click();

    await expect(page).toHaveURL('/checkout?plan=yearly');
    const checkout = new CheckoutPage(page);
    await expect(checkout.plan('Yearly')).toContainText('$49.99');
    await expect(checkout.plan('Monthly')).toHaveCount(0);
    await expect(checkout.main.getByRole('button', { name: /Start .* Trial/ })).toHaveCount(1);
    await captureBothWidths(page, 'billing-checkout-yearly-carried');
    await checkout.start('Yearly').click();

    // the hosted page says the plan, and asks for the card only
    await expect(page).toHaveURL(/\/api\/local-payments\/checkout\/cs_test_/);
    await expect(page.getByRole('heading', { name: 'Subscribe to Cellar Door AI Premium (yearly)' })).toBeVisible();
    await expect(page.getByText('7 days free, then $49.99 per year', { exact: false })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /plan|period|billing/i })).toHaveCount(0);
    await captureBothWidths(page, 'billing-hosted-checkout-yearly');
  });
});
