// A dependency that is down gives a clear 503, never a 500: the store is stopped for real.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerAccount, uniqueEmail, uniqueIp } from '../../support/accounts';
import { api, operatorHealth, killProcess, systemInfo, TEST_STACK, waitFor } from '../../support/system';

const dataDir = () => process.env.WINE_TEST_DATA_DIR!;
const BIN = path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'bin');

/** Starts the store again where the test system had it. */
function restartStore(): number {
  const port = new URL(TEST_STACK.mongoUrl('x')).port;
  const log = fs.openSync(path.join(dataDir(), 'logs', 'ferretdb.log'), 'a');
  const child = spawn(
    path.join(BIN, 'ferretdb-local'),
    ['-listen', `127.0.0.1:${port}`, '-dir', path.join(dataDir(), 'ferretdb')],
    {
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  fs.closeSync(log);
  const info = systemInfo();
  info.pids.ferretdb = child.pid!;
  info.extraPids = [...(info.extraPids ?? []), child.pid!];
  fs.writeFileSync(path.join(dataDir(), 'system.json'), JSON.stringify(info, null, 2));
  child.unref();
  return child.pid!;
}

describe('with the database down', () => {
  let account: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    account = await registerAccount();
    await killProcess('ferretdb');
  });

  afterAll(async () => {
    restartStore();
    await waitFor(async () => (await operatorHealth()).status === 200, {
      timeoutMs: 60_000,
      what: 'the store to be back',
    });
  });

  it('sign-in, sign-up, contact and the waitlist answer 503, not 500', async () => {
    const [login, register, waitlist, contact] = await Promise.all([
      api().post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email: account.email, password: account.password }),
      api()
        .post('/api/auth/register')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: uniqueEmail('down'), password: 'secret-123' }),
      api()
        .post('/api/email-signup')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: uniqueEmail('waitlist') }),
      api()
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp())
        .send({ name: 'Ann', email: uniqueEmail('contact'), subject: 'Hello', message: 'Is the cellar open on Sunday?' }),
    ]);
    for (const res of [login, register, waitlist, contact]) {
      expect([res.status, res.body.statusCode]).toEqual([503, 503]);
      expect(res.body.message).toMatch(/unavailable|not responding/i);
    }
  });
});
