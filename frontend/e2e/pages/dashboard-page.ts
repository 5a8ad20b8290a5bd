import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard, 'What Wine Are You Craving?'. */
export class DashboardPage {
  readonly heading: Locator;
  readonly query: Locator;
  readonly submit: Locator;
  readonly cards: Locator;
  readonly limitModal: Locator;
  readonly pairing: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'What Wine Are You Craving?' });
    this.query = page.getByLabel('Describe the wine, meal or occasion');
    this.submit = page.getByRole('button', { name: /Get(ting)? Recommendations/ });
    this.cards = page.getByRole('article');
    this.limitModal = page.getByRole('dialog', { name: 'Cellar Limit Reached' });
    this.pairing = page.getByRole('region', { name: 'Food pairing' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  tab(name: 'Text Search' | 'Voice Search' | 'Meal Pairing' | 'Wine Menu Help'): Locator {
    return this.page.getByRole('tab', { name });
  }

  toast(title: string): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: title });
  }

  async search(text: string): Promise<void> {
    await this.query.fill(text);
    await this.submit.click();
    await expect(this.cards.first()).toBeVisible({ timeout: 15_000 });
  }

  saveButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^Save / });
  }
}
