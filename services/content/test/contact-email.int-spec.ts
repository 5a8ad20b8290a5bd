import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { api, eventConsumersReady, operatorHealth, killProcess, restartProcess, waitFor } from '../../../tests/support/system';

interface ReceivedMail {
  to: string[];
  raw: string;
}

// With SMTP configured, a contact message reaches the support inbox (a real SMTP server here).
describe('contact messages by e-mail', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    await killProcess('content');
    await restartProcess('content', { SMTP_URL: `smtp://127.0.0.1:${port}` });
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
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    const mail = await waitFor(async () => received[0], { what: 'the e-mail' });
    expect(mail.to).toEqual(['support@cellardoor.ai']);
    const [head, ...body] = mail.raw.split('\r\n\r\n');
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
    expect(header('Subject')).toBe('[Contact] Cellar door tours');
    expect(header('Reply-To')).toBe('jo@example.com');
    expect(body.join('\n')).toContain('From: Jo Bloggs <jo@example.com>');
    expect(body.join('\n')).toContain('Do you list cellar door tours in the Clare Valley?');
  });
});
