import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import { AssumeRoleProvider } from 'minio/dist/main/AssumeRoleProvider.js';
import { MINIO_ACCESS, MINIO_USERS, minioPolicy, MinioUser, PHOTO_BUCKET, Prefix, PREFIXES } from './minio-access';

// The rendered policies on a real MinIO (the local stack's binary, infra/local/install.sh): each
// process's policy is the session policy of temporary credentials (STS AssumeRole as the root
// user, so what is allowed is exactly what the policy allows), and every object action on every
// prefix is tried. A policy MinIO reads differently from minio-access.ts fails here.
const BIN = path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'bin/minio');
const ROOT_USER = 'access-spec-root';
const ROOT_PASSWORD = 'access-spec-root-password';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minio-policy-'));
let server: ChildProcess;
let port: number;
let root: Client;
const clients = new Map<MinioUser, Client>();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });

beforeAll(async () => {
  port = await freePort();
  server = spawn(
    BIN,
    ['server', dir, '--quiet', '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${await freePort()}`],
    {
      env: { ...process.env, MINIO_ROOT_USER: ROOT_USER, MINIO_ROOT_PASSWORD: ROOT_PASSWORD, MINIO_BROWSER: 'off' },
      stdio: 'ignore',
    },
  );
  let failed: Error | undefined;
  server.on('error', (err) => (failed = err));
  root = new Client({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: ROOT_USER, secretKey: ROOT_PASSWORD });
  for (let i = 0; ; i++) {
    try {
      await root.makeBucket(PHOTO_BUCKET);
      break;
    } catch (err) {
      if (failed) throw new Error(`minio did not start (infra/local/install.sh installs it): ${failed.message}`);
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  for (const user of MINIO_USERS) {
    const credentialsProvider = new AssumeRoleProvider({
      stsEndpoint: `http://127.0.0.1:${port}`,
      accessKey: ROOT_USER,
      secretKey: ROOT_PASSWORD,
      policy: JSON.stringify(minioPolicy(user)),
    });
    clients.set(user, new Client({ endPoint: '127.0.0.1', port, useSSL: false, credentialsProvider }));
  }
}, 60_000);

afterAll(() => {
  server?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const allowed = async (attempt: () => Promise<unknown>): Promise<boolean> => {
  try {
    await attempt();
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'AccessDenied') return false;
    throw err;
  }
};
const seed = (key: string) => root.putObject(PHOTO_BUCKET, key, Buffer.from('x'));
const listed = async (client: Client, prefix: string) => {
  const stream = client.listObjectsV2(PHOTO_BUCKET, prefix, true);
  for await (const _ of stream) void _;
};
const declared = (user: MinioUser, prefix: Prefix, action: 'read' | 'write' | 'delete' | 'list') =>
  MINIO_ACCESS[user].prefixes[prefix]?.includes(action) ?? false;

const CASES = MINIO_USERS.flatMap((user) => PREFIXES.map((prefix) => [user, prefix] as const));

describe('MinIO enforces each rendered policy as declared', () => {
  it.each(CASES)('%s on %s: read, write, delete and list as declared, nothing more', async (user, prefix) => {
    const client = clients.get(user)!;
    const key = `${prefix}6650f0c2a1b2c3d4e5f60718/${user}-photo`;
    await seed(key);
    const actual = {
      read: await allowed(() => client.statObject(PHOTO_BUCKET, key)),
      write: await allowed(() => client.putObject(PHOTO_BUCKET, `${key}-new`, Buffer.from('y'))),
      delete: await allowed(() => client.removeObject(PHOTO_BUCKET, key)),
      list: await allowed(() => listed(client, `${prefix}6650f0c2a1b2c3d4e5f60718/`)),
    };
    const expected = {
      read: declared(user, prefix, 'read'),
      write: declared(user, prefix, 'write'),
      delete: declared(user, prefix, 'delete'),
      // the gateway's bucket check lets it list anywhere
      list: declared(user, prefix, 'list') || MINIO_ACCESS[user].probesBucket === true,
    };
    expect(actual).toEqual(expected);
  });

  it.each(MINIO_USERS)('%s: checks the bucket (HEAD) only if it declares it', async (user) => {
    expect(await allowed(() => clients.get(user)!.bucketExists(PHOTO_BUCKET))).toBe(MINIO_ACCESS[user].probesBucket === true);
  });

  it('the cellar removes a batch of bottle photos (DeleteObjects) and cannot touch a thumbnail', async () => {
    const keys = ['uploads/u1/a', 'uploads/u1/b'];
    await Promise.all(keys.map(seed));
    await clients.get('cellar')!.removeObjects(PHOTO_BUCKET, keys);
    const gone = await root.statObject(PHOTO_BUCKET, keys[0]).then(
      () => false,
      (err: { code?: string }) => err.code === 'NotFound',
    );
    expect(gone).toBe(true);
    expect(await allowed(() => clients.get('cellar')!.putObject(PHOTO_BUCKET, 'thumbnails/u1/a.webp', Buffer.from('z')))).toBe(
      false,
    );
  });
});
