import { expect, type Locator, type Page } from '@playwright/test';

// The chrome every page shares: top bar, mobile drawer and footer.
export class ShellPage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly footer: Locator;
  readonly menuToggle: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = this.header.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
    this.menuToggle = this.header.getByRole('button', { name: 'Open menu' });
    this.drawer = page.getByRole('dialog', { name: 'Site menu' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  heading(name?: string): Locator {
    return this.page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });
  }

  // An open modal (the Sign In dialog) hides the page from the accessibility tree; this still
  // finds the page's h1 underneath it.
  headingBehindModal(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true, includeHidden: true });
  }

  brandLink(): Locator {
    return this.header.getByRole('link', { name: 'Cellar Door AI', exact: true });
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  headerButton(name: string): Locator {
    return this.header.getByRole('button', { name, exact: true });
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  drawerLink(name: string): Locator {
    return this.drawer.getByRole('link', { name, exact: true });
  }
}

/** What every page object starts from: the page, its shell (header, drawer, footer) and its main landmark. */
export class PageObject {
  readonly shell: ShellPage;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.main = page.getByRole('main');
  }

  // A toast by its title; failures are alerts, the rest status messages.
  toast(title: string): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: title });
  }

  async expectToast(title: string, description?: string): Promise<void> {
    // one look for both: a toast lives 5 s, and a starved browser was seen between two looks
    const toast = description ? this.toast(title).filter({ hasText: description }) : this.toast(title);
    await expect(toast).toBeVisible();
  }
}
