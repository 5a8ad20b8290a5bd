import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountSettingsPage } from './pages/account-settings-page';
import { AuthDialogs, registerViaApi } from './pages/auth-dialogs';
import { seriousViolations } from './pages/axe';
import { reviewScreenshot, screenshotPath } from './pages/screenshots';
import { inEachScheme, type ColorScheme } from './support/color-schemes';

// Each dialog at desktop and phone widths: an axe check of the open dialog in both colour schemes,
// and screenshots for visual review (frontend/screenshots/, with E2E_SCREENSHOTS=1). Each state is
// reached once per width and checked in light, then dark, switched in the page (the app follows the
// system colour scheme live), so a theme costs a scan rather than a second account and page load.
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};
async function expectNoSeriousViolations(page: Page, dialog: Locator, colorScheme: ColorScheme): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, `dialog, ${colorScheme}`, '[role="dialog"]')).toEqual([]);
}

// Checks the open dialog in both schemes; in the light scheme also saves a screenshot of the viewport.
async function capture(page: Page, dialog: Locator, name: string, viewportName: string, also?: () => Promise<void>) {
  await inEachScheme(page, async (colorScheme) => {
    if (also) await also();
    await expectNoSeriousViolations(page, dialog, colorScheme);
    if (colorScheme === 'light') await reviewScreenshot(page, screenshotPath(name, viewportName), { animations: 'disabled' });
  });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`light and dark, ${viewport.width}px`, () => {
    test.use({ viewport });

    test('Sign In and Create Your Account', async ({ page }) => {
      const dialogs = new AuthDialogs(page);
      await page.goto('/?signin=1');
      await capture(page, dialogs.signIn, 'dialog-sign-in', viewportName);
      await page.goto('/?signup=1');
      await capture(page, dialogs.signUp, 'dialog-sign-up', viewportName);
    });

    test('profile setup, both steps', async ({ page }) => {
      const dialogs = new AuthDialogs(page);
      await registerViaApi(page);
      await page.goto('/dashboard');
      await expect(dialogs.profileSetup).toBeVisible();
      await dialogs.dateOfBirth().fill('1990-03-15');
      await dialogs.certification().check();
      await capture(page, dialogs.profileSetup, 'dialog-profile-step-1', viewportName);
      await dialogs.dateOfBirth().fill('2015-03-15');
      await inEachScheme(page, (colorScheme) => expectNoSeriousViolations(page, dialogs.profileSetup, colorScheme));
      await dialogs.dateOfBirth().fill('1990-03-15');
      await dialogs.profileButton('Next').click();
      await dialogs.profileSetup.getByRole('radio', { name: /Enthusiast/ }).check();
      await dialogs.profileSetup.getByRole('button', { name: 'Red Wine' }).click();
      await dialogs.profileSetup.getByRole('button', { name: '$25-60' }).click();
      await capture(page, dialogs.profileSetup, 'dialog-profile-step-2', viewportName);
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
      await capture(page, dialogs.profileSetup, 'dialog-profile-errors', viewportName, async () => {
        await expect(dialogs.dateOfBirth()).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(dialogs.dateOfBirth())).toContain('Enter your date of birth.');
        await expect(dialogs.certification()).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(dialogs.certification())).toContain(
          'Tick the box to confirm you are 18 or older and agree to the terms.',
        );
      });

      await dialogs.dateOfBirth().fill('1990-03-15');
      await dialogs.certification().check();
      await expect(dialogs.certification()).toHaveAttribute('aria-invalid', 'false');
      await dialogs.profileButton('Next').click();
      const location = dialogs.profileSetup.getByLabel('Location');
      await location.fill('Melbourne '.repeat(11));
      await dialogs.profileButton('Complete Setup').click();
      await capture(page, dialogs.profileSetup, 'dialog-profile-location-error', viewportName, async () => {
        await expect(location).toHaveAttribute('aria-invalid', 'true');
        expect(await describedBy(location)).toContain('Use at most 100 characters for your location.');
      });
      await location.fill('Melbourne, VIC');
      await dialogs.profileButton('Complete Setup').click();
      await expect(dialogs.profileSetup).toBeHidden();
    });

    // one account and one load of /settings: the page as it opens, then its delete confirmation
    test('Account Settings page and the delete account confirmation', async ({ page }) => {
      const settings = new AccountSettingsPage(page);
      await registerViaApi(page, { completeProfile: true });
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      await inEachScheme(page, async (colorScheme) => {
        expect(await seriousViolations(page, `account settings, ${colorScheme}`)).toEqual([]);
        if (colorScheme === 'light') {
          await reviewScreenshot(page, screenshotPath('page-account-settings', viewportName), {
            fullPage: true,
            animations: 'disabled',
          });
        }
      });

      await settings.openDeleteDialog();
      await settings.confirmationInput().fill('DELETE');
      await capture(page, settings.deleteDialog, 'dialog-delete-account', viewportName);
    });
  });
}
