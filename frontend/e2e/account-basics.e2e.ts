import { expect, test, type Page } from '@playwright/test';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { captureBothWidths } from './pages/billing-pages';
import { DashboardPage } from './pages/dashboard-page';
import { newestMailTo } from './support/mailbox';

// Journeys of the basics a member expects: "Forgot password?" and preferences edited after setup
// (docs/product-rules.md#password-reset, #preferences).

/** The link in the reset e-mail, as the member's mail client shows it. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await newestMailTo(email, /^Reset your/);
  const link = mail.body.match(/(\/reset-password\?token=[A-Za-z0-9_-]{43})/)?.[1];
  expect(link, `a reset link in: ${mail.body}`).toBeDefined();
  return link!;
}

async function openSignIn(page: Page): Promise<AuthDialogs> {
  const dialogs = new AuthDialogs(page);
  await page.goto('/?signin=1');
  await expect(dialogs.signIn).toBeVisible();
  return dialogs;
}

test('a member who forgot the password resets it by e-mailed link and signs in with the new one', async ({ browser, page }) => {
  // six screens captured at two widths each, on a system shared with the other tiers
  test.setTimeout(120_000);
  const account = await registerViaApi(page, { completeProfile: true });
  // another device, signed in before the reset: the reset ends its session
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const signedIn = await otherPage.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.ok()).toBe(true);
  await page.context().clearCookies();

  const dialogs = await openSignIn(page);
  await dialogs.signIn.getByLabel('Email').fill(account.email);
  await captureBothWidths(page, 'sign-in-forgot-link');
  await dialogs.signIn.getByRole('button', { name: 'Forgot password?' }).click();

  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(resetDialog.getByLabel('Email')).toHaveValue(account.email);
  await captureBothWidths(page, 'forgot-password-form');
  await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(resetDialog.getByRole('status')).toContainText('If an account exists for that e-mail');
  await captureBothWidths(page, 'forgot-password-sent');

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  // a mismatch is said next to the field
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-pw');
  await page.getByLabel('Confirm new password').fill('new-secret-px');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const confirm = page.getByLabel('Confirm new password');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await captureBothWidths(page, 'reset-password-mismatch');
  await confirm.fill('new-secret-pw');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await captureBothWidths(page, 'reset-password-done');

  // the link is spent
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-secret');
  await page.getByLabel('Confirm new password').fill('third-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();

  // the other device was signed out; the new password signs in
  expect((await otherPage.request.post('/api/auth/refresh')).status()).toBe(401);
  await other.close();
  const again = await openSignIn(page);
  await again.fillSignIn(account.email, 'new-secret-pw');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a member changes the preferences set at setup in Account Settings', async ({ page }) => {
  await registerViaApi(page, { completeProfile: true });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Wine preferences' });
  await expect(section.getByText(/Date of birth: 4 July 1985\. It cannot be changed/)).toBeVisible();
  const save = section.getByRole('button', { name: 'Save Preferences' });
  await expect(save).toBeDisabled();

  await section.getByRole('button', { name: 'Red Wine' }).click();
  await section.getByRole('button', { name: 'Sparkling Wine' }).click();
  await section.getByRole('button', { name: '$60-150' }).click();
  await section.getByRole('radio', { name: /Connoisseur/ }).check();
  await section.getByLabel('Location').fill('Adelaide, SA');
  await captureBothWidths(page, 'settings-preferences');
  await save.click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Wine preferences' });
  await expect(reloaded.getByRole('button', { name: 'Red Wine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByRole('button', { name: 'Sparkling Wine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByRole('button', { name: 'White Wine' })).toHaveAttribute('aria-pressed', 'false');
  await expect(reloaded.getByRole('button', { name: '$60-150' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByLabel('Location')).toHaveValue('Adelaide, SA');

  // the next search runs with them (tests/system/accounts/preferences.int-spec.ts checks their effect)
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.search('a bottle for the weekend');
});
