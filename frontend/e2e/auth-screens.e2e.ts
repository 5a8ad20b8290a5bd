import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountSettingsPage } from './pages/account-settings-page';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { seriousViolations } from './pages/axe';
import { screenshotPath } from './pages/screenshots';

// Each dialog at desktop and phone widths: screenshots for visual review (frontend/screenshots/)
// and an axe check of the open dialog in both colour schemes.
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

async function expectNoSeriousViolations(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, 'dialog', '[role="dialog"]')).toEqual([]);
}

// Checks the open dialog; in the light scheme also saves a screenshot of the viewport.
async function capture(page: Page, dialog: Locator, name: string, viewportName: string, colorScheme: string) {
  await expectNoSeriousViolations(page, dialog);
  if (colorScheme !== 'light') return;
  await page.screenshot({ path: screenshotPath(name, viewportName), animations: 'disabled' });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${colorScheme}, ${viewport.width}px`, () => {
      test.use({ viewport, colorScheme });

      test('Sign In and Create Your Account', async ({ page }) => {
        const dialogs = new AuthDialogs(page);
        await page.goto('/?signin=1');
        await capture(page, dialogs.signIn, 'dialog-sign-in', viewportName, colorScheme);
        await page.goto('/?signup=1');
        await capture(page, dialogs.signUp, 'dialog-sign-up', viewportName, colorScheme);
      });

      test('profile setup, both steps', async ({ page }) => {
        const dialogs = new AuthDialogs(page);
        await registerViaApi(page);
        await page.goto('/dashboard');
        await expect(dialogs.profileSetup).toBeVisible();
        await dialogs.dateOfBirth().fill('1990-03-15');
        await dialogs.certification().check();
        await capture(page, dialogs.profileSetup, 'dialog-profile-step-1', viewportName, colorScheme);
        await dialogs.dateOfBirth().fill('2015-03-15');
        await expectNoSeriousViolations(page, dialogs.profileSetup);
        await dialogs.dateOfBirth().fill('1990-03-15');
        await dialogs.profileButton('Next').click();
        await dialogs.profileSetup.getByRole('radio', { name: /Enthusiast/ }).check();
        await dialogs.profileSetup.getByRole('button', { name: 'Red Wine' }).click();
        await dialogs.profileSetup.getByRole('button', { name: '$25-60' }).click();
        await capture(page, dialogs.profileSetup, 'dialog-profile-step-2', viewportName, colorScheme);
      });

      test('profile setup says what is wrong under each field', async ({ page }) => {
        const dialogs = new AuthDialogs(page);
        const describedBy = (field: Locator) =>
          field.evaluate((el) =>
            (el.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          );
        await registerViaApi(page);
        await page.goto('/dashboard');
        await expect(dialogs.profileSetup).toBeVisible();
        await dialogs.profileButton('Next').click();
        await expect(dialogs.dateOfBirth()).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(dialogs.dateOfBirth())).toContain('Enter your date of birth.');
        await expect(dialogs.certification()).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(dialogs.certification())).toContain(
          'Tick the box to confirm you are 18 or older and agree to the terms.',
        );
        await capture(page, dialogs.profileSetup, 'dialog-profile-errors', viewportName, colorScheme);

        await dialogs.dateOfBirth().fill('1990-03-15');
        await dialogs.certification().check();
        await expect(dialogs.certification()).toHaveAttribute('aria-invalid', 'false');
        await dialogs.profileButton('Next').click();
        const location = dialogs.profileSetup.getByLabel('Location');
        await location.fill('Melbourne '.repeat(11));
        await dialogs.profileButton('Complete Setup').click();
        await expect(location).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(location)).toContain('Use at most 100 characters for your location.');
        await capture(page, dialogs.profileSetup, 'dialog-profile-location-error', viewportName, colorScheme);
        await location.fill('Melbourne, VIC');
        await dialogs.profileButton('Complete Setup').click();
        await expect(dialogs.profileSetup).toBeHidden();
      });

      test('delete account confirmation', async ({ page }) => {
        const settings = new AccountSettingsPage(page);
        await registerViaApi(page, { completeProfile: true });
        await page.goto('/settings');
        await settings.openDeleteDialog();
        await settings.confirmationInput().fill('DELETE');
        await capture(page, settings.deleteDialog, 'dialog-delete-account', viewportName, colorScheme);
      });

      test('Account Settings page', async ({ page }) => {
        await registerViaApi(page, { completeProfile: true });
        await page.goto('/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
        expect(await seriousViolations(page, 'account settings')).toEqual([]);
        if (colorScheme === 'light') {
          await page.screenshot({
            path: screenshotPath('page-account-settings', viewportName),
            fullPage: true,
            animations: 'disabled',
          });
        }
      });
    });
  }
}
