// The test system's inbox: every e-mail the services sent through its SMTP server
// (infra/local/mail-catcher.mjs), read as the member it was sent to would read it.
import fs from 'node:fs';
import path from 'node:path';
import { mailDir, waitFor } from './system';

// as the mail server keeps it: headers unfolded, by lower-case name; the body decoded
interface StoredMail {
  to: string[];
  headers: Record<string, string>;
  body: string;
  raw: string;
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** a header's value, e.g. header('Subject') */
  header(name: string): string | undefined;
  /** the body, decoded (quoted-printable soft line breaks joined, =XX bytes read) */
  body: string;
}

/** Every e-mail sent to `address` so far, oldest first (its folder: infra/local/mail-catcher.mjs). */
export function mailsTo(address: string): ReceivedMail[] {
  return inboxMails(
    path.join(
      mailDir(),
      address
        .toLowerCase()
        .replace(/[^a-z0-9@._+-]/g, '_')
        .slice(0, 200),
    ),
  );
}

/** Every e-mail the test system sent so far, to anyone. */
export function everyMail(): ReceivedMail[] {
  if (!fs.existsSync(mailDir())) return [];
  return fs.readdirSync(mailDir()).flatMap((inbox) => inboxMails(path.join(mailDir(), inbox)));
}

function inboxMails(inbox: string): ReceivedMail[] {
  if (!fs.existsSync(inbox)) return [];
  const order = (name: string) => name.split(/[-.]/).slice(0, 2).map(Number);
  return fs
    .readdirSync(inbox)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1])
    .map((name) => JSON.parse(fs.readFileSync(path.join(inbox, name), 'utf8')) as StoredMail)
    .map(({ to, headers, body, raw }) => ({ to, raw, body, header: (name: string) => headers[name.toLowerCase()] }));
}

/** The `index`th e-mail to `address` whose subject matches, once it has arrived. */
export function mailTo(address: string, subject: RegExp, { index = 0, timeoutMs = 15_000 } = {}): Promise<ReceivedMail> {
  return waitFor(async () => mailsTo(address).filter((m) => subject.test(m.header('Subject') ?? ''))[index], {
    timeoutMs,
    what: `e-mail ${index + 1} to ${address} with the subject ${subject}`,
  });
}
