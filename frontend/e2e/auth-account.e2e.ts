import { expect, test } from '@playwright/test';
import { AccountSettingsPage } from './pages/account-settings-page';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { ShellPage } from './pages/shell-page';
import { UserMenu } from './pages/user-menu';

test('Account Settings changes the name and the password', async ({ page }) => {
  const account = await registerViaApi(page, { completeProfile: true });
  const shell = new ShellPage(page);
  const dialogs = new AuthDialogs(page);
  const settings = new AccountSettingsPage(page);
  await shell.goto('/settings');
  await expect(shell.heading('Account Settings')).toBeVisible();

  await test.step('rename', async () => {
    await expect(settings.profile.getByLabel('First name')).toHaveValue(account.firstName);
    await settings.profile.getByLabel('First name').fill('Liv');
    await settings.profile.getByRole('button', { name: 'Save Changes' }).click();
    await dialogs.expectToast('Profile Updated', 'Your name has been saved.');
    await new UserMenu(page).button.click();
    await expect(page.getByRole('menu').getByText(`Liv ${account.lastName}`)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('a wrong current password is refused', async () => {
    await settings.password.getByLabel(/^Current password/).fill('not-my-password');
    await settings.password.getByLabel(/^New password/).fill('brand-new-secret');
    await settings.password.getByLabel(/^Confirm new password/).fill('brand-new-secret');
    await settings.password.getByRole('button', { name: 'Update Password' }).click();
    await dialogs.expectToast('Password Not Changed', 'Your current password is incorrect.');
  });

  await test.step('the right one changes it, and the new password signs in', async () => {
    await settings.password.getByLabel(/^Current password/).fill(account.password);
    await settings.password.getByRole('button', { name: 'Update Password' }).click();
    await dialogs.expectToast('Password Updated', 'Your password has been changed.');
    await new UserMenu(page).choose('Sign Out');
    await expect(page).toHaveURL('/');
    await shell.headerButton('Sign In').click();
    await dialogs.fillSignIn(account.email, 'brand-new-secret');
    await expect(page).toHaveURL('/dashboard');
  });
});
