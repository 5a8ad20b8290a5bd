import { randomUUID } from 'node:crypto';
import { mailTo } from '../../support/mailbox';
import { api } from '../../support/system';

// A contact message reaches the support inbox through the test system's SMTP server.
describe('contact messages by e-mail', () => {
  it('sends the message to support with the sender as reply-to', async () => {
    // other suites and journeys write to support too: this message is told apart by its subject
    const subject = `Cellar door tours ${randomUUID().slice(0, 8)}`;
    const sender = `jo-${randomUUID().slice(0, 8)}@example.com`;
    await api()
      .post('/api/contact')
      .set('X-Forwarded-For', '192.0.2.77')
      .send({ name: 'Jo Bloggs', email: sender, subject, message: 'Do you list cellar door tours in the Clare Valley?' })
      .expect(201);
    const mail = await mailTo('support@cellardoor.ai', new RegExp(`^\\[Contact\\] ${subject}$`));
    expect(mail.to).toEqual(['support@cellardoor.ai']);
    expect(mail.header('Reply-To')).toBe(sender);
    expect(mail.body).toContain(`From: Jo Bloggs <${sender}>`);
    expect(mail.body).toContain('Do you list cellar door tours in the Clare Valley?');
  });
});
