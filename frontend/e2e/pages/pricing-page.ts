import type { Locator, Page } from '@playwright/test';
import { ShellPage } from './shell-page';

export class PricingPage {
  readonly shell: ShellPage;
  readonly main: Locator;
  readonly freePlan: Locator;
  readonly premiumPlan: Locator;
  readonly startTrial: Locator;
  readonly comparison: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.main = page.getByRole('main');
    this.freePlan = this.main.getByRole('region', { name: 'Free plan' });
    this.premiumPlan = this.main.getByRole('region', { name: 'Premium plan' });
    this.startTrial = this.premiumPlan.getByRole('link', { name: 'Start 7-Day Free Trial' });
    this.comparison = this.main.getByRole('table', { name: 'Compare plans' });
  }

  async goto(): Promise<void> {
    await this.shell.goto('/pricing');
  }

  billingPeriod(name: 'Monthly' | 'Yearly'): Locator {
    return this.main.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: new RegExp(`^${name}`) });
  }

  comparisonRow(feature: string): Locator {
    return this.comparison.getByRole('row', { name: new RegExp(`^${feature}`) });
  }
}
