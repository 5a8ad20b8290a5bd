import { expect, test } from '@playwright/test';
import { AccountSettingsPage } from './pages/account-settings-page';
import { AuthDialogs, newAccount } from './pages/auth-dialogs';
import { ShellPage } from './pages/shell-page';
import { UserMenu } from './pages/user-menu';

const ADULT_DATE_OF_BIRTH = '1990-03-15';

// Today in Melbourne (YYYY-MM-DD), where the product counts ages; worked out here independently
// of the app's code, as the oracle for its age message.
const melbourneToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

function ageToday(dateOfBirth: string): number {
  const today = melbourneToday();
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

// A date of birth that makes the user 16 today.
function sixteenYearsAgo(): string {
  const today = melbourneToday();
  return `${Number(today.slice(0, 4)) - 16}-${today.slice(5) === '02-29' ? '02-28' : today.slice(5)}`;
}

test('a new member signs up, verifies their age, signs out and in, and deletes their account', async ({ page }) => {
  const shell = new ShellPage(page);
  const dialogs = new AuthDialogs(page);
  const userMenu = new UserMenu(page);
  const account = newAccount();

  await test.step('sign up from the top bar', async () => {
    await shell.goto('/');
    await shell.headerButton('Get Started').click();
    await expect(dialogs.signUp).toBeVisible();
    await dialogs.fillSignUp(account);
    await expect(dialogs.signUp).toBeHidden();
    await expect(dialogs.profileSetup).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });

  await test.step('profile setup refuses an under-18 date of birth', async () => {
    await expect(dialogs.profileSetup.getByText('Step 1 of 2: Age verification')).toBeVisible();
    await dialogs.dateOfBirth().fill(sixteenYearsAgo());
    await expect(dialogs.profileSetup.getByText('You must be 18 or older to use this product.')).toBeVisible();
    await dialogs.certification().check();
    await dialogs.profileButton('Next').click();
    await dialogs.expectToast('Age Verification Required', "Please confirm your date of birth and that you're 18 or older.");
    await expect(dialogs.profileSetup.getByText('Step 1 of 2: Age verification')).toBeVisible();
  });

  await test.step('it cannot be dismissed', async () => {
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await expect(dialogs.profileSetup).toBeVisible();
  });

  await test.step('an adult passes and completes their preferences', async () => {
    await dialogs.dateOfBirth().fill(ADULT_DATE_OF_BIRTH);
    await expect(
      dialogs.profileSetup.getByText(`Age verification: you're ${ageToday(ADULT_DATE_OF_BIRTH)} years old.`),
    ).toBeVisible();
    await dialogs.profileButton('Next').click();
    await dialogs.profileSetup.getByRole('radio', { name: /Enthusiast/ }).check();
    await dialogs.profileSetup.getByRole('button', { name: 'Red Wine' }).click();
    await dialogs.profileSetup.getByRole('button', { name: 'Sparkling Wine' }).click();
    await dialogs.profileSetup.getByRole('button', { name: '$25-60' }).click();
    await dialogs.profileSetup.getByLabel('Location').fill('Melbourne, VIC');
    await dialogs.profileButton('Complete Setup').click();
    await dialogs.expectToast('Profile Complete!');
    await expect(dialogs.profileSetup).toBeHidden();
    await expect(page).toHaveURL('/dashboard');
    await expect(shell.heading('What Wine Are You Craving?')).toBeVisible();
  });

  await test.step('a reload keeps them signed in', async () => {
    await page.reload();
    await expect(shell.heading('What Wine Are You Craving?')).toBeVisible();
    await expect(userMenu.button).toBeVisible();
    await expect(dialogs.profileSetup).toBeHidden();
    // The access token lives in memory only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });

  await test.step('the user menu shows who is signed in', async () => {
    await userMenu.button.click();
    await expect(userMenu.menu.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(userMenu.menu.getByText(account.email)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('sign out', async () => {
    await userMenu.choose('Sign Out');
    await dialogs.expectToast('Signed Out', 'You have been signed out successfully.');
    await expect(page).toHaveURL('/');
    await expect(shell.headerButton('Sign In')).toBeVisible();
    await expect(dialogs.signIn).toBeHidden();
  });

  await test.step('a wrong password is refused', async () => {
    await shell.headerButton('Sign In').click();
    await dialogs.fillSignIn(account.email, `${account.password}-wrong`);
    await dialogs.expectToast('Sign In Failed', 'Invalid email or password.');
    await expect(dialogs.signIn).toBeVisible();
  });

  await test.step('the right password signs in', async () => {
    await dialogs.signIn.getByLabel('Password').fill(account.password);
    await dialogs.signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialogs.expectToast('Success!', 'You have been signed in successfully.');
    await expect(page).toHaveURL('/dashboard');
    await expect(dialogs.profileSetup).toBeHidden();
  });

  await test.step('signed out, /cellar asks to sign in first, then opens', async () => {
    await userMenu.choose('Sign Out');
    await expect(page).toHaveURL('/');
    await page.goto('/cellar');
    await expect(dialogs.signIn).toBeVisible();
    await expect(page).toHaveURL('/?signin=1');
    await dialogs.fillSignIn(account.email, account.password);
    await expect(page).toHaveURL('/cellar');
    await expect(shell.heading('My Cellar')).toBeVisible();
  });

  await test.step('delete the account from Account Settings', async () => {
    const settings = new AccountSettingsPage(page);
    await userMenu.choose('Account Settings');
    await expect(page).toHaveURL('/settings');
    await expect(shell.heading('Account Settings')).toBeVisible();
    await settings.openDeleteDialog();
    await expect(settings.deleteDialog).toBeVisible();
    await expect(settings.confirmDeleteButton()).toBeDisabled();
    await settings.confirmationInput().fill('delete');
    await expect(settings.confirmDeleteButton()).toBeDisabled();
    await settings.confirmationInput().fill('DELETE');
    // the password is asked for again before anything is deleted
    await expect(settings.confirmDeleteButton()).toBeDisabled();
    await settings.passwordInput().fill(account.password);
    await settings.confirmDeleteButton().click();
    await dialogs.expectToast('Account Deleted');
    await expect(page).toHaveURL('/');
    await expect(shell.headerButton('Sign In')).toBeVisible();
  });

  await test.step('the deleted account stays signed out after a reload', async () => {
    await page.reload();
    await expect(shell.headerButton('Sign In')).toBeVisible();
    expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);
  });
});
