// Backups that restore (docs/operations.md#backups): members, bottles, tastings, an analysed photo
// and a Premium subscription go into `npm run backup` while the system runs; with the services
// stopped, the databases, the bucket and the keys are deleted; `npm run restore` brings them back
// and the restarted system serves everything as before.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import { MongoClient } from 'mongodb';
import { bearer, registerMember, uniqueIp, type TestAccount } from '../../support/accounts';
import { uniqueTestCard } from '../../support/cards';
import { api, eventConsumersReady, operatorHealth, TEST_STACK, waitFor } from '../../support/system';
import { renderLabel } from '../ai/rendered-label';
import { startStackProcess, stopStackProcess, type StoppedProcess } from './transport-support';

const ROOT = path.resolve(__dirname, '../../..');
const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const DATA_DIR = path.join(ROOT, SLOT ? `.data/test-${SLOT}` : '.data/test');
// every process that writes the store or the bucket; the gateway last to stop, first to refuse
const SERVICES = ['gateway', 'identity', 'cellar', 'ai', 'ai-worker', 'billing', 'content'];
const DATABASES = ['identity', 'cellar', 'ai', 'billing', 'content'];
const KEY_FILES = ['identity/jwt-private.pem', 'keys/jwt-public.pem', 'identity-transport.key'];

function script(name: 'backup' | 'restore', args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, `infra/local/${name}.mjs`), '--profile', 'test', ...args], {
      cwd: ROOT,
      env: { ...process.env, WINE_TEST_SLOT: String(SLOT) },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Through the local provider's hosted checkout, as the browser does. */
async function premium(member: TestAccount): Promise<void> {
  const auth = bearer(member.accessToken);
  const created = await api().post('/api/create-checkout-session').set(auth).send({ plan: 'monthly' }).expect(200);
  const checkout = new URL(created.body.url as string).pathname;
  await api()
    .post(checkout)
    .type('form')
    .send({ cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123', country: 'AU' })
    .expect(303);
  await api()
    .get(`/api/checkout-success?session_id=${checkout.split('/').pop()}`)
    .set(auth)
    .expect(200);
  await waitFor(async () => (await api().get('/api/auth/user').set(auth)).body.subscriptionPlan === 'premium', {
    what: 'identity to say premium',
  });
}

const signIn = async (member: TestAccount): Promise<string> =>
  (
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: member.email, password: member.password })
      .expect(200)
  ).body.accessToken as string;

describe('npm run backup / npm run restore', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wine-backup-'));
  let stopped: StoppedProcess[] = [];

  afterAll(async () => {
    // never leave the shared test system without its services, whatever failed
    for (const p of stopped.reverse()) startStackProcess(p);
    if (stopped.length) await waitFor(async () => (await operatorHealth()).body.status === 'ok', { timeoutMs: 90_000 });
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('brings members, bottles, tastings, a photo and Premium back after the data is gone', async () => {
    const [collector, subscriber] = [await registerMember(), await registerMember()];
    const saved = await api()
      .post('/api/cellar/save')
      .set(bearer(collector.accessToken))
      .send({
        wineName: 'Backup Riesling',
        wineType: 'White Wine',
        region: 'Clare Valley',
        vintage: '2019',
        source: 'recommendation',
      })
      .expect(201);
    await api().patch(`/api/cellar/${saved.body.id}`).set(bearer(collector.accessToken)).send({ quantity: 3 }).expect(200);
    await api()
      .post(`/api/cellar/${saved.body.id}/open`)
      .set(bearer(collector.accessToken))
      .send({ date: '2026-11-01', stars: 5, note: 'Lime and slate' })
      .expect(201);
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz');
    const upload = await api()
      .post('/api/upload/analyze')
      .set(bearer(collector.accessToken))
      .attach('wine_image', image, 'bottle.png')
      .expect(200);
    const photo = (await api().get(upload.body.imageUrl).set(bearer(collector.accessToken)).expect(200)).body as Buffer;
    await premium(subscriber);

    // while the product runs
    const made = await script('backup', ['--out', outDir]);
    expect(made).toMatchObject({ code: 0, out: expect.stringMatching(/^backup: .*\.tar\.gz \(/) });
    const [archive] = fs.readdirSync(outDir).map((f) => path.join(outDir, f));
    expect(archive).toMatch(/cellar-door-test(-\d+)?-\d{8}T\d{6}Z\.tar\.gz$/);
    // a plain tar can read it: the manifest says what it holds
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }));
    expect(Object.keys(manifest.databases).sort()).toEqual([...DATABASES].sort());
    expect(manifest.databases.identity.users).toBeGreaterThanOrEqual(2);
    expect(manifest.bucket.photos.objects).toBeGreaterThanOrEqual(1);
    expect(manifest.keys.sort()).toEqual([...KEY_FILES].sort());

    const refused = await script('restore', [archive]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/system is running \(gateway holds port \d+\): stop it first/);

    stopped = await Promise.all(SERVICES.map((name) => stopStackProcess(name)));
    // the data goes: every database, every photo, the keys
    const mongo = new MongoClient(TEST_STACK.mongoUrl('admin'));
    await mongo.connect();
    for (const db of DATABASES) await mongo.db(db).dropDatabase();
    expect(await mongo.db('identity').collection('users').countDocuments()).toBe(0);
    await mongo.close();
    const minio = new Client(TEST_STACK.minio);
    const keys: string[] = [];
    for await (const item of minio.listObjectsV2(TEST_STACK.bucket, '', true)) keys.push(item.name as string);
    await minio.removeObjects(TEST_STACK.bucket, keys);
    for (const rel of KEY_FILES) fs.rmSync(path.join(DATA_DIR, rel));

    const restored = await script('restore', [archive]);
    expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('system is back to') });
    expect(restored.out).not.toContain('warning');
    for (const rel of KEY_FILES) expect(fs.existsSync(path.join(DATA_DIR, rel))).toBe(true);
    // the unique indexes the Free limits and sign-up rest on come back before any service starts
    const check = new MongoClient(TEST_STACK.mongoUrl('admin'));
    await check.connect();
    expect(await check.db('identity').collection('users').indexes()).toContainEqual(
      expect.objectContaining({ key: { email: 1 }, unique: true }),
    );
    await check.close();

    for (const p of [...stopped].reverse()) startStackProcess(p);
    stopped = [];
    await waitFor(async () => (await operatorHealth()).body.status === 'ok', {
      timeoutMs: 90_000,
      intervalMs: 500,
      what: 'the restored system to be healthy',
    });
    await eventConsumersReady();

    // the members sign in with their passwords and find everything
    const collectorToken = await signIn(collector);
    const cellar = (await api().get('/api/cellar').set(bearer(collectorToken)).expect(200)).body as {
      id: string;
      quantity: number;
    }[];
    expect(cellar).toEqual([expect.objectContaining({ id: saved.body.id, wineName: 'Backup Riesling', quantity: 2 })]);
    const tastings = (await api().get('/api/cellar/tastings').set(bearer(collectorToken)).expect(200)).body;
    expect(tastings).toEqual([expect.objectContaining({ itemId: saved.body.id, stars: 5, note: 'Lime and slate' })]);
    const uploads = (await api().get('/api/uploads').set(bearer(collectorToken)).expect(200)).body as { id: string }[];
    expect(uploads.map((u) => u.id)).toContain(upload.body.id);
    const served = await api().get(upload.body.imageUrl).set(bearer(collectorToken)).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, photo)).toBe(0);

    const subscriberToken = await signIn(subscriber);
    expect((await api().get('/api/auth/user').set(bearer(subscriberToken)).expect(200)).body.subscriptionPlan).toBe('premium');
    const billing = await api().get('/api/billing-info').set(bearer(subscriberToken)).expect(200);
    expect(billing.body.subscription).toMatchObject({ status: expect.stringMatching(/^(trialing|active)$/) });
    // seven services stopped and started again on a shared 2-core machine: the restart dominates
  }, 180_000);
});
