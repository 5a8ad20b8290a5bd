import { expect, type Locator } from '@playwright/test';
import { PageObject } from './shell-page';

/** /winery-explorer. */
export class WineryExplorerPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Winery Explorer' });
  readonly search = this.page.getByLabel('Search wineries');
  readonly cards = this.page.getByRole('article');

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
