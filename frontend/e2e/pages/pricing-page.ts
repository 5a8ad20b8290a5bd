import type { Locator } from '@playwright/test';
import { PageObject } from './shell-page';

export class PricingPage extends PageObject {
  readonly freePlan = this.main.getByRole('region', { name: 'Free plan' });
  readonly premiumPlan = this.main.getByRole('region', { name: 'Premium plan' });
  readonly startTrial = this.premiumPlan.getByRole('link', { name: 'Start 7-Day Free Trial' });
  /** a friend who came through a member's referral link is offered the longer trial */
  readonly startReferralTrial = this.premiumPlan.getByRole('link', { name: 'Start 14-Day Free Trial' });
  readonly comparison = this.main.getByRole('table', { name: 'Compare plans' });

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
