import { expect, test, type Page } from '@playwright/test';
import { AuthDialogs, newAccount } from './pages/auth-dialogs';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { renderedLabel, UploadPage } from './pages/upload-page';
import { tabTo } from './support/keyboard';

// WCAG 2.2 AA for someone who uses only a keyboard: sign up, set up the profile, search, save, the
// cellar, upload a photo and correct its analysis, pressing only Tab, Enter, Space, Escape and typing.
// Focus is visible at every Tab stop (support/keyboard.ts), returns to what opened a dialog or form
// when it closes, and toasts are announced (status for news, alert for failures).
test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

// The journey is resized to a phone and back at each step even without screenshots: its later
// steps have always run after that pause and relayout (without it, the first Tab after saving a
// wine lost focus on a loaded machine), so it stays part of the journey.
async function shoot(page: Page, step: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  await reviewScreenshot(page, screenshotPath(`keyboard-${step}`, 'mobile'), { animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const status = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('keyboard only: sign up, profile, search, save, cellar, upload, edit the analysis', async ({ page }) => {
  test.setTimeout(300_000);
  const keys = (key: string) => page.keyboard.press(key);
  const dialogs = new AuthDialogs(page);
  const account = newAccount();

  await test.step('sign up', async () => {
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Get Started' }));
    await keys('Enter');
    await expect(dialogs.signUp).toBeVisible();
    for (const [label, value] of [
      ['First name (optional)', account.firstName],
      ['Email', account.email],
      [/^Password/, account.password],
      ['Confirm password', account.password],
    ] as const) {
      await tabTo(page, dialogs.signUp.getByLabel(label));
      await page.keyboard.type(value);
    }
    await shoot(page, 'sign-up');
    await tabTo(page, dialogs.signUp.getByRole('button', { name: 'Create Account' }));
    await keys('Enter');
  });

  await test.step('profile setup, both steps', async () => {
    await expect(dialogs.profileSetup).toBeVisible({ timeout: 20_000 });
    await tabTo(page, dialogs.dateOfBirth());
    await page.keyboard.type('07041985');
    await expect(dialogs.dateOfBirth()).toHaveValue('1985-07-04');
    await tabTo(page, dialogs.certification());
    await keys('Space');
    await expect(dialogs.certification()).toBeChecked();
    await shoot(page, 'profile-age');
    await tabTo(page, dialogs.profileButton('Next'));
    await keys('Enter');
    await expect(dialogs.profileSetup.getByText('Step 2 of 2: Preferences')).toBeVisible();
    await shoot(page, 'profile-preferences');
    await tabTo(page, dialogs.profileButton('Complete Setup'));
    await keys('Enter');
    await expect(status(page, 'Profile Complete!')).toBeVisible();
    await expect(dialogs.profileSetup).toBeHidden();
  });

  await test.step('search and save', async () => {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Recommendations' }));
    await keys('Enter');
    const query = page.getByLabel('Describe the wine, meal or occasion');
    await tabTo(page, query);
    await page.keyboard.type('a bold red for a barbecue');
    await tabTo(page, page.getByRole('button', { name: 'Get Recommendations' }));
    await keys('Enter');
    await expect(status(page, 'Recommendations Found!')).toBeVisible({ timeout: 60_000 });
    const save = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Save / });
    await tabTo(page, save);
    await keys('Enter');
    await expect(status(page, 'Wine Saved!')).toBeVisible();
    await shoot(page, 'saved');
  });

  await test.step('the cellar: a dialog gives focus back to its button', async () => {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'My Cellar' }));
    await keys('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeVisible({ timeout: 30_000 });
    const edit = page.getByRole('article').first().getByRole('button', { name: 'Edit bottles' });
    await tabTo(page, edit);
    await keys('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, 'cellar-dialog');
    await keys('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });

  const upload = new UploadPage(page);
  await test.step('upload a photo: the drop zone opens the file chooser from the keyboard', async () => {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Upload Wine' }));
    await keys('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Analyse Your Wine Collection' })).toBeVisible({
      timeout: 30_000,
    });
    // Playwright turns on file chooser interception only when a listener exists, and asynchronously:
    // listening before the first key press keeps a native chooser (which would block the next) from opening
    page.on('filechooser', () => undefined);
    const choose = upload.button('Choose Photo');
    await tabTo(page, choose);
    // Space opens the chooser as Enter does
    const label = await renderedLabel('Penfolds', 'Bin 389 Cabernet Shiraz', 'Barossa Valley', '2016');
    const photo = { name: 'label.png', mimeType: 'image/png', buffer: label };
    const bySpace = page.waitForEvent('filechooser');
    await keys('Space');
    const spaceChooser = await bySpace;
    expect(spaceChooser.isMultiple()).toBe(false);
    await spaceChooser.setFiles(photo);
    // Choose Another goes back to the drop zone and gives focus to its button, which Enter opens too
    await tabTo(page, upload.button('Choose Another'));
    await keys('Enter');
    await expect(choose).toBeFocused();
    await tabTo(page, choose);
    const byEnter = page.waitForEvent('filechooser');
    await keys('Enter');
    await (await byEnter).setFiles(photo);
    await tabTo(page, upload.analyse);
    await keys('Enter');
    await expect(upload.wineName).toHaveText('Penfolds Bin 389 Cabernet Shiraz', { timeout: 90_000 });
    await expect(status(page, 'Analysis Complete!')).toBeVisible();
    await shoot(page, 'analysis');
  });

  await test.step('edit and save the analysis: focus goes into the form and back to Edit Details', async () => {
    const editDetails = upload.button('Edit Details');
    await tabTo(page, editDetails);
    await keys('Enter');
    const name = upload.main.getByRole('textbox', { name: /^Wine Name/ });
    await expect(name).toBeFocused();
    await keys('ControlOrMeta+a');
    await page.keyboard.type('Penfolds Bin 389 (keyboard bottle)');
    await shoot(page, 'edit');
    await tabTo(page, upload.main.getByRole('button', { name: 'Save Changes' }));
    await keys('Enter');
    await expect(status(page, 'Changes Saved')).toBeVisible();
    await expect(upload.wineName).toHaveText('Penfolds Bin 389 (keyboard bottle)');
    await expect(editDetails).toBeFocused();
  });
});
