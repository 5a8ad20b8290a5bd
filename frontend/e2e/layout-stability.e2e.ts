import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/accounts';

// Cumulative layout shift while a page loads (web-vitals' "good" is at most 0.1): the shell, the
// page's code and its data arrive one after another, and nothing the reader already sees may move.
async function layoutShiftOf(page: Page, path: string): Promise<{ total: number; moved: string[] }> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"` : '?';
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
}

test.describe('pages hold still while they load', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the landing page', async ({ page }) => {
    const { total, moved } = await layoutShiftOf(page, '/');
    await expect(page.getByRole('main')).toContainText(/wine/i);
    expect(total, `layout shift ${total.toFixed(3)}, moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.1);
  });

  test("a member's dashboard", async ({ page }) => {
    await registerMember(page.request);
    const { total, moved } = await layoutShiftOf(page, '/dashboard');
    await expect(page.getByText('Ready for Wine Recommendations?')).toBeVisible();
    expect(total, `layout shift ${total.toFixed(3)}, moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.1);
  });
});
