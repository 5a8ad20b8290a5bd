import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What shows keyboard focus on the focused element: 'ok' when it (or the control it sits in) has an
 * outline or box-shadow, or it is a text field whose outlined border thickens on focus; otherwise a
 * description of the element for the failure message.
 */
function focusIndicator(): string {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return 'nothing is focused';
  const ringed = (node: Element | null) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  // MUI's checkboxes and radios focus a transparent input inside the visible control
  if (ringed(el) || ringed(el.closest('.MuiButtonBase-root'))) return 'ok';
  const field = el.closest('.MuiInputBase-root');
  const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
  if (field?.classList.contains('Mui-focused') && border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return 'ok';
  return `<${el.tagName.toLowerCase()}> "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}" has no focus indicator`;
}

/** The focused element shows it (WCAG 2.4.7). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(focusIndicator), { timeout: 3_000 }).toBe('ok');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus is visible at every stop. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectVisibleFocus(page);
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/**
 * Interactive elements smaller than 24 × 24 px (WCAG 2.2 2.5.8), as 'what W×H'. Links inside a
 * sentence are the criterion's inline exception; visually hidden elements (a skip link before it is
 * focused) are not targets.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]';
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) return [];
      if (box.width >= 24 && box.height >= 24) return [];
      if (el.tagName === 'A' && style.display === 'inline') return [];
      // MUI's checkbox and radio inputs are transparent and fill their (larger) visible control
      const control = el.closest('.MuiButtonBase-root');
      if (control && control !== el) {
        const outer = control.getBoundingClientRect();
        if (outer.width >= 24 && outer.height >= 24) return [];
      }
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return [`<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}
