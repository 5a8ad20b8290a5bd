import type { Locator, Page } from '@playwright/test';

// The signed-in user menu in the top bar (desktop widths).
export class UserMenu {
  readonly button: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: 'Open user menu' });
    this.menu = page.getByRole('menu');
  }

  async choose(item: 'My Cellar' | 'Subscription' | 'Account Settings' | 'Sign Out'): Promise<void> {
    await this.button.click();
    await this.menu.getByRole('menuitem', { name: item }).click();
  }
}
