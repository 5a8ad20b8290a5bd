import { test } from '@playwright/test';
const user = { id: 'u1', email: 'jane.smith@example.com.au', firstName: 'Jane', lastName: 'Smith', profileImageUrl: null, createdAt: '2025-06-21T00:00:00Z', updatedAt: '2025-06-21T00:00:00Z', subscriptionPlan: 'free', profileCompleted: true, usage: { savedWines: 1, uploadedWines: 0 } };
const dir = '/tmp/shots/';
test.beforeEach(async ({ page }) => {
  await page.route('**/api/auth/refresh', (r) => r.fulfill({ json: { accessToken: 'tok' } }));
  await page.route('**/api/auth/user', (r) => r.fulfill({ json: user }));
  await page.route('**/api/auth/logout', (r) => r.fulfill({ status: 204 }));
});
for (const w of [1280, 1000, 800]) {
  test(`signed in ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: 700 });
    await page.goto('/cellar');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `${dir}signed-in-${w}.png` });
    if (w === 1280) {
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}user-menu.png` });
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${dir}signed-out-toast.png` });
    }
  });
}
test('signed in mobile drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/nope');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `${dir}404-mobile.png` });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}drawer-mobile.png` });
});
test('dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}dark-dashboard.png` });
  await page.context().clearCookies();
});
test('dark signed out landing + toggle', async ({ page }) => {
  await page.unrouteAll();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `${dir}dark-landing.png`, fullPage: true });
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `${dir}toggled-light.png` });
});
