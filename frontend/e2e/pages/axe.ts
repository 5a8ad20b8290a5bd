import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations on the page as it stands, one line each (empty = pass).
 * WCAG 2.2's 24 × 24 px touch targets (target-size) are checked too.
 */
export async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  const first = await scan(page, where, include);
  if (!first.length) return first;
  // A toast can start to fade out while axe runs (its auto-hide does not wait for the scan): a
  // violation the page rests at is there again on a second look, one caught mid-fade is not.
  const again = new Set(await scan(page, where, include));
  return first.filter((violation) => again.has(violation));
}

async function scan(page: Page, where: string, include?: string): Promise<string[]> {
  // A toast or dialog fading in or out has, mid-way, a contrast it never rests at: scan once finite
  // animations and transitions have ended (spinners run forever and are not waited for). A page that
  // keeps moving past the wait is scanned as it is.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
