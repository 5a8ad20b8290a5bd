import { test } from '@playwright/test';
const user = { id: 'u1', email: 'jane.smith@example.com.au', firstName: 'Jane', lastName: 'Smith', profileImageUrl: null, createdAt: 'x', updatedAt: 'x', subscriptionPlan: 'free', profileCompleted: true, usage: { savedWines: 1, uploadedWines: 0 } };
test('measure', async ({ page }) => {
  await page.route('**/api/auth/refresh', (r) => r.fulfill({ json: { accessToken: 'tok' } }));
  await page.route('**/api/auth/user', (r) => r.fulfill({ json: user }));
  for (const w of [768, 800, 900, 1100, 1199, 1200]) {
    await page.setViewportSize({ width: w, height: 600 });
    await page.goto('/cellar');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const m = await page.evaluate(() => {
      const tb = document.querySelector('header .MuiToolbar-root') as HTMLElement;
      const last = tb.lastElementChild as HTMLElement; const avatar = document.querySelector('[aria-label="Open user menu"]')!.getBoundingClientRect();
      return { client: tb.clientWidth, scroll: tb.scrollWidth, avatarRight: avatar.right, doc: document.documentElement.scrollWidth };
    });
    console.log(w, JSON.stringify(m));
    if (w === 768) await page.screenshot({ path: '/tmp/shots/signed-in-768.png' });
  }
});
