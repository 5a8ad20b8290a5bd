import type { Locator, Page } from '@playwright/test';
import { ShellPage } from './shell-page';

export interface ContactValues {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

export class ContactPage {
  readonly shell: ShellPage;
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.form = page.getByRole('form', { name: 'Send us a message' });
    this.name = this.form.getByRole('textbox', { name: /^Name/ });
    this.email = this.form.getByRole('textbox', { name: /^Email/ });
    this.subject = this.form.getByRole('textbox', { name: /^Subject/ });
    this.message = this.form.getByRole('textbox', { name: /^Message/ });
    this.submit = this.form.getByRole('button', { name: /Send Message|Sending\.\.\./ });
  }

  async goto(): Promise<void> {
    await this.shell.goto('/contact');
  }

  async fill(values: ContactValues): Promise<void> {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.subject !== undefined) await this.subject.fill(values.subject);
    if (values.message !== undefined) await this.message.fill(values.message);
  }

  // The toast: destructive ones are alerts, the rest status messages.
  toast(title: string): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: title });
  }
}
