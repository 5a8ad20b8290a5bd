import { expect, type Locator } from '@playwright/test';
import { PageObject } from './shell-page';

type CellarView = 'All Wines' | 'Recommended' | 'Uploaded' | 'Drinking Plan' | 'Drunk' | 'Journal' | 'Analytics';

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

  tab(name: CellarView): Locator {
    return this.page.getByRole('tab', { name });
  }

  /**
   * Opens a view and waits until its tab is selected. On a phone the tab bar still scrolls the last
   * selected tab into view for a moment, and a click that lands meanwhile can meet the bar's scroll
   * arrow instead: the click is made again until the tab is selected.
   */
  async show(name: CellarView): Promise<void> {
    const tab = this.tab(name);
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  card(wineName: string): Locator {
    return this.page.getByRole('article', { name: wineName });
  }
}
