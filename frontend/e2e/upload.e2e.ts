import { expect, test } from '@playwright/test';
import { registerViaApi } from './pages/auth-dialogs';
import { REVIEW_SCREENSHOTS, screenshotPath, reviewScreenshot } from './pages/screenshots';
import { accessTokenOf, renderedLabel, UploadPage } from './pages/upload-page';
import { expectAccessibleEveryWay } from './support/axe-states';

// The /upload journey against the real system: the gateway, the cellar's quota, MinIO, BullMQ
// and an ai-worker running PP-OCR on a label rendered here. Nothing is stubbed.
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
];

async function shoot(page: import('@playwright/test').Page, name: string): Promise<void> {
  // (no resizing when no screenshots are taken)
  if (!REVIEW_SCREENSHOTS) return;
  for (const v of VIEWPORTS) {
    await page.setViewportSize({ width: v.width, height: v.height });
    await reviewScreenshot(page, screenshotPath(name, v.name), { fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** My Cellar from the top bar, inside the app (a new load would be the whole app again). */
async function openCellar(upload: UploadPage): Promise<void> {
  await upload.shell.navLink('My Cellar').click();
  await expect(upload.shell.heading('My Cellar')).toBeVisible();
}

test('a rendered label: progress, result with confidence, edit and save, then it is in the cellar', async ({ page }) => {
  const account = await registerViaApi(page, { completeProfile: true });
  const upload = new UploadPage(page);
  await upload.goto();
  await expect(upload.usage).toBeVisible();
  await expect(upload.main.getByText('0/3')).toBeVisible();
  await shoot(page, 'upload-empty');

  await upload.choose(
    'grange.png',
    'image/png',
    await renderedLabel('Penfolds', 'Bin 389 Cabernet Shiraz', 'Barossa Valley', '2016'),
  );
  await expect(upload.main.getByRole('img', { name: 'Preview of your wine photo' })).toBeVisible();
  await shoot(page, 'upload-preview');

  await upload.analyse.click();
  await expect(upload.main.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
  await expect(upload.wineName).toHaveText('Penfolds Bin 389 Cabernet Shiraz', { timeout: 90_000 });
  await expect(upload.toast('Analysis Complete!')).toBeVisible();
  await expect(upload.main.getByText('2016', { exact: true })).toBeVisible();
  await expect(upload.main.getByLabel(/producer confidence high/)).toBeVisible();
  await expect(upload.main.getByRole('img', { name: /Drinking window \d{4} to \d{4}/ })).toBeVisible();
  await expect(upload.main.getByRole('list', { name: 'Other possible wines' }).getByRole('button')).not.toHaveCount(0);
  // usage refreshed after the analysis
  await expect(upload.main.getByText('1/3')).toBeVisible();
  await shoot(page, 'upload-result');
  await expectAccessibleEveryWay(page, 'analysis result');

  await test.step('edit: cancel discards, save replaces the shown result', async () => {
    await upload.button('Edit Details').click();
    const form = upload.main.getByRole('form', { name: 'Edit wine details' });
    await form.getByRole('textbox', { name: /^Wine Name/ }).fill('Thrown away');
    await shoot(page, 'upload-edit');
    await expectAccessibleEveryWay(page, 'edit analysis');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload.wineName).toHaveText('Penfolds Bin 389 Cabernet Shiraz');

    await upload.button('Edit Details').click();
    await form.getByRole('textbox', { name: /^Wine Name/ }).fill('Penfolds Bin 389 (birthday bottle)');
    await form.getByRole('textbox', { name: /^Vintage/ }).fill('2016');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(upload.toast('Changes Saved')).toBeVisible();
    await expect(upload.wineName).toHaveText('Penfolds Bin 389 (birthday bottle)');
  });

  await test.step('View Cellar shows it under Uploaded', async () => {
    await upload.button('View Cellar').click();
    await expect(page).toHaveURL(/\/cellar$/);
    const token = await accessTokenOf(page, account.email, account.password);
    const list = await page.request.get('/api/uploads', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { wineName: string }[]).map((u) => u.wineName)).toContain(
      'Penfolds Bin 389 (birthday bottle)',
    );
    await page.getByRole('tab', { name: /Uploaded/ }).click();
    await expect(page.getByRole('main').getByText('Penfolds Bin 389 (birthday bottle)')).toBeVisible();
  });
});

test('a label not in our catalogue: read as printed, window typical for its grape, value from comparable wines, nothing invented', async ({
  page,
}) => {
  await registerViaApi(page, { completeProfile: true });
  const upload = new UploadPage(page);
  await upload.goto();

  await upload.choose('wombat.png', 'image/png', await renderedLabel('Wombat Gully', 'Shiraz', 'Barossa Valley', '2022'));
  await upload.analyse.click();
  await expect(upload.wineName).toHaveText('Wombat Gully Shiraz', { timeout: 90_000 });
  // read, not identified: we do not know this wine
  await expect(upload.toast('Analysis Complete!')).toContainText('We read this label: Wombat Gully Shiraz.');
  await expect(upload.toast('Analysis Complete!')).not.toContainText('We identified');
  await expect(upload.main.getByTestId('not-in-catalogue')).toBeVisible();
  await expect(upload.main.getByTestId('field-region')).toContainText('Barossa Valley');
  await expect(upload.main.getByTestId('field-grape')).toContainText('Shiraz');
  await expect(upload.main.getByTestId('field-vintage')).toContainText('2022');
  await expect(upload.main.getByTestId('window-basis')).toHaveText('Typical for Shiraz');
  await expect(upload.main.getByTestId('value-basis')).toHaveText('Comparable wines');
  await expect(upload.main.getByTestId('field-estimated-value')).toContainText(/\$\d+-\d+/);
  // alternatives about its price: no $900 wine for an everyday Shiraz
  await expect(upload.main.getByRole('list', { name: 'Other possible wines' })).not.toContainText('$900');
  await shoot(page, 'upload-not-in-catalogue');
  await expectAccessibleEveryWay(page, 'label not in the catalogue');

  // the Drinking Plan keeps that window, marked as the grape's typical one
  await openCellar(upload);
  await page.getByRole('tab', { name: /Drinking Plan/ }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/typical for Shiraz/)
      .first(),
  ).toBeVisible();
  await shoot(page, 'plan-typical-window');
});

test('a label not in our catalogue naming no grape gets no window and no value', async ({ page }) => {
  await registerViaApi(page, { completeProfile: true });
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.choose('zqxwv.png', 'image/png', await renderedLabel('Zqxwv Hollow', 'Old Block', 'Product of Australia', '2021'));
  await upload.analyse.click();
  await expect(upload.main.getByTestId('not-in-catalogue')).toBeVisible({ timeout: 90_000 });
  await expect(upload.main.getByTestId('field-estimated-value')).toContainText('No estimate');
  await expect(upload.main.getByTestId('value-basis-none')).toBeVisible();
  await expect(upload.main.getByTestId('window-basis-none')).toBeVisible();
  await expect(upload.main.getByRole('img', { name: /Drinking window/ })).toHaveCount(0);
  // no price to band alternatives by: none offered, and the page says why
  await expect(upload.main.getByTestId('alternatives-none')).toHaveText(
    'We could not tell what this wine costs, so we suggest no other wines in its place.',
  );
  await expect(upload.main.getByRole('list', { name: 'Other possible wines' })).toHaveCount(0);
  await shoot(page, 'upload-not-in-catalogue-no-grape');

  // the Drinking Plan gives it no window of its own invention: "No window known"
  await openCellar(upload);
  await page.getByRole('tab', { name: /Drinking Plan/ }).click();
  const unknown = page.getByRole('region', { name: 'No window known' });
  await expect(unknown).toContainText('2021');
  await expect(unknown).toContainText('no window known');
  await expect(page.getByRole('table', { name: /Drinking windows/ })).toHaveCount(0);
  await shoot(page, 'plan-no-window-known');
});

test("a file that is not an image is refused with 'Invalid File Type' before anything is sent", async ({ page }) => {
  await registerViaApi(page, { completeProfile: true });
  const upload = new UploadPage(page);
  await upload.goto();
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/upload/analyze')) sent = true;
  });
  await upload.choose('notes.pdf', 'application/pdf', Buffer.from('%PDF-1.7 not a photo'));
  await expect(upload.toast('Invalid File Type')).toContainText('Please upload an image file (JPG, PNG, or WebP).');
  expect(sent).toBe(false);
});

test('a Free user at the limit sees uploads disabled; a 403 from a stale page opens the Upload Limit Reached modal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(page, { completeProfile: true });
  const token = await accessTokenOf(page, account.email, account.password);
  const label = await renderedLabel('Henschke', 'Hill of Grace', 'Eden Valley', '2012');
  const analyse = async () => {
    const res = await page.request.post('/api/upload/analyze', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { wine_image: { name: 'label.png', mimeType: 'image/png', buffer: label } },
      timeout: 60_000,
    });
    expect(res.status()).toBe(200);
  };
  await analyse();
  await analyse();

  const upload = new UploadPage(page);
  await upload.goto();
  await expect(upload.main.getByText('2/3')).toBeVisible();
  await upload.choose('label.png', 'image/png', label);
  // the third analysis happens elsewhere (another tab, the phone) while this page still says 2/3
  await analyse();
  await upload.analyse.click();
  const modal = page.getByRole('dialog', { name: 'Upload Limit Reached' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'upload-limit-modal');
  await expectAccessibleEveryWay(page, 'upload limit modal');
  await modal.getByRole('button').last().click();

  await upload.goto();
  await expect(upload.main.getByText('3/3')).toBeVisible();
  const disabled = upload.main.getByRole('alert').filter({ hasText: 'Upload Disabled' });
  await expect(disabled).toContainText("You've reached your upload limit for this month.");
  await expect(upload.button('Choose Photo')).toBeDisabled();
  await expect(upload.button('Take Photo')).toBeDisabled();
  await shoot(page, 'upload-disabled');
});
