import { expect, type Locator, type Page } from '@playwright/test';

/** /cellar, 'My Cellar'. */
export class CellarPage {
  readonly heading: Locator;
  readonly planBadge: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My Cellar' });
    this.planBadge = page.getByLabel(/ plan: /);
    this.cards = page.getByRole('article');
  }

  async goto(): Promise<void> {
    await this.page.goto('/cellar');
    // the first load fetches the lazy page chunk (charts included) on a busy machine
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  tab(name: 'All Wines' | 'Recommended' | 'Uploaded' | 'Drinking Plan' | 'Drunk' | 'Journal' | 'Analytics'): Locator {
    return this.page.getByRole('tab', { name });
  }

  card(wineName: string): Locator {
    return this.page.getByRole('article', { name: wineName });
  }

  toast(title: string): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: title });
  }
}
