// npm run backup [-- --profile test]: one dated archive under .data/backups/ of the embedded system
// (docs/operations.md#backups): every service's database, the photo bucket and the keys. It only
// reads, so the product keeps running while it works; of a stopped system it starts the store and
// MinIO for the time it takes.
//   node infra/local/backup.mjs [--profile dev|test] [--out <dir>]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'minio';
import mongodb from 'mongodb';
import { dataDirOf, portIsFree, PROFILES, serviceEnv, storeCommands, TEST_SLOT, waitForPort } from './stack.mjs';
import { tarWriter } from './tar.mjs';

// the driver is CommonJS: its named exports only through the default one
const { BSON, MongoClient } = mongodb;
const { EJSON } = BSON;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** One database per service (the ai-worker shares ai's). */
export const DATABASES = ['identity', 'cellar', 'ai', 'billing', 'content'];
/** The keys beside the data (infra/local/stack.mjs ensureKeys, identityTransportKey): tokens and sealed fields need them. */
export const KEY_FILES = ['identity/jwt-private.pem', 'keys/jwt-public.pem', 'identity-transport.key'];
export const FORMAT = 'cellar-door-backup/1';

export function parseArgs(argv) {
  const args = { profile: 'dev', rest: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--profile') args.profile = argv[++i];
    else if (argv[i] === '--out') args.out = argv[++i];
    else args.rest.push(argv[i]);
  }
  if (!PROFILES[args.profile]) throw new Error(`unknown profile '${args.profile}': use dev or test`);
  return args;
}

/** The store and the bucket of a profile, as its services reach them. */
export function connect(profile) {
  const env = serviceEnv(profile, 'cellar'); // no side effects, unlike the gateway's (it makes a key)
  const url = new URL(env.MINIO_ENDPOINT);
  return {
    mongo: new MongoClient(`mongodb://127.0.0.1:${PROFILES[profile].mongo}`, { serverSelectionTimeoutMS: 5_000 }),
    minio: new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: env.MINIO_ACCESS_KEY,
      secretKey: env.MINIO_SECRET_KEY,
    }),
    bucket: env.MINIO_BUCKET,
  };
}

export function profileLabel(profile) {
  return profile === 'test' && TEST_SLOT ? `test-${TEST_SLOT}` : profile;
}

/** FerretDB and MinIO on their own when the system is stopped (a restore needs that); returns who to stop after. */
export async function storeUp(profile) {
  const started = [];
  const logDir = path.join(dataDirOf(profile), 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  for (const [name, spec] of Object.entries(storeCommands(profile))) {
    if (!(await portIsFree(spec.port))) continue;
    const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn(spec.cmd, spec.args, { env: { ...process.env, ...spec.env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    started.push(child);
    await waitForPort(spec.port, name);
  }
  return started;
}

export async function stopAll(children) {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** MinIO answers "server not initialized" for a moment after its port opens. */
export async function bucketExists(minio, bucket) {
  for (let tries = 0; ; tries += 1) {
    try {
      return await minio.bucketExists(bucket);
    } catch (err) {
      if (tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function listKeys(minio, bucket) {
  if (!(await bucketExists(minio, bucket))) return [];
  const keys = [];
  for await (const item of minio.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
  return keys;
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function backup(profile, outDir = path.join(ROOT, '.data/backups')) {
  const dir = dataDirOf(profile);
  const started = await storeUp(profile);
  const { mongo, minio, bucket } = connect(profile);
  await mongo.connect();
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(outDir, `cellar-door-${profileLabel(profile)}-${stamp}.tar.gz`);
  const partial = `${file}.partial`; // renamed only when whole: a crash leaves no archive that looks good
  const tar = tarWriter(partial);
  const manifest = { format: FORMAT, profile, createdAt: new Date().toISOString(), databases: {}, bucket: {}, keys: [] };
  try {
    // the databases before the bucket: a photo is stored before the record naming it, so every
    // record in the archive finds its photo (an orphan photo is harmless, a missing one is not)
    for (const db of DATABASES) {
      manifest.databases[db] = {};
      const database = mongo.db(db);
      for (const { name } of await database.listCollections({}, { nameOnly: true }).toArray()) {
        if (name.startsWith('system.')) continue;
        const collection = database.collection(name);
        // mongodump's layout: documents back to back as BSON, the indexes beside them
        // a document moved by a write during the scan can be seen twice: keep its last copy, once
        const docs = new Map();
        for await (const doc of collection.find({}, { batchSize: 1000 })) {
          docs.set(EJSON.stringify(doc._id, { relaxed: false }), BSON.serialize(doc));
        }
        await tar.add(`db/${db}/${name}.bson`, Buffer.concat([...docs.values()]));
        const indexes = await collection.indexes();
        await tar.add(`db/${db}/${name}.indexes.json`, EJSON.stringify(indexes, { relaxed: false }));
        manifest.databases[db][name] = docs.size;
      }
    }
    const keys = await listKeys(minio, bucket);
    const objects = [];
    const prefixes = {};
    for (const key of keys) {
      const stat = await minio.statObject(bucket, key).catch(() => null);
      if (!stat) continue; // deleted since the listing (a member removed it meanwhile)
      const bytes = await readAll(await minio.getObject(bucket, key));
      await tar.add(`bucket/${bucket}/${key}`, bytes);
      objects.push({ key, size: bytes.length, contentType: stat.metaData?.['content-type'] ?? 'application/octet-stream' });
      const prefix = key.includes('/') ? `${key.split('/')[0]}/` : '';
      prefixes[prefix] = (prefixes[prefix] ?? 0) + 1;
    }
    await tar.add(`bucket/${bucket}.objects.json`, JSON.stringify(objects));
    manifest.bucket[bucket] = { objects: objects.length, bytes: objects.reduce((n, o) => n + o.size, 0), prefixes };
    for (const rel of KEY_FILES) {
      const abs = path.join(dir, rel);
      if (!fs.existsSync(abs)) continue;
      await tar.add(`keys/${rel}`, fs.readFileSync(abs), { mode: fs.statSync(abs).mode });
      manifest.keys.push(rel);
    }
    // last in the archive, first to read by eye: `tar -xzOf <archive> manifest.json`
    await tar.add('manifest.json', JSON.stringify(manifest, null, 2));
    await tar.close();
    fs.renameSync(partial, file);
    return { file, manifest };
  } catch (err) {
    await tar.close().catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await mongo.close();
    await stopAll(started);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const { file, manifest } = await backup(args.profile, args.out && path.resolve(args.out));
    const docs = Object.values(manifest.databases).flatMap((c) => Object.values(c));
    const objects = Object.values(manifest.bucket).reduce((n, b) => n + b.objects, 0);
    console.log(
      `backup: ${file} (${docs.reduce((a, b) => a + b, 0)} documents in ${docs.length} collections, ` +
        `${objects} photos and files, ${manifest.keys.length} keys)`,
    );
  } catch (err) {
    console.error(`backup failed: ${err.message}`);
    process.exit(1);
  }
}
