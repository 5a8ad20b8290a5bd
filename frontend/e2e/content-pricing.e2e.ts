import { expect, test } from '@playwright/test';
import { PricingPage } from './pages/pricing-page';

test.describe('Pricing', () => {
  test('monthly by default: $4.99 per month, trial to /checkout?plan=monthly', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    await expect(pricing.billingPeriod('Monthly')).toHaveAttribute('aria-pressed', 'true');
    await expect(pricing.premiumPlan).toContainText('$4.99per month');
    await expect(pricing.freePlan).toContainText('$0');
    await expect(pricing.startTrial).toHaveAttribute('href', '/checkout?plan=monthly');
    await expect(page.getByRole('main')).toContainText('include GST');
  });

  test('yearly shows $49.99 and the saving against $59.88, and the trial goes to checkout', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    await pricing.billingPeriod('Yearly').click();
    await expect(pricing.billingPeriod('Yearly')).toHaveAttribute('aria-pressed', 'true');
    await expect(pricing.premiumPlan).toContainText('$49.99per year');
    await expect(pricing.premiumPlan).toContainText('Save $9.89 (17%) compared with $59.88 paid monthly.');
    await expect(pricing.startTrial).toHaveAttribute('href', '/checkout?plan=yearly');

    // Choosing Yearly again keeps it selected rather than clearing the choice.
    await pricing.billingPeriod('Yearly').click();
    await expect(pricing.billingPeriod('Yearly')).toHaveAttribute('aria-pressed', 'true');

    await pricing.startTrial.click();
    await expect(page).toHaveURL('/checkout?plan=yearly');
  });

  test('the comparison table uses the plan numbers', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    await expect(pricing.comparisonRow('Recommendations per search')).toHaveText(/3\s*6$/);
    await expect(pricing.comparisonRow('Saved wines')).toHaveText(/3\s*Unlimited$/);
    await expect(pricing.comparisonRow('Photo analyses')).toHaveText(/3 per month\s*Unlimited$/);
    for (const feature of [
      'Voice search',
      'Meal & menu pairing',
      'Food pairing suggestions',
      'Cellar analytics',
      'Priority support',
    ]) {
      await expect(pricing.comparisonRow(feature).getByRole('img', { name: 'Not included' })).toBeVisible();
      await expect(pricing.comparisonRow(feature).getByRole('img', { name: 'Included', exact: true })).toBeVisible();
    }
  });

  test('FAQ answers open on demand, and there is a way back to the dashboard', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    const question = page.getByRole('button', { name: 'Can I get a refund?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(page.getByRole('region', { name: 'Can I get a refund?' })).toContainText(
      'refundable only as required by Australian Consumer Law',
    );
    await expect(page.getByRole('link', { name: 'Back to Recommendations' })).toHaveAttribute('href', '/dashboard');
    await expect(pricing.freePlan.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/?signup=1');
  });
});
