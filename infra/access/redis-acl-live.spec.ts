import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { REDIS_USERS, renderAclTemplate } from './redis-access';

// The rendered ACL file loaded into a real redis-server (installed with the local stack,
// infra/local/install.sh): Redis itself says what each user may run (ACL DRYRUN), so a rule
// Redis reads differently from what redis-access.ts means fails here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-acl-'));
const socket = path.join(dir, 'redis.sock');
let server: ChildProcess;
let redis: Redis;

beforeAll(async () => {
  const users = renderAclTemplate()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/^(\S+) /, (_, user: string) => `user ${user} on >pw-${user} `));
  fs.writeFileSync(path.join(dir, 'users.acl'), [...users, 'user default on nopass ~* &* +@all', ''].join('\n'));
  server = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--aclfile', path.join(dir, 'users.acl'), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  let failed: Error | undefined;
  server.on('error', (err) => (failed = err));
  for (let i = 0; i < 50 && !fs.existsSync(socket) && !failed; i++) await new Promise((r) => setTimeout(r, 100));
  if (failed) throw new Error(`redis-server did not start (infra/local/install.sh installs it): ${failed.message}`);
  redis = new Redis({ path: socket, lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});

afterAll(async () => {
  await redis?.quit().catch(() => undefined);
  server?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const dryrun = (user: string, ...command: string[]) => redis.call('ACL', 'DRYRUN', user, ...command) as Promise<string>;

describe('Redis reads the rendered ACL file as declared', () => {
  it('loads every user', async () => {
    expect(((await redis.call('ACL', 'USERS')) as string[]).filter((u) => u !== 'default').sort()).toEqual(
      [...REDIS_USERS].sort(),
    );
  });

  it.each([
    ['gateway', ['get', 'ratelimit:api:ip:1.2.3.4']],
    ['gateway', ['eval', 'return 1', '1', 'signin:account:x']],
    ['gateway', ['get', 'identity:user-preferences:u1']],
    ['gateway', ['xadd', 'rpc:cellar', 'MAXLEN', '~', '1000', '*', 'r', '{}']],
    ['gateway', ['subscribe', 'rpc:reply:gateway:host:1:ab12cd34']],
    ['gateway', ['xread', 'BLOCK', '1', 'STREAMS', 'bull:photo-analysis:events', '$']],
    ['gateway', ['info', 'memory']],
    ['identity', ['xreadgroup', 'GROUP', 'identity', 'c', 'STREAMS', 'rpc:identity', '>']],
    ['identity', ['xgroup', 'CREATE', 'rpc:identity', 'identity', '0', 'MKSTREAM']],
    ['identity', ['set', 'rpc:done:identity:7b0e', 'x', 'NX', 'PX', '100']],
    ['identity', ['publish', 'rpc:reply:gateway:host:1:ab12cd34', 'x']],
    ['identity', ['publish', 'rpc:reply:cellar:host:1:ab12cd34', 'x']],
    ['cellar', ['publish', 'rpc:reply:ai-worker:host:1:ab12cd34', 'x']],
    ['cellar', ['subscribe', 'rpc:reply:cellar:host:1:ab12cd34']],
    ['identity', ['xadd', 'rpc:dead:identity', '*', 'r', '{}']],
    ['cellar', ['evalsha', 'abc', '1', 'cellar:saved-list:u1']],
    ['cellar', ['xadd', 'rpc:identity', '*', 'r', '{}']],
    ['cellar', ['bzpopmin', 'bull:cellar-reminders:marker', '1']],
    ['ai', ['hset', 'bull:photo-analysis:1', 'data', '{}']],
    ['ai', ['hmget', 'cellar:palate-signals:u1', '#version', '#built', 'signals']],
    ['ai', ['evalsha', 'abc', '1', 'ai:palate-thumbs:u1']],
    ['ai-worker', ['multi']],
    ['ai-worker', ['xadd', 'rpc:cellar', '*', 'r', '{}']],
    ['billing', ['ping']],
    ['content', ['xack', 'rpc:content', 'content', '1-0']],
  ])('%s may %j', async (user, command) => {
    expect(await dryrun(user, ...command)).toBe('OK');
  });

  it.each([
    ['gateway', ['set', 'identity:user-preferences:u1', 'x'], "the 'identity:user-preferences:u1' key"],
    ['gateway', ['publish', 'rpc:reply:gateway:host:1:ab12cd34', 'x'], "the 'publish' command"],
    ['gateway', ['subscribe', 'rpc:reply:cellar:host:1:ab12cd34'], "the 'rpc:reply:cellar:host:1:ab12cd34' channel"],
    ['identity', ['set', 'rpc:done:cellar:7b0e', 'x'], "the 'rpc:done:cellar:7b0e' key"],
    ['content', ['publish', 'rpc:reply:cellar:host:1:ab12cd34', 'x'], "the 'rpc:reply:cellar:host:1:ab12cd34' channel"],
    ['billing', ['publish', 'rpc:reply:ai:host:1:ab12cd34', 'x'], "the 'rpc:reply:ai:host:1:ab12cd34' channel"],
    ['gateway', ['subscribe', 'news'], "the 'news' channel"],
    ['gateway', ['get', 'cellar:saved-list:u1'], "the 'cellar:saved-list:u1' key"],
    ['ai', ['hset', 'cellar:palate-signals:u1', 'signals', '{}'], "the 'cellar:palate-signals:u1' key"],
    ['cellar', ['hget', 'ai:palate-thumbs:u1', 'thumbs'], "the 'ai:palate-thumbs:u1' key"],
    ['identity', ['xadd', 'rpc:cellar', '*', 'r', '{}'], "the 'rpc:cellar' key"],
    ['billing', ['get', 'auth:revoked-user:u1'], "the 'auth:revoked-user:u1' key"],
    ['content', ['subscribe', 'rpc:reply:content:x'], "the 'subscribe' command"],
    ['ai-worker', ['xreadgroup', 'GROUP', 'ai', 'c', 'STREAMS', 'rpc:ai', '>'], "the 'rpc:ai' key"],
    ['ai', ['keys', '*'], "the 'keys' command"],
    ['ai', ['scan', '0'], "the 'scan' command"],
    ['cellar', ['config', 'get', 'maxmemory'], "the 'config|get' command"],
    ['cellar', ['flushall'], "the 'flushall' command"],
    ['identity', ['function', 'flush'], "the 'function|flush' command"],
    ['billing', ['acl', 'whoami'], "the 'acl|whoami' command"],
  ])('%s may not %j', async (user, command, what) => {
    expect(await dryrun(user, ...command)).toContain(`no permissions to ${what.endsWith('command') ? 'run' : 'access'} ${what}`);
  });
});
