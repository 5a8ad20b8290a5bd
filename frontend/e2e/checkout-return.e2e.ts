import { expect, test } from '@playwright/test';
import { registerViaApi } from './pages/auth-dialogs';
import { captureBothWidths } from './pages/billing-pages';
import { expectAccessibleEveryWay } from './support/axe-states';

// The return from a checkout welcomes Premium only once billing has confirmed it
// (docs/product-rules.md#trials): until then the member sees that it is being confirmed, and a return
// billing cannot confirm says so, with the way to the subscription page.
test('a return from checkout that billing cannot confirm welcomes nobody and says what to do', async ({ page }) => {
  await registerViaApi(page, { completeProfile: true });
  // billing's answer is held back, as on a slow payment service: the page says it is confirming
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/checkout-success?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout?session_id=cs_test_never_paid&subscription=success');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming Your Payment' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible();
  await captureBothWidths(page, 'checkout-return-confirming');

  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Has Not Started Yet' })).toBeVisible();
  await expect(page.getByText('Welcome to Premium!')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'See my subscription' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expectAccessibleEveryWay(page, 'checkout-return-not-started');
  await captureBothWidths(page, 'checkout-return-not-started');
  // still Free: nothing on the page or in the account says Premium
  await page.goto('/subscription');
  await expect(page.getByRole('main').getByText('Free', { exact: true }).first()).toBeVisible();
});
