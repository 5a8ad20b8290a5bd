// Helpers for integration tests against the running test system (see infra/local/stack.mjs).
import { spawn } from 'node:child_process';
import { createSign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import request from 'supertest';

const ROOT = path.resolve(__dirname, '../..');
// WINE_TEST_SLOT shifts the test system's ports and data directory (infra/local/stack.mjs)
const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const port = (base: number) => base + SLOT * 100;
const dataDir = () => process.env.WINE_TEST_DATA_DIR ?? path.join(ROOT, SLOT ? `.data/test-${SLOT}` : '.data/test');

interface SystemInfo {
  url: string;
  pids: Record<string, number>;
  services: Record<string, { entry: string; env: Record<string, string> }>;
  extraPids: number[];
}

/** Where the test system's SMTP server keeps the e-mails it was given (infra/local/mail-catcher.mjs). */
export const mailDir = () => path.join(dataDir(), 'mail');

export function systemInfo(): SystemInfo {
  return JSON.parse(fs.readFileSync(path.join(dataDir(), 'system.json'), 'utf8')) as SystemInfo;
}

/** supertest against the gateway, the only public API. */
export function api() {
  return request(systemInfo().url);
}

/** What the operator's bearer token (OPERATOR_TOKEN) is sent as: GET /api/health then names what is down. */
export function operator(): { Authorization: string } {
  return { Authorization: `Bearer ${systemInfo().services.gateway.env.OPERATOR_TOKEN}` };
}

/** GET /api/health as the operator: fresh, unthrottled, naming what is down. */
export function operatorHealth() {
  return api().get('/api/health').set(operator());
}

/** Ports of the test stack, for tests that look behind the gateway. */
export const TEST_STACK = {
  redisUrl: `redis://127.0.0.1:${port(26379)}`,
  redisPort: port(26379),
  mongoUrl: (db: string) => `mongodb://127.0.0.1:${port(27117)}/${db}`,
  kafkaBrokers: [`127.0.0.1:${port(29092)}`],
  minio: { endPoint: '127.0.0.1', port: port(29000), useSSL: false, accessKey: 'wineapp', secretKey: 'wineapp-local-secret' },
  bucket: 'photos',
};

// Services that consume events: their Kafka consumer group and client id (the ai worker
// consumes none, it takes jobs from BullMQ).
const CONSUMERS: Record<string, { group: string; clientId: string }> = {
  ai: { group: 'ai', clientId: 'ai' },
  cellar: { group: 'cellar', clientId: 'cellar' },
  content: { group: 'content', clientId: 'content' },
  identity: { group: 'identity', clientId: 'identity' },
};
// Members of a group whose process a test killed: Kafka keeps them until their session times out.
const killedMembers = new Map<string, Set<string>>();

async function describeGroup(group: string): Promise<{ state: string; members: { memberId: string; clientId: string }[] }> {
  const admin = new Kafka({ clientId: 'test-support', brokers: TEST_STACK.kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const { groups } = await admin.describeGroups([group]);
    return { state: groups[0].state, members: groups[0].members };
  } finally {
    await admin.disconnect();
  }
}

/** Kills a service process outright (no graceful drain), as a crash would. */
export async function killProcess(name: string): Promise<void> {
  const info = systemInfo();
  const pid = info.pids[name];
  const consumer = CONSUMERS[name];
  if (consumer) {
    // which members die with it (none known when Kafka itself is down)
    const { members } = await describeGroup(consumer.group).catch(() => ({ members: [] }));
    const dying = members.filter((m) => m.clientId === consumer.clientId).map((m) => m.memberId);
    killedMembers.set(consumer.group, new Set([...(killedMembers.get(consumer.group) ?? []), ...dying]));
  }
  process.kill(pid, 'SIGKILL');
  await waitFor(async () => !isAlive(pid), { timeoutMs: 10_000, what: `${name} to exit` });
}

/** Starts a service process again with the entrypoint and environment the test system gave it. */
export async function restartProcess(name: string, envOverrides: Record<string, string> = {}): Promise<number> {
  const info = systemInfo();
  const { entry } = info.services[name];
  const env = { ...info.services[name].env, ...envOverrides };
  const log = fs.openSync(path.join(dataDir(), 'logs', `${name}.log`), 'a');
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  info.pids[name] = child.pid!;
  info.extraPids = [...(info.extraPids ?? []), child.pid!];
  fs.writeFileSync(path.join(dataDir(), 'system.json'), JSON.stringify(info, null, 2));
  child.unref();
  return child.pid!;
}

/** Whether a process of this pid still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until every service consumes events again: each consumer group settled (Stable) with
 * live members only. After a crash or a Kafka restart a group rebalances first, and until then
 * no event reaches the service (a registration's referral code, a plan change, an erasure).
 */
export async function eventConsumersReady(names: string[] = Object.keys(CONSUMERS)): Promise<void> {
  const groups = [...new Set(names.map((n) => CONSUMERS[n]?.group).filter(Boolean))];
  for (const group of groups) {
    await waitFor(
      async () => {
        const { state, members } = await describeGroup(group);
        const dead = killedMembers.get(group) ?? new Set();
        return state === 'Stable' && members.length > 0 && members.every((m) => !dead.has(m.memberId));
      },
      { timeoutMs: 60_000, intervalMs: 250, what: `the ${group} service to consume events again` },
    );
  }
}

export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined>,
  { timeoutMs = 15_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

/**
 * An access token signed with the test system's identity key. Only for foundation tests that
 * predate sign-up; account tests get real tokens from /api/auth/register.
 */
export function signAccessToken(
  userId: string,
  email = `${userId}@example.com`,
  overrides: Record<string, unknown> = {},
): string {
  const key = fs.readFileSync(path.join(dataDir(), 'identity/jwt-private.pem'));
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'ES256', typ: 'JWT' });
  const body = b64({
    sub: userId,
    email,
    iss: 'cellar-door-identity',
    aud: 'cellar-door-api',
    iat: now,
    exp: now + 600,
    ...overrides,
  });
  const signature = createSign('sha256').update(`${head}.${body}`).sign({ key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${head}.${body}.${signature}`;
}
