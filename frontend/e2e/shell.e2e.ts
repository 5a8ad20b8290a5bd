import { expect, test } from '@playwright/test';
import { AuthDialogs } from './pages/auth-dialogs';
import { LANDING_HEADING, PAGE_HEADINGS } from './pages/headings';
import { ShellPage } from './pages/shell-page';

const SIGNED_OUT_NAV = { Pricing: '/pricing', Contact: '/contact' };
const FOOTER_LINKS = {
  'Help Centre': '/help-centre',
  Contact: '/contact',
  'Wine Education': '/wine-education',
  'Privacy Policy': '/privacy-policy',
  'Terms of Service': '/terms-of-service',
  'Age Verification': '/age-verification',
  'Responsible Drinking': '/responsible-drinking',
};

/** Back to the landing page from the page a link opened (nothing to do on the landing page itself). */
async function backToLanding(shell: ShellPage): Promise<void> {
  if (new URL(shell.page.url()).pathname === '/') return;
  await shell.page.goBack();
  await expect(shell.page).toHaveURL('/');
  await expect(shell.heading(LANDING_HEADING)).toBeVisible();
}

test.describe('signed-out shell', () => {
  // each link from the landing page, all in one page load: Back returns to the landing page inside
  // the app, as a new load would (a load is the whole app again)
  test(`the top bar links ${Object.keys(SIGNED_OUT_NAV).join(' and ')} open their pages`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    for (const [name, path] of Object.entries(SIGNED_OUT_NAV)) {
      await backToLanding(shell);
      await shell.navLink(name).click();
      await expect(page, `top bar link ${name}`).toHaveURL(path);
      await expect(shell.heading(PAGE_HEADINGS[path]), `top bar link ${name}`).toBeVisible();
      await expect(shell.navLink(name), `top bar link ${name}`).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the brand link goes to the landing page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/pricing');
    await shell.brandLink().click();
    await expect(page).toHaveURL('/');
    await expect(shell.heading(LANDING_HEADING)).toBeVisible();
  });

  test('Sign In and Get Started lead to the sign-in and sign-up flags', async ({ page }) => {
    const shell = new ShellPage(page);
    const dialogs = new AuthDialogs(page);
    await shell.goto('/pricing');
    await shell.headerButton('Sign In').click();
    await expect(page).toHaveURL('/?signin=1');
    await expect(dialogs.signIn).toBeVisible();
    await expect(dialogs.signUp).toBeHidden();
    await expect(shell.headingBehindModal(LANDING_HEADING)).toBeVisible();
    // The open dialog hides the top bar: Back returns to the pricing page (inside the app) first.
    await page.goBack();
    await expect(page).toHaveURL('/pricing');
    await expect(shell.heading(PAGE_HEADINGS['/pricing'])).toBeVisible();
    await shell.headerButton('Get Started').click();
    await expect(page).toHaveURL('/?signup=1');
    await expect(dialogs.signUp).toBeVisible();
    await expect(dialogs.signIn).toBeHidden();
    await expect(shell.headingBehindModal(LANDING_HEADING)).toBeVisible();
  });

  test('every footer link opens its page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    for (const [name, path] of Object.entries(FOOTER_LINKS)) {
      await backToLanding(shell);
      await shell.footerLink(name).click();
      await expect(page, `footer link ${name}`).toHaveURL(path);
      await expect(shell.heading(PAGE_HEADINGS[path]), `footer link ${name}`).toBeVisible();
      await expect(page, `footer link ${name}`).toHaveTitle(`${PAGE_HEADINGS[path]} | Cellar Door AI`);
    }
  });

  // one load of the landing page for both looks at its footer
  test('the coming-soon footer entries are not links; four social networks open in new tabs', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    for (const label of ['Shop (Coming Soon)', 'Referral Program (Coming Soon)']) {
      await expect(shell.footer.getByText(label, { exact: true }), label).toHaveAttribute('aria-disabled', 'true');
      await expect(shell.footer.getByRole('link', { name: label }), `${label} is not a link`).toHaveCount(0);
    }
    for (const name of ['Facebook', 'Instagram', 'Threads', 'LinkedIn']) {
      const link = shell.footerLink(name);
      await expect(link, `${name} opens in a new tab`).toHaveAttribute('target', '_blank');
      await expect(link, `${name} link`).toHaveAttribute('rel', /noopener/);
    }
  });

  test('an unknown path shows the landing page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/no-such-page');
    await expect(shell.heading(LANDING_HEADING)).toBeVisible();
  });

  test('a signed-in-only page redirects to the landing page', async ({ page }) => {
    const shell = new ShellPage(page);
    const dialogs = new AuthDialogs(page);
    // page.goto, not shell.goto: the Sign In dialog hides the h1 that shell.goto waits for.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/?signin=1');
    await expect(dialogs.signIn).toBeVisible();
    await expect(shell.headingBehindModal(LANDING_HEADING)).toBeVisible();
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggle opens the drawer and a link in it navigates', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.mainNav).toBeHidden();
    await shell.menuToggle.click();
    await expect(shell.drawer).toBeVisible();
    await expect(shell.drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(shell.drawer.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await shell.drawerLink('Pricing').click();
    await expect(page).toHaveURL('/pricing');
    await expect(shell.heading('Choose Your Plan')).toBeVisible();
    await expect(shell.drawer).toBeHidden();
  });
});
