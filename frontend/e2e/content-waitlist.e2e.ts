import { expect, test } from '@playwright/test';
import { ComingSoonPage } from './pages/coming-soon-page';

test.describe('Coming soon waitlist', () => {
  test('Join Waitlist stays disabled until an e-mail is typed', async ({ page }) => {
    const waitlist = new ComingSoonPage(page);
    await waitlist.goto();
    await expect(waitlist.email).toHaveAttribute('type', 'email');
    await expect(waitlist.join).toBeDisabled();
    await waitlist.email.fill('   ');
    await expect(waitlist.join).toBeDisabled();
    await waitlist.email.fill('someone@example.com.au');
    await expect(waitlist.join).toBeEnabled();
  });

  test('a rejected e-mail is reported in a browser alert', async ({ page }) => {
    const waitlist = new ComingSoonPage(page);
    await waitlist.goto();
    // Dismissed as soon as it opens: the page is blocked while an alert is showing.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await waitlist.email.fill('not-an-email');
    await waitlist.join.click();
    await expect.poll(() => alerts).toEqual(['alert: Enter a valid e-mail address.']);
    await expect(waitlist.email).toHaveValue('not-an-email');
    await expect(waitlist.join).toBeEnabled();
  });

  test('joining shows the thank-you with the server message', async ({ page }) => {
    const waitlist = new ComingSoonPage(page);
    await waitlist.goto();
    // Surrounding spaces are trimmed before sending; a fresh address each run.
    await waitlist.email.fill(`  e2e-waitlist-${Date.now()}@example.com.au  `);
    await waitlist.join.click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(page.getByText("Thanks for joining our waitlist! We'll notify you when the product launches.")).toBeVisible();
    await expect(waitlist.email).toHaveCount(0);
  });

  test('links to three social networks', async ({ page }) => {
    const waitlist = new ComingSoonPage(page);
    await waitlist.goto();
    const follow = waitlist.main.getByRole('region', { name: 'Follow us' });
    await expect(follow.getByRole('link')).toHaveCount(3);
    for (const link of await follow.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
