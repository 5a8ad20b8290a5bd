// The path a managed Redis takes: rediss:// (TLS) and a database index, through the transport and
// BullMQ's connection options, against a real redis-server speaking TLS only (no plain port).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import Redis from 'ioredis';
import { bullConnection } from '../../queues/queue-connection';
import { RedisStreamsClient } from './streams-client';
import { RedisStreamsServer } from './streams-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('Redis over TLS (rediss://) with a database index', () => {
  let dir: string;
  let redis: ChildProcess;
  let url: string;
  const defaultCAs = tls.getCACertificates('default');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-tls-'));
    // a certificate for localhost, signed by itself
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    const port = await freePort();
    redis = spawn(
      'redis-server',
      [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--tls-cert-file',
        'cert.pem',
        '--tls-key-file',
        'key.pem',
        '--tls-auth-clients',
        'no',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    // the test's own certificate, trusted beside the system's for this suite only
    tls.setDefaultCACertificates([...defaultCAs, fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8')]);
    url = `rediss://localhost:${port}/3`;
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(() => {
    redis?.kill('SIGTERM');
    tls.setDefaultCACertificates(defaultCAs);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("BullMQ's options reach it over TLS, in the URL's database", async () => {
    const client = new Redis(bullConnection(url));
    try {
      await client.set('tls-check', 'ok');
      expect(await client.get('tls-check')).toBe('ok');
      expect(await client.call('CLIENT', 'INFO')).toMatch(/ db=3 /);
    } finally {
      client.disconnect();
    }
  });

  it('the transport answers a request over it', async () => {
    const server = new RedisStreamsServer({ url, service: 'tlscheck' });
    server.addHandler('tlscheck.echo', (data: unknown) => Promise.resolve({ echoed: data }));
    await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
    const client = new RedisStreamsClient({ url, timeoutMs: 5000 });
    try {
      await client.connect();
      expect(await client.request('tlscheck.echo', { n: 1 })).toEqual({ echoed: { n: 1 } });
    } finally {
      await client.close();
      await server.close();
    }
  });
});
