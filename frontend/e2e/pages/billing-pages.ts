import type { Locator, Page } from '@playwright/test';
import { REVIEW_SCREENSHOTS, screenshotPath, reviewScreenshot } from './screenshots';
import { PageObject } from './shell-page';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

/** Full-page captures at 1280 px and 375 px, back at desktop width afterwards (with E2E_SCREENSHOTS=1). */
export async function captureBothWidths(page: Page, name: string): Promise<void> {
  if (!REVIEW_SCREENSHOTS) return;
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await reviewScreenshot(page, screenshotPath(name, viewportName), { fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

export class CheckoutPage extends PageObject {
  plan(name: 'Monthly' | 'Yearly'): Locator {
    return this.main.getByRole('region', { name: `${name} plan` });
  }
  start(name: 'Monthly' | 'Yearly'): Locator {
    return this.plan(name).getByRole('button', { name: `Start ${name} Trial` });
  }
}

/** The local payment provider's hosted checkout page. */
export class HostedCheckoutPage {
  constructor(readonly page: Page) {}
  async pay(card: string, { name }: { name?: string } = {}): Promise<void> {
    await this.page.getByLabel('Card number').fill(card);
    await this.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await this.page.getByLabel('CVC').fill('123');
    if (name !== undefined) await this.page.getByLabel('Name on card').fill(name);
    await this.page.getByRole('button', { name: 'Start trial' }).click();
  }
}

export class SubscriptionPage extends PageObject {
  readonly currentPlan = this.main.getByRole('region', { name: 'Current Plan' });

  async goto(): Promise<void> {
    await this.page.goto('/subscription');
  }
  button(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }
}
