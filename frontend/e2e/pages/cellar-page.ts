import { expect, type Locator } from '@playwright/test';
import { PageObject } from './shell-page';

/** /cellar, 'My Cellar'. */
export class CellarPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'My Cellar' });
  readonly planBadge = this.page.getByLabel(/ plan: /);
  readonly cards = this.page.getByRole('article');

  async goto(): Promise<void> {
    await this.page.goto('/cellar');
    // the first load fetches the lazy page chunk (charts included) on a busy machine
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  tab(name: 'All Wines' | 'Recommended' | 'Uploaded' | 'Drinking Plan' | 'Drunk' | 'Journal' | 'Analytics'): Locator {
    return this.page.getByRole('tab', { name });
  }

  card(wineName: string): Locator {
    return this.page.getByRole('article', { name: wineName });
  }
}
