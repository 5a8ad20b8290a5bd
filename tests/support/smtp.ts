// A real SMTP server on loopback for the tests of the services that send e-mail (contact, reminders).
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** a header's value, e.g. header('Subject') */
  header(name: string): string | undefined;
  /** the body, quoted-printable soft line breaks joined and =XX bytes decoded */
  body: string;
}

function parse(to: string[], raw: string): ReceivedMail {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const encoded = rest.join('\r\n\r\n');
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
  const body = quotedPrintable
    ? Buffer.from(
        encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : encoded;
  return {
    to,
    raw,
    // a long header is folded over lines (RFC 5322 2.2.3): unfolded before it is read
    header: (name) =>
      head
        .replace(/\r\n[ \t]+/g, ' ')
        .match(new RegExp(`^${name}:[ \t]*(.*)$`, 'mi'))?.[1]
        ?.trim(),
    body: body.replace(/\r\n/g, '\n'),
  };
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push(
          parse(
            session.envelope.rcptTo.map((r) => r.address),
            raw,
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
