import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: Impact[] = ['minor', 'moderate', 'serious', 'critical'];
interface AuditRule {
  id: string;
  enabled: boolean;
  impact?: Impact;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}
interface Audit {
  rules: AuditRule[];
  data: { checks: Record<string, { impact?: Impact } | undefined> };
}

/**
 * The rules axe runs by default that can only ever report a minor or moderate violation (a rule's
 * own impact overrides its checks'; without one the worst of its checks' counts). Only serious and
 * critical violations fail a scan, so running these is work whose answer is always thrown away;
 * read from the installed axe-core, so a rule that becomes serious in a new version runs again.
 */
export const RULES_BELOW_SERIOUS: string[] = (axe as unknown as { _audit: Audit })._audit.rules
  .filter((rule) => {
    const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
    const impacts = rule.impact ? [rule.impact] : checks.map((id) => checkImpact(id));
    return rule.enabled && Math.max(...impacts.map((impact) => IMPACTS.indexOf(impact))) < IMPACTS.indexOf('serious');
  })
  .map((rule) => rule.id);

// (AxeBuilder's disableRules would replace the rule options, dropping target-size)
const RULES: Record<string, { enabled: boolean }> = {
  ...Object.fromEntries(RULES_BELOW_SERIOUS.map((id) => [id, { enabled: false }])),
  'target-size': { enabled: true },
};

function checkImpact(id: string): Impact {
  // a check without a stated impact is treated as the worst, so its rule keeps running
  return (axe as unknown as { _audit: Audit })._audit.data.checks[id]?.impact ?? 'critical';
}

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
  // Legacy mode runs axe.run in the page itself: the default (runPartial, then finishRun in a new
  // blank page for cross-origin frames) opens a page per scan, and the app has no frames.
  const builder = new AxeBuilder({ page, axeSource: (await axeInEveryFrame(page)) ? ';' : undefined })
    .options({ rules: RULES })
    .setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * Whether every frame of the page already holds axe from an earlier scan of the same document. The
 * builder sends axe's source (over half a megabyte) twice per scan, to be compiled again each time;
 * a document scanned in each scheme and width gets it once, and every later scan the same axe
 * (configured and given the rules again by the builder).
 */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  const found = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => false),
      ),
  );
  return found.every(Boolean);
}
