import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

// The test system's inbox: what its SMTP server (infra/local/mail-catcher.mjs) was given, one folder
// per recipient, each message with its headers (by lower-case name) and its decoded body.
const MAIL_DIR = fileURLToPath(
  new URL(`../../../.data/test${process.env.WINE_TEST_SLOT ? `-${process.env.WINE_TEST_SLOT}` : ''}/mail`, import.meta.url),
);

interface Mail {
  to: string[];
  headers: Record<string, string>;
  body: string;
}

function mailsTo(address: string): Mail[] {
  const inbox = path.join(MAIL_DIR, address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_'));
  if (!fs.existsSync(inbox)) return [];
  return fs
    .readdirSync(inbox)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
    .map((name) => JSON.parse(fs.readFileSync(path.join(inbox, name), 'utf8')) as Mail);
}

/** The newest e-mail to `address` whose subject matches, once it has arrived. */
export async function newestMailTo(address: string, subject: RegExp): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(address)
          .filter((m) => subject.test(m.headers.subject ?? ''))
          .at(-1);
        return mail;
      },
      { timeout: 30_000, message: `an e-mail to ${address} with the subject ${subject}` },
    )
    .toBeTruthy();
  return mail!;
}
