import { expect, test } from '@playwright/test';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { ShellPage } from './pages/shell-page';

test.describe('Sign In and Create Your Account dialogs', () => {
  test('Sign In opens from the top bar and closing it removes the flag', async ({ page }) => {
    const shell = new ShellPage(page);
    const dialogs = new AuthDialogs(page);
    await shell.goto('/pricing');
    await shell.headerButton('Sign In').click();
    await expect(dialogs.signIn).toBeVisible();
    await expect(page).toHaveURL('/?signin=1');
    await dialogs.signIn.getByRole('button', { name: 'Close' }).click();
    await expect(dialogs.signIn).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('Escape closes Sign In too', async ({ page }) => {
    const dialogs = new AuthDialogs(page);
    await page.goto('/?signin=1');
    await expect(dialogs.signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogs.signIn).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test("the landing page's Get Started Free opens Create Your Account", async ({ page }) => {
    const shell = new ShellPage(page);
    const dialogs = new AuthDialogs(page);
    await shell.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Get Started Free' }).click();
    await expect(dialogs.signUp).toBeVisible();
    await expect(page).toHaveURL('/?signup=1');
  });

  test('the dialogs link to each other', async ({ page }) => {
    const dialogs = new AuthDialogs(page);
    await page.goto('/?signin=1');
    await dialogs.signIn.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialogs.signUp).toBeVisible();
    await expect(page).toHaveURL('/?signup=1');
    await dialogs.signUp.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialogs.signIn).toBeVisible();
    await expect(page).toHaveURL('/?signin=1');
  });

  test('Sign In needs both fields', async ({ page }) => {
    const dialogs = new AuthDialogs(page);
    await page.goto('/?signin=1');
    await dialogs.fillSignIn('someone@example.com', '');
    await dialogs.expectToast('Missing Information', 'Please enter both email and password.');
  });

  test('Create Your Account checks the form before sending it', async ({ page }) => {
    const dialogs = new AuthDialogs(page);
    await page.goto('/?signup=1');
    await dialogs.fillSignUp({ email: 'someone@example.com', password: 'secret1', confirmPassword: '' });
    await dialogs.expectToast('Missing Information', 'Please fill in all required fields.');
    await dialogs.fillSignUp({ email: 'someone@example.com', password: 'secret1', confirmPassword: 'secret2' });
    await dialogs.expectToast("Passwords Don't Match", 'Please make sure your passwords match.');
    await dialogs.fillSignUp({ email: 'someone@example.com', password: 'abc', confirmPassword: 'abc' });
    await dialogs.expectToast('Password Too Short', 'Password must be at least 6 characters long.');
  });

  test('an e-mail already registered is told to check its inbox', async ({ page }) => {
    const dialogs = new AuthDialogs(page);
    const existing = await registerViaApi(page);
    // The API call signed this browser in; sign up is for visitors, so start from a clean session.
    await page.context().clearCookies();
    await page.goto('/?signup=1');
    await dialogs.fillSignUp({ email: existing.email, password: 'another-secret' });
    await dialogs.expectToast('Check Your Email', 'Please check your e-mail to continue.');
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu's Sign In opens the dialog", async ({ page }) => {
    const shell = new ShellPage(page);
    const dialogs = new AuthDialogs(page);
    await shell.goto('/');
    await shell.menuToggle.click();
    await shell.drawer.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialogs.signIn).toBeVisible();
    await expect(shell.drawer).toBeHidden();
  });
});
