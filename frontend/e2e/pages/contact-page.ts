import { PageObject } from './shell-page';

export interface ContactValues {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

export class ContactPage extends PageObject {
  readonly form = this.page.getByRole('form', { name: 'Send us a message' });
  readonly name = this.form.getByRole('textbox', { name: /^Name/ });
  readonly email = this.form.getByRole('textbox', { name: /^Email/ });
  readonly subject = this.form.getByRole('textbox', { name: /^Subject/ });
  readonly message = this.form.getByRole('textbox', { name: /^Message/ });
  readonly submit = this.form.getByRole('button', { name: /Send Message|Sending\.\.\./ });

  async goto(): Promise<void> {
    await this.shell.goto('/contact');
  }

  async fill(values: ContactValues): Promise<void> {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.subject !== undefined) await this.subject.fill(values.subject);
    if (values.message !== undefined) await this.message.fill(values.message);
  }
}
