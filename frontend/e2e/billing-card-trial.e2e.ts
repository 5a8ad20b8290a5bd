import { expect, test } from '@playwright/test';
import { registerViaApi } from './pages/auth-dialogs';
import { captureBothWidths, CheckoutPage, HostedCheckoutPage } from './pages/billing-pages';
import { uniqueTestCard } from '../../tests/support/cards';

// docs/product-rules.md#trials: one trial per card. A second account paying with a card that has
// had its trial is told what is charged today before anything is charged, on the hosted page and
// on /subscribe's own card form.
const CHARGED_TODAY = 'This card has already had a free trial: $4.99 today';

test.describe('a card that already had a free trial', () => {
  test('a second account on that card is told before paying, on the hosted page and on /subscribe', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const card = uniqueTestCard();

    // the first account starts its trial with the card
    const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const firstPage = await first.newPage();
    await registerViaApi(firstPage, { completeProfile: true });
    await firstPage.goto('/checkout?plan=monthly');
    await new CheckoutPage(firstPage).start('Monthly').click();
    await new HostedCheckoutPage(firstPage).pay(card);
    await expect(firstPage).toHaveURL(/subscription=success$/);
    await first.close();

    // the second account is told on the hosted page, and pays only when it confirms
    await registerViaApi(page, { completeProfile: true });
    await page.goto('/checkout?plan=monthly');
    await new CheckoutPage(page).start('Monthly').click();
    await new HostedCheckoutPage(page).pay(card);
    await expect(page.getByRole('alert')).toContainText(CHARGED_TODAY);
    await expect(page.getByRole('alert')).toContainText('Nothing is charged until you confirm.');
    await captureBothWidths(page, 'billing-hosted-card-had-trial');
    await page.getByRole('button', { name: 'Pay $4.99 today' }).click();
    await expect(page).toHaveURL(/subscription=success$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();

    // a third account on /subscribe: the card form says so next to the form, then takes the charge
    await page.context().clearCookies();
    await registerViaApi(page, { completeProfile: true });
    await page.goto('/subscribe?plan=monthly');
    const form = page.getByRole('region', { name: 'Payment' });
    await form.getByLabel(/Card number/).fill(card);
    await form.getByLabel(/Expiry/).fill('12/34');
    await form.getByLabel(/CVC/).fill('123');
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(form.getByRole('alert')).toContainText(CHARGED_TODAY);
    await captureBothWidths(page, 'billing-subscribe-card-had-trial');
    await form.getByRole('button', { name: 'Pay $4.99 today' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a declined card on /subscribe keeps the form, clears the number and says what to do', async ({ page }) => {
    await registerViaApi(page, { completeProfile: true });
    await page.goto('/subscribe?plan=monthly');
    const form = page.getByRole('region', { name: 'Payment' });
    await form.getByLabel(/Card number/).fill('4000 0000 0000 0002');
    await form.getByLabel(/Expiry/).fill('12/34');
    await form.getByLabel(/CVC/).fill('123');
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your card was declined. Try another card, or call your bank.');
    await expect(form.getByLabel(/Card number/)).toHaveValue('');
    await expect(form.getByLabel(/Expiry/)).toHaveValue('12/34');
    await expect(form.getByLabel(/CVC/)).toHaveValue('123');
    await captureBothWidths(page, 'billing-subscribe-declined');
  });
});
