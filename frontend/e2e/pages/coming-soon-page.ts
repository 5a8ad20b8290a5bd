import { PageObject } from './shell-page';

export class ComingSoonPage extends PageObject {
  readonly email = this.main.getByRole('textbox', { name: /Email address/ });
  readonly join = this.main.getByRole('button', { name: /Join Waitlist|Joining\.\.\./ });

  async goto(): Promise<void> {
    await this.shell.goto('/coming-soon');
  }
}
