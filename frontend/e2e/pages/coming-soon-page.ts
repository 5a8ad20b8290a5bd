import type { Locator, Page } from '@playwright/test';
import { ShellPage } from './shell-page';

export class ComingSoonPage {
  readonly shell: ShellPage;
  readonly main: Locator;
  readonly email: Locator;
  readonly join: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.main = page.getByRole('main');
    this.email = this.main.getByRole('textbox', { name: /Email address/ });
    this.join = this.main.getByRole('button', { name: /Join Waitlist|Joining\.\.\./ });
  }

  async goto(): Promise<void> {
    await this.shell.goto('/coming-soon');
  }
}
