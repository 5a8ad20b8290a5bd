// The test system's mail server: a real SMTP server on loopback that keeps every message it is
// given in each recipient's own folder, <dir>/<address>/<received ms>-<n>.json ({ to, headers, body,
// raw }: headers unfolded, the body decoded), for the tests to read as a member reads their inbox
// (tests/support/mailbox.ts, frontend/e2e/support/mailbox.ts). The services send through it as they would through
// any SMTP relay, so a test needs no service restarted to see its e-mail.
//   node infra/local/mail-catcher.mjs --port 18025 --dir .data/test/mail
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const arg = (name) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const port = Number(arg('port'));
const dir = path.resolve(arg('dir'));
// a message larger than any the product sends is refused, so a runaway sender cannot fill the disk
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** A recipient's folder name: the address in lower case, anything unusual in a file name as _ (tests/support/mailbox.ts reads the same). */
const inboxOf = (address) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 200);

/** Headers by lower-case name (a long one is folded over lines, RFC 5322 2.2.3) and the text body. */
function readMessage(raw) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  const encoded = rest.join('\r\n\r\n');
  const body = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')
    ? Buffer.from(
        encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

fs.mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: MAX_MESSAGE_BYTES,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
      const to = session.envelope.rcptTo.map((r) => r.address);
      const raw = Buffer.concat(chunks).toString('latin1');
      const message = JSON.stringify({ to, ...readMessage(raw), raw });
      const name = `${Date.now()}-${++count}.json`;
      for (const address of new Set(to.map(inboxOf))) {
        fs.mkdirSync(path.join(dir, address), { recursive: true });
        const file = path.join(dir, address, name);
        // written whole under another name first: a reader never sees half a message
        fs.writeFileSync(`${file}.tmp`, message);
        fs.renameSync(`${file}.tmp`, file);
      }
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`mail catcher on 127.0.0.1:${port}, messages in ${dir}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
