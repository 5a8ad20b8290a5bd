import { expect, test } from '@playwright/test';
import { ContactPage } from './pages/contact-page';

// The gateway allows 5 contact messages per 15 minutes per IP, so this suite sends exactly one
// accepted message. The 'Required Fields' check never reaches the server, and a 400 for a bad
// e-mail is rejected before the limit counts it.

test.describe('Contact Us', () => {
  test('shows the contact details, social links and the four-question FAQ', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'support@cellardoor.ai' })).toHaveAttribute(
      'href',
      'mailto:support@cellardoor.ai',
    );
    await expect(main.getByText('Coming soon')).toBeVisible();
    await expect(main.getByText('Melbourne, Victoria, Australia')).toBeVisible();
    await expect(main.getByText('We respond within 24 hours, Monday to Friday (Australian Eastern time)')).toBeVisible();
    for (const name of ['Facebook', 'Instagram', 'Threads', 'LinkedIn']) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    const faq = main.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(contact.message).toHaveAttribute('rows', '6');
    await expect(contact.email).toHaveAttribute('type', 'email');
  });

  test("an empty message gets 'Required Fields' and nothing is sent", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent = true;
    });
    await contact.fill({ name: 'Jane Smith', message: '   ' });
    await contact.submit.click();
    await expect(contact.toast('Required Fields')).toContainText('Please fill in your name, email, and message.');
    expect(sent).toBe(false);
  });

  test("the server's message is shown when it rejects the e-mail, and the fields are kept", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    await contact.fill({ name: 'Jane Smith', email: 'jane@', message: 'Hello' });
    await contact.submit.click();
    await expect(contact.toast('Error')).toContainText('Enter a valid e-mail address.');
    await expect(contact.name).toHaveValue('Jane Smith');
    await expect(contact.message).toHaveValue('Hello');
  });

  test("a valid message shows 'Sending...', then 'Message Sent!' and clears the form", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    // Hold the real request briefly so the sending state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });

    await contact.fill({
      name: 'Playwright Visitor',
      email: 'e2e-contact@example.com.au',
      subject: 'Automated test',
      message: 'This message comes from the end-to-end tests; please ignore it.',
    });
    await contact.submit.click();
    await expect(contact.submit).toHaveText('Sending...');
    await expect(contact.submit).toBeDisabled();
    await expect(contact.name).toBeDisabled();
    await expect(contact.message).toBeDisabled();
    release();

    await expect(contact.toast('Message Sent!')).toContainText("Thanks for reaching out. We'll get back to you within 24 hours.");
    for (const field of [contact.name, contact.email, contact.subject, contact.message]) {
      await expect(field).toHaveValue('');
      await expect(field).toBeEnabled();
    }
    await expect(contact.submit).toHaveText('Send Message');
  });
});
