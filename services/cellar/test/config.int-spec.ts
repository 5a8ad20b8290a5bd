import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Every process validates its configuration before Nest starts: one clear line, exit 1.
const ROOT = path.resolve(__dirname, '../../..');

function start(entry: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(ROOT, entry)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('configuration at boot', () => {
  it('names a missing variable and exits 1', () => {
    const run = start('services/cellar/dist/main.js', {
      REDIS_URL: 'redis://127.0.0.1:1',
      KAFKA_BROKERS: '127.0.0.1:1',
      MINIO_ENDPOINT: 'http://127.0.0.1:1',
      MINIO_ACCESS_KEY: 'abc',
      MINIO_SECRET_KEY: 'abcdefgh',
      MINIO_BUCKET: 'photos',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: MONGO_URL is required');
  });

  it('names every malformed variable in the one line', () => {
    const run = start('services/ai/dist/worker.js', {
      REDIS_URL: 'http://wrong',
      KAFKA_BROKERS: 'kafka',
      MONGO_URL: 'mongodb://127.0.0.1:1/ai',
      MINIO_ENDPOINT: 'http://127.0.0.1:1',
      MINIO_ACCESS_KEY: 'abc',
      MINIO_SECRET_KEY: 'abcdefgh',
      MINIO_BUCKET: 'photos',
      WORKER_QUEUES: 'no-such-queue',
    });
    expect(run.status).toBe(1);
    const line = run.stderr.trim();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/^Invalid configuration: /);
    for (const name of ['REDIS_URL', 'KAFKA_BROKERS', 'WORKER_QUEUES']) expect(line).toContain(name);
  });
});
