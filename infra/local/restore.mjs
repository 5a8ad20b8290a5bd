// npm run restore -- <archive> [--profile test]: brings a stopped system back to a backup made by
// backup.mjs (docs/operations.md#backups): databases, photo bucket and keys, replacing what is there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongodb from 'mongodb';
import { bucketExists, connect, DATABASES, FORMAT, KEY_FILES, parseArgs, profileLabel, stopAll, storeUp } from './backup.mjs';
import { dataDirOf, metricsPortOf, portIsFree, PROFILES, SERVICES } from './stack.mjs';
import { tarEntries } from './tar.mjs';

// the driver is CommonJS: its named exports only through the default one
const { BSON } = mongodb;
const { EJSON } = BSON;
const BATCH = 500;

/** A running service writes while we restore and keeps stale state after: only a stopped system. */
async function refuseWhileRunning(profile) {
  const p = PROFILES[profile];
  const ports = [['gateway', p.gateway], ...SERVICES.map((name) => [name, metricsPortOf(profile, name)])];
  for (const [name, port] of ports) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `the ${profileLabel(profile)} system is running (${name} holds port ${port}): stop it first (Ctrl-C where npm start runs), then restore`,
      );
    }
  }
}

/** A damaged or foreign file says so in the product's words, not zlib's. */
async function* guard(entries, file) {
  try {
    yield* entries;
  } catch (err) {
    throw new Error(`${file} is not a readable backup archive (${err.message})`);
  }
}

/** The archive's small index files, read before anything is changed. */
async function readIndex(file) {
  const found = { manifest: null, objects: {} };
  const entries = tarEntries(file);
  for await (const { name, data } of guard(entries, file)) {
    if (name === 'manifest.json') found.manifest = JSON.parse(data.toString('utf8'));
    const m = /^bucket\/([^/]+)\.objects\.json$/.exec(name);
    if (m) found.objects[m[1]] = new Map(JSON.parse(data.toString('utf8')).map((o) => [o.key, o]));
  }
  if (found.manifest?.format !== FORMAT) throw new Error(`${file} is not a Cellar Door backup (no ${FORMAT} manifest.json)`);
  return found;
}

function documentsOf(data) {
  const docs = [];
  for (let at = 0; at < data.length;) {
    const size = data.readInt32LE(at);
    docs.push(BSON.deserialize(data.subarray(at, at + size)));
    at += size;
  }
  return docs;
}

async function emptyBucket(minio, bucket) {
  if (!(await bucketExists(minio, bucket))) await minio.makeBucket(bucket);
  const keys = [];
  for await (const item of minio.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
  for (let i = 0; i < keys.length; i += 1000) await minio.removeObjects(bucket, keys.slice(i, i + 1000));
}

export async function restore(profile, file) {
  await refuseWhileRunning(profile);
  const { manifest, objects } = await readIndex(file);
  const dir = dataDirOf(profile);
  const started = await storeUp(profile);
  const { mongo, minio, bucket } = connect(profile);
  const warnings = [];
  try {
    await mongo.connect();
    // replace, not merge: what was made after the backup goes
    for (const db of DATABASES) await mongo.db(db).dropDatabase();
    await emptyBucket(minio, bucket);
    for await (const { name, mode, data } of tarEntries(file)) {
      const [kind, ...rest] = name.split('/');
      if (kind === 'db' && name.endsWith('.bson')) {
        const collection = mongo.db(rest[0]).collection(
          rest
            .slice(1)
            .join('/')
            .replace(/\.bson$/, ''),
        );
        const docs = documentsOf(data);
        await mongo
          .db(rest[0])
          .createCollection(collection.collectionName)
          .catch(() => {});
        for (let i = 0; i < docs.length; i += BATCH) await collection.insertMany(docs.slice(i, i + BATCH), { ordered: true });
      } else if (kind === 'db' && name.endsWith('.indexes.json')) {
        const collection = mongo.db(rest[0]).collection(
          rest
            .slice(1)
            .join('/')
            .replace(/\.indexes\.json$/, ''),
        );
        for (const spec of EJSON.parse(data.toString('utf8'), { relaxed: false })) {
          const { key, name: indexName } = spec;
          // v and ns are the store's own bookkeeping, not options
          const options = Object.fromEntries(Object.entries(spec).filter(([k]) => !['v', 'ns', 'key', 'name'].includes(k)));
          if (indexName === '_id_') continue;
          // the services make their indexes again at start; one the store refuses is not fatal
          await collection.createIndex(key, { name: indexName, ...options }).catch((err) => {
            warnings.push(`index ${rest[0]}.${collection.collectionName}.${indexName}: ${err.message}`);
          });
        }
      } else if (kind === 'bucket' && rest.length > 1) {
        const [owner, ...keyParts] = rest;
        const key = keyParts.join('/');
        const contentType = objects[owner]?.get(key)?.contentType ?? 'application/octet-stream';
        await minio.putObject(owner, key, data, data.length, { 'Content-Type': contentType });
      } else if (kind === 'keys' && KEY_FILES.includes(rest.join('/'))) {
        const target = path.join(dir, ...rest);
        // identity's directory is its own (infra/local/stack.mjs ensureKeys)
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: rest[0] === 'identity' ? 0o700 : 0o755 });
        fs.writeFileSync(target, data, { mode: mode & 0o777 });
        fs.chmodSync(target, mode & 0o777);
      }
    }
    // the archive's own account of itself is the check
    for (const [db, collections] of Object.entries(manifest.databases)) {
      for (const [name, count] of Object.entries(collections)) {
        const now = await mongo.db(db).collection(name).countDocuments();
        if (now !== count) throw new Error(`${db}.${name} holds ${now} documents after the restore, the backup ${count}`);
      }
    }
    for (const [name, { objects: count }] of Object.entries(manifest.bucket)) {
      let now = 0;
      for await (const item of minio.listObjectsV2(name, '', true)) if (item.name) now += 1;
      if (now !== count) throw new Error(`bucket ${name} holds ${now} objects after the restore, the backup ${count}`);
    }
    return { manifest, warnings };
  } finally {
    await mongo.close().catch(() => {});
    await stopAll(started);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const file = args.rest[0];
    if (!file) throw new Error('name the archive: npm run restore -- .data/backups/<archive>.tar.gz');
    if (!fs.existsSync(file)) throw new Error(`no archive at ${file}`);
    const { manifest, warnings } = await restore(args.profile, path.resolve(file));
    for (const w of warnings) console.warn(`restore: warning: ${w}`);
    const docs = Object.values(manifest.databases)
      .flatMap((c) => Object.values(c))
      .reduce((a, b) => a + b, 0);
    console.log(
      `restore: the ${profileLabel(args.profile)} system is back to ${manifest.createdAt} (${docs} documents); start it again`,
    );
  } catch (err) {
    console.error(`restore: ${err.message}`);
    process.exit(1);
  }
}
