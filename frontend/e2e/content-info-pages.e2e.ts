import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

test.describe('landing page', () => {
  test('shows the hero, feature cards, trust badges and the free plan', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const main = page.getByRole('main');
    for (const feature of ['AI Recommendations', 'Wine Analysis', 'Personal Cellar']) {
      await expect(main.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(main.getByText('4.9/5 rating')).toBeVisible();
    await expect(main.getByText('10,000+ users')).toBeVisible();
    for (const item of ['3 saved wines', 'AI recommendations', 'Basic analysis', 'Community access']) {
      await expect(main.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(main.getByText(/Premium from \$4\.99 per month/).first()).toBeVisible();
  });

  test("'Get Started Free' asks to sign up and 'View Pricing' opens pricing", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    // ?signup=1 opens the sign-up dialog over the page; Back closes it for the second button.
    await expect(page).toHaveURL('/?signup=1');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeHidden();
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(shell.heading('Choose Your Plan')).toBeVisible();
  });
});

test.describe('legal and information pages', () => {
  test('the privacy policy states its date, law and retention periods', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy | Cellar Door AI');
    const main = page.getByRole('main');
    await expect(main.getByText('Last updated: 21 June 2025')).toBeVisible();
    await expect(main).toContainText('Privacy Act 1988 (Cth)');
    await expect(main).toContainText('Australian Privacy Principles');
    await expect(main).toContainText('Melbourne');
    const retention = main.getByRole('table', { name: 'Retention periods' });
    const expected = {
      'Account data': 'Until you delete your account',
      Recommendations: '2 years',
      'Payment records': '7 years',
      'Age verification': '3 years',
      'Marketing data': 'Until you opt out',
    };
    for (const [data, period] of Object.entries(expected)) {
      await expect(retention.getByRole('row', { name: `${data} ${period}` })).toBeVisible();
    }
    await expect(main).toContainText('within 30 days');

    // The contents list jumps to a section.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How long we keep it' }).click();
    await expect(page).toHaveURL('/privacy-policy#retention');
    await expect(main.getByRole('heading', { name: 'How long we keep it' })).toBeInViewport();
  });

  test('the terms state the plans, notice periods and liability, and link to the privacy policy', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main.getByText('Last updated: 21 June 2025')).toBeVisible();
    await expect(main).toContainText('Australian Consumer Law');
    await expect(main).toContainText('You must be 18 or older');
    await expect(main).toContainText('$4.99 per month or $49.99 per year');
    await expect(main).toContainText('7-day free trial');
    await expect(main).toContainText('renews automatically');
    await expect(main).toContainText('3 photo analyses per calendar month');
    await expect(main).toContainText('refundable only as required by the Australian Consumer Law');
    await expect(main).toContainText('at least 30 days before they take effect');
    await expect(main).toContainText("30 days' notice");
    await expect(main).toContainText('12 months before the claim');

    await main.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(shell.heading('Privacy Policy')).toBeVisible();
  });

  test('age verification cites the laws and explains verification', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/age-verification');
    const main = page.getByRole('main');
    for (const law of ['Liquor Control Reform Act 1998', 'Liquor Act 2007', 'Liquor Licensing Act 1997']) {
      await expect(main.getByText(law, { exact: true })).toBeVisible();
    }
    await expect(main).toContainText('ABAC Responsible Alcohol Marketing Code');
    await expect(main.getByRole('heading', { name: 'Our commitments' })).toBeVisible();
    await expect(main).toContainText('confirm your date of birth and certify that you are 18 or older');
  });

  test('responsible drinking gives the guidelines, standard drinks and hotlines', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/responsible-drinking');
    const main = page.getByRole('main');
    await expect(main).toContainText('no more than 10 standard drinks a week');
    await expect(main).toContainText('no more than 4 standard drinks on any one day');
    await expect(main).toContainText('at least 2 alcohol-free days a week');
    await expect(main).toContainText('no safe level of drinking');
    const drinks = main.getByRole('table', { name: 'Standard drinks in wine' });
    await expect(drinks.getByRole('row', { name: '100 ml glass of wine at 13.5% 1 standard drink' })).toBeVisible();
    await expect(drinks.getByRole('row', { name: '150 ml glass of wine at 12% 1.4 standard drinks' })).toBeVisible();
    await expect(drinks.getByRole('row', { name: '750 ml bottle of wine at 13.5% 7.5 standard drinks' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Warning signs' })).toBeVisible();
    const hotlines = {
      'National Alcohol and Other Drug Hotline': 'tel:1800250015',
      Lifeline: 'tel:131114',
      'DirectLine (Victoria)': 'tel:1800888236',
    };
    for (const [name, href] of Object.entries(hotlines)) {
      await expect(main.getByRole('link', { name: new RegExp(`^Call ${name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('the referral program lists the steps, rewards, tiers and terms; its buttons are not live yet', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/referral-program');
    const main = page.getByRole('main');
    for (const step of ['Share your link', 'Your friend signs up', 'You both get rewards']) {
      await expect(main.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(main).toContainText('14-day free trial');
    await expect(main).toContainText('1 month of Premium free for every successful referral');
    await expect(main).toContainText('20% off their first month');
    for (const tier of ['5 referrals', '10 referrals', '20 referrals']) {
      await expect(main.getByRole('heading', { name: tier })).toBeVisible();
    }
    await expect(main).toContainText('credited within 24 hours');
    await expect(main).toContainText('Self-referral or fraud leads to account suspension.');
    // signed out, both lead to an account first
    await expect(main.getByRole('link', { name: 'Get My Referral Link' })).toHaveAttribute('href', '/?signup=1');
    await expect(main.getByRole('link', { name: 'View My Referrals' })).toHaveAttribute('href', '/?signin=1');
  });
});
