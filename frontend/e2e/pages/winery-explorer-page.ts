import { expect, type Locator, type Page } from '@playwright/test';

/** /winery-explorer. */
export class WineryExplorerPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Winery Explorer' });
    this.search = page.getByLabel('Search wineries');
    this.cards = page.getByRole('article');
  }

  async goto(): Promise<void> {
    await this.page.goto('/winery-explorer');
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  quickPick(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name })
      .or(this.page.getByRole('button', { name, exact: true }));
  }
}
