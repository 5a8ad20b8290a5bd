// Process and stream helpers for the transport and fault tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type Redis from 'ioredis';
import { isAlive, systemInfo, waitFor } from '../../support/system';

// the same directory tests/support/system.ts reads system.json from
const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const dataDir = () =>
  process.env.WINE_TEST_DATA_DIR ?? path.resolve(__dirname, '../../..', SLOT ? `.data/test-${SLOT}` : '.data/test');

/** One more instance of a service, as ops would scale it; listed so the test system stops it too. */
export async function startExtraInstance(name: string): Promise<number> {
  const info = systemInfo();
  // without the metrics port: whichever instance bound it first would take it away when stopped
  const { METRICS_PORT: _metricsPort, ...env } = info.services[name].env;
  const { entry } = info.services[name];
  const log = fs.openSync(path.join(dataDir(), 'logs', `${name}.log`), 'a');
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  child.unref();
  info.extraPids = [...(info.extraPids ?? []), child.pid!];
  fs.writeFileSync(path.join(dataDir(), 'system.json'), JSON.stringify(info, null, 2));
  return child.pid!;
}

/** Stops an instance started by startExtraInstance (gracefully if it still runs). */
export async function stopExtraInstance(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  signal(pid, 'SIGCONT');
  signal(pid, 'SIGTERM');
  await waitFor(async () => !isAlive(pid), { timeoutMs: 20_000, what: `instance ${pid} to stop` }).catch(() =>
    signal(pid, 'SIGKILL'),
  );
}

export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

/** Consumers of a group with the pid their name carries (host:pid:suffix). */
export async function consumersOf(
  redis: Redis,
  stream: string,
  group: string,
): Promise<{ name: string; pid: number; pending: number }[]> {
  const rows = (await redis.call('XINFO', 'CONSUMERS', stream, group)) as unknown[][];
  return rows.map((row) => {
    const fields = Object.fromEntries(Array.from({ length: row.length / 2 }, (_, i) => [String(row[2 * i]), row[2 * i + 1]]));
    const name = String(fields.name);
    return { name, pid: Number(name.split(':')[1]), pending: Number(fields.pending) };
  });
}

/** The id of a request pending with the instance of this pid, if it holds one. */
export async function ownerOfPending(redis: Redis, stream: string, group: string, pid: number): Promise<string | undefined> {
  const consumer = (await consumersOf(redis, stream, group)).find((c) => c.pid === pid);
  if (!consumer || consumer.pending === 0) return undefined;
  const rows = (await redis.call('XPENDING', stream, group, '-', '+', '10', consumer.name)) as [string][];
  return rows[0]?.[0];
}

export interface StoppedProcess {
  name: string;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
}

/** Stops a process of the local stack (redis, ferretdb, minio, kafka), remembering how to start it again. */
export async function stopStackProcess(name: string): Promise<StoppedProcess> {
  const pid = systemInfo().pids[name];
  const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  // redis-server rewrites its process title: start it again from its own config instead
  if (name === 'redis') argv.splice(0, argv.length, ...(await redisArgv(pid)));
  signal(pid, 'SIGTERM');
  await waitFor(async () => !isAlive(pid), { timeoutMs: 30_000, what: `${name} to stop` }).catch(() => signal(pid, 'SIGKILL'));
  await waitFor(async () => !isAlive(pid), { timeoutMs: 5_000, what: `${name} to die` });
  return { name, argv, cwd, env };
}

/** Starts a stopped stack process again; the test system's stop() ends it like its own. */
export function startStackProcess(stopped: StoppedProcess): number {
  const log = fs.openSync(path.join(dataDir(), 'logs', `${stopped.name}.log`), 'a');
  const child = spawn(stopped.argv[0], stopped.argv.slice(1), {
    cwd: stopped.cwd,
    env: stopped.env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  child.unref();
  const info = systemInfo();
  info.pids[stopped.name] = child.pid!;
  info.extraPids = [...(info.extraPids ?? []), child.pid!];
  fs.writeFileSync(path.join(dataDir(), 'system.json'), JSON.stringify(info, null, 2));
  return child.pid!;
}

async function redisArgv(pid: number): Promise<string[]> {
  const { default: IORedis } = await import('ioredis');
  const port = Number(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(/:(\d+)/)?.[1]);
  const client = new IORedis({ port, host: '127.0.0.1' });
  try {
    const dir = ((await client.config('GET', 'dir')) as string[])[1];
    return [
      'redis-server',
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--protected-mode',
      'yes',
    ];
  } finally {
    client.disconnect();
  }
}
