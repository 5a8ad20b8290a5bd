import { expect, test } from '@playwright/test';
import { HelpCentrePage } from './pages/help-centre-page';

test.describe('Help Centre', () => {
  test('lists all 17 articles under All by default', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.goto();
    await expect(help.category('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(help.articleButtons()).toHaveCount(17);
    await expect(help.articleCount).toHaveText('17 articles');
    await expect(help.search).toHaveAttribute('placeholder', 'Search for help...');
  });

  test('search text and category must both match, ignoring case', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.goto();

    // 'PREMIUM' matches questions and answers across several categories.
    await help.search.fill('PREMIUM');
    await expect(help.article(/How much does Premium cost/)).toBeVisible();
    await expect(help.article(/How does voice search work/)).toBeVisible();

    await help.category('Subscription').click();
    await expect(help.category('Subscription')).toHaveAttribute('aria-pressed', 'true');
    await expect(help.category('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(help.article(/How much does Premium cost/)).toBeVisible();
    await expect(help.article(/How does voice search work/)).toHaveCount(0);
    for (const button of await help.articleButtons().all()) {
      await expect(button).toContainText('Subscription');
    }

    // An answer-only match: 'answered first' appears only in the Support article's answer.
    await help.search.fill('answered first');
    await help.category('Support').click();
    await expect(help.articleButtons()).toHaveCount(1);
    await expect(help.article(/How do I contact support/)).toBeVisible();
  });

  test('shows the no-results state and clears back to every article', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.goto();
    await help.search.fill('premium');
    await help.category('Data & Privacy').click();
    await expect(help.noResults).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse different categories.')).toBeVisible();
    await expect(help.articleButtons()).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(help.search).toHaveValue('');
    await expect(help.category('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(help.articleButtons()).toHaveCount(17);
  });

  test('two articles can be open at once and close independently', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.goto();
    const first = /How do I get wine recommendations/;
    const second = /How much does Premium cost/;

    await help.article(first).click();
    await help.article(second).click();
    await expect(help.article(first)).toHaveAttribute('aria-expanded', 'true');
    await expect(help.article(second)).toHaveAttribute('aria-expanded', 'true');
    await expect(help.answerOf(first)).toContainText('Free members see 3 wines per search and Premium members see 6');
    await expect(help.answerOf(second)).toContainText('$4.99 a month or $49.99 a year');

    await help.article(first).click();
    await expect(help.article(first)).toHaveAttribute('aria-expanded', 'false');
    await expect(help.answerOf(second)).toBeVisible();
  });

  test('the footer links to the contact page and the support e-mail', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.goto();
    const footer = help.stillNeedHelp();
    await expect(footer.getByRole('link', { name: 'support@cellardoor.ai' })).toHaveAttribute(
      'href',
      'mailto:support@cellardoor.ai',
    );
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(help.shell.heading('Contact Us')).toBeVisible();
  });
});
