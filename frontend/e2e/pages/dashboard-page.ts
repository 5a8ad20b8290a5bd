import { expect, type Locator } from '@playwright/test';
import { PageObject } from './shell-page';

/** /dashboard, 'What Wine Are You Craving?'. */
export class DashboardPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'What Wine Are You Craving?' });
  readonly query = this.page.getByLabel('Describe the wine, meal or occasion');
  readonly submit = this.page.getByRole('button', { name: /Get(ting)? Recommendations/ });
  readonly cards = this.page.getByRole('article');
  readonly limitModal = this.page.getByRole('dialog', { name: 'Cellar Limit Reached' });
  readonly pairing = this.page.getByRole('region', { name: 'Food pairing' });

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  tab(name: 'Text Search' | 'Voice Search' | 'Meal Pairing' | 'Wine Menu Help'): Locator {
    return this.page.getByRole('tab', { name });
  }

  async search(text: string): Promise<void> {
    await this.query.fill(text);
    await this.submit.click();
    await expect(this.cards.first()).toBeVisible({ timeout: 30_000 });
  }

  saveButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^Save / });
  }
}
