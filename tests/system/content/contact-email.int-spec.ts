import { api, eventConsumersReady, operatorHealth, killProcess, restartProcess, waitFor } from '../../support/system';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

// With SMTP configured, a contact message reaches the support inbox (a real SMTP server here).
describe('contact messages by e-mail', () => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    await killProcess('content');
    await restartProcess('content', { SMTP_URL: smtp.url });
    await waitFor(async () => (await operatorHealth()).status === 200, { timeoutMs: 30_000, what: 'content with SMTP' });
    await eventConsumersReady(['content']);
  });

  afterAll(async () => {
    // back to the test system's own configuration for the suites after this one
    await killProcess('content');
    await restartProcess('content');
    await waitFor(async () => (await operatorHealth()).status === 200, {
      timeoutMs: 30_000,
      what: 'content without SMTP',
    });
    // the suites after this one count on content handling registrations (referral codes)
    await eventConsumersReady(['content']);
    await smtp.close();
  });

  it('sends the message to support with the sender as reply-to', async () => {
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '192.0.2.77')
      .send({
        name: 'Jo Bloggs',
        email: 'jo@example.com',
        subject: 'Cellar door tours',
        message: 'Do you list cellar door tours in the Clare Valley?',
      })
      .expect(201);
    const mail = await waitFor(async () => smtp.received[0], { what: 'the e-mail' });
    expect(mail.to).toEqual(['support@cellardoor.ai']);
    expect(mail.header('Subject')).toBe('[Contact] Cellar door tours');
    expect(mail.header('Reply-To')).toBe('jo@example.com');
    expect(mail.body).toContain('From: Jo Bloggs <jo@example.com>');
    expect(mail.body).toContain('Do you list cellar door tours in the Clare Valley?');
  });
});
