import type { Locator } from '@playwright/test';
import { PageObject } from './shell-page';

export class WineGuidePage extends PageObject {
  async goto(): Promise<void> {
    await this.shell.goto('/wine-education');
    await this.stateGroup('South Australia').waitFor();
  }

  tab(name: 'Wine Regions' | 'Grape Varieties' | 'Wine Basics'): Locator {
    return this.main.getByRole('tab', { name });
  }

  activePanel(): Locator {
    return this.main.getByRole('tabpanel');
  }

  // The disclosure button of a state group; its name includes the region count.
  stateGroup(state: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: new RegExp(`^${state}`) }).getByRole('button');
  }

  // A region or variety in the list (a toggle button whose name starts with its name).
  listItem(name: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${name}`) }).and(this.main.locator('[aria-pressed]'));
  }

  // The list entry holding an item's button and, on narrow screens, its inline detail.
  listEntry(name: string): Locator {
    return this.main.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: new RegExp(`^${name}`) }) });
  }

  // The side panel beside the list (wide screens).
  detailPanel(name: string): Locator {
    return this.main.getByRole('region', { name: `${name} details` });
  }

  emptyState(title: string): Locator {
    return this.main.getByRole('heading', { name: title });
  }
}
