// No password or refresh token, nor a key that would open one, rests in Redis's files (the
// append-only file and a snapshot) or in the Redis process's memory, freed memory included, after
// sign-up, sign-in, a refresh, a password change and an account deletion. The gateway seals what it
// sends identity (docs/decisions/0009-sealed-identity-transport.md); this reads what an attacker
// with the disk, a backup or a core dump of Redis would read.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { PATTERNS } from '@wine/contracts';
import { bearer, refreshCookieOf, registerAccount, uniqueIp } from '../support/accounts';
import { api, TEST_STACK, waitFor } from '../support/system';

const cookieValue = (cookie: string) => decodeURIComponent(cookie.split('=').slice(1).join('='));

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The commands of an append-only file (RESP arrays of bulk strings), each as its arguments. */
function aofCommands(bytes: Buffer): string[][] {
  const commands: string[][] = [];
  let at = 0;
  const line = () => {
    const end = bytes.indexOf('\r\n', at);
    const text = bytes.toString('latin1', at, end);
    at = end + 2;
    return text;
  };
  while (at < bytes.length) {
    if (bytes[at] !== 0x2a) break; // '*': anything else is an RDB preamble or the end
    const count = Number(line().slice(1));
    const args: string[] = [];
    for (let i = 0; i < count; i++) {
      const length = Number(line().slice(1));
      args.push(bytes.toString('utf8', at, at + length));
      at += length + 2;
    }
    commands.push(args);
  }
  return commands;
}

/** Which of the secrets the bytes hold. */
const found = (bytes: Buffer, secrets: string[]) => secrets.filter((s) => bytes.includes(s));

/** Which of the secrets the process's writable memory holds (freed memory included); null if it cannot be read. */
function secretsInMemory(pid: number, secrets: string[]): string[] | null {
  let mem: number;
  try {
    mem = fs.openSync(`/proc/${pid}/mem`, 'r');
  } catch {
    return null;
  }
  const hits = new Set<string>();
  try {
    for (const region of fs.readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n')) {
      const [range, perms] = region.split(' ');
      if (!range || !perms?.startsWith('rw')) continue;
      const [start, end] = range.split('-').map((hex) => parseInt(hex, 16));
      const chunk = Buffer.alloc(1 << 20);
      // chunks overlap by the longest secret, so one split across a boundary is still found
      for (let at = start; at < end; at += chunk.length - 128) {
        let read = 0;
        try {
          read = fs.readSync(mem, chunk, 0, Math.min(chunk.length, end - at), at);
        } catch {
          continue; // a reserved page that is not mapped in
        }
        for (const secret of found(chunk.subarray(0, read), secrets)) hits.add(secret);
      }
    }
  } finally {
    fs.closeSync(mem);
  }
  return [...hits];
}

describe('secrets in Redis files and memory', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_STACK.redisUrl);
  });

  afterAll(() => redis.disconnect());

  it('after sign-up, sign-in, refresh, password change and deletion: none in the AOF, a snapshot or memory', async () => {
    const firstPassword = `first-${randomUUID()}`;
    const newPassword = `second-${randomUUID()}`;
    const account = await registerAccount({ password: firstPassword });
    const refreshTokens = [cookieValue(account.refreshCookie)];
    const signIn = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: firstPassword })
      .expect(200);
    refreshTokens.push(cookieValue(refreshCookieOf(signIn)));
    const refreshed = await api()
      .post('/api/auth/refresh')
      .set('X-Forwarded-For', uniqueIp())
      .set('Cookie', refreshCookieOf(signIn))
      .expect(200);
    const rotated = refreshCookieOf(refreshed);
    refreshTokens.push(cookieValue(rotated));
    await api()
      .post('/api/auth/password')
      .set(bearer(refreshed.body.accessToken))
      .set('Cookie', rotated)
      .send({ currentPassword: firstPassword, newPassword })
      .expect(204);
    const last = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: newPassword })
      .expect(200);
    refreshTokens.push(cookieValue(refreshCookieOf(last)));
    await api()
      .delete('/api/auth/user')
      .set(bearer(last.body.accessToken))
      .set('Cookie', refreshCookieOf(last))
      .send({ password: newPassword })
      .expect(204);
    const secrets = [firstPassword, newPassword, ...refreshTokens];

    // a snapshot as a backup would take it, beside the append-only file as it stands
    const [, dir] = (await redis.config('GET', 'dir')) as [string, string];
    const saved = Number(await redis.lastsave());
    await redis.bgsave();
    await waitFor(async () => Number(await redis.lastsave()) > saved || undefined, { what: 'the snapshot', timeoutMs: 30_000 });
    const files = filesUnder(dir);
    expect(files.some((f) => f.endsWith('.rdb'))).toBe(true);
    const aof = files.filter((f) => f.includes('.aof'));
    expect(aof.length).toBeGreaterThan(0);
    for (const file of files) expect({ file, secrets: found(fs.readFileSync(file), secrets) }).toEqual({ file, secrets: [] });

    // what the gateway sent identity with a password or a token in it, in the AOF: sealed, neither
    // the data nor the reply's key in clear (other suites' own test requests travel in clear)
    const withSecrets: string[] = [
      PATTERNS.identity.register,
      PATTERNS.identity.login,
      PATTERNS.identity.refresh,
      PATTERNS.identity.passwordChange,
      PATTERNS.identity.userDelete,
    ];
    const toIdentity = aof
      .flatMap((file) => aofCommands(fs.readFileSync(file)))
      .filter(([name, key]) => name.toUpperCase() === 'XADD' && key === 'rpc:identity')
      .map((args) => JSON.parse(args[args.indexOf('m') + 1]) as Record<string, unknown>)
      // sent by a real client (rpc:reply:<Redis user>:<host>:<pid>:…), not written by a test in its own name
      .filter(
        (request) => withSecrets.includes(String(request.pattern)) && /^rpc:reply:[^:]+:[^:]+:\d+:/.test(String(request.replyTo)),
      );
    // sign-up, sign-in ×2, refresh, password change and deletion at least
    expect(toIdentity.length).toBeGreaterThanOrEqual(6);
    for (const request of toIdentity) {
      expect(request).toMatchObject({ data: null, sealed: expect.any(String) });
      expect(request).not.toHaveProperty('seal');
    }

    // the process's memory, freed pages included (a core dump or a swap file would hold them)
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    const inMemory = secretsInMemory(pid, secrets);
    // readable where the test runs as Redis's user (the local stack); say so where it is not
    if (inMemory === null) console.warn(`cannot read /proc/${pid}/mem here: memory not checked`);
    else expect(inMemory).toEqual([]);
  });
});
