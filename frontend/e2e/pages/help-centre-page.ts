import type { Locator } from '@playwright/test';
import { PageObject } from './shell-page';

export class HelpCentrePage extends PageObject {
  readonly search = this.main.getByRole('searchbox', { name: 'Search help articles' });
  readonly articleCount = this.main.getByRole('status').filter({ hasText: /articles?$/ });
  readonly noResults = this.main.getByRole('heading', { name: 'No results found' });

  async goto(): Promise<void> {
    await this.shell.goto('/help-centre');
    await this.article(/How do I get wine recommendations/).waitFor();
  }

  category(name: string): Locator {
    return this.main.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
  }

  // The disclosure button of an article, found by its question.
  article(question: RegExp): Locator {
    return this.main.getByRole('button', { name: question });
  }

  articleButtons(): Locator {
    return this.main.locator('[id^="help-article-"][id$="-header"]');
  }

  answerOf(question: RegExp): Locator {
    return this.main.getByRole('region', { name: question });
  }

  stillNeedHelp(): Locator {
    return this.main.getByRole('region', { name: 'Still need help?' });
  }
}
