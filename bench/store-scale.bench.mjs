// The embedded store at a community's size: does a member's request cost what their own data
// costs, not what everyone's costs? Starts its own FerretDB (the local store's binary) on a data
// directory it seeds once: N members and M saved wines, uploads, tastings and searches each,
// spread over the members (other members' records, from the timed member's point of view). Then
// times, through mongoose with the services' own schemas and indexes, what requests do:
//   sign-in    users.findOne({ email })                        (sign-in, sign-up)
//   cellar     saved_wines.find({ userId, hidden: false })     (GET /api/cellar's list, rebuilt on a miss)
//   uploads    findPage(uploads, { userId, hidden: false })    (the analysed bottles, first page)
//   journal    findPage(tastings, { userId })                  (the journal, first page)
//   history    findPage(searches, { userId, expiresAt > now }) (recommendation history, first page)
//   history+1  the same, second page (the keyset cursor's $and filter)
// Target (docs/decisions/0022-store-equality-pushdown.md): sign-in p95 < 20 ms, each list p95 < 50 ms.
// Flags (or env): --members N (STORE_MEMBERS, 100000)  --records M (STORE_RECORDS, 1000000, per collection)
//   --samples S (STORE_SAMPLES, 200 per row)  --binary PATH (the store's binary; $WINE_CACHE/bin/ferretdb-local)
//   --baseline PATH  a second binary (e.g. unpatched FerretDB) timed on the same data: a before/after table
//   --baseline-samples S (STORE_BASELINE_SAMPLES, as --samples)
//   --dir PATH  the seeded data ($WINE_CACHE/store-scale/<N>-<M>, kept and reused; --fresh reseeds)
// A seeded directory is reused by later runs (seeding 4 M records takes long); FerretDB's table
// layout is the same for every binary, so before and after read the very same files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pct } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
require('reflect-metadata');
const mongoose = require('mongoose');
const fromDist = (workspace, file) => require(path.join(ROOT, workspace, 'dist', file));

const args = process.argv.slice(2);
const flag = (name, env, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : (process.env[env] ?? fallback);
};
const MEMBERS = Number(flag('members', 'STORE_MEMBERS', 100_000));
const RECORDS = Number(flag('records', 'STORE_RECORDS', 1_000_000));
const SAMPLES = Number(flag('samples', 'STORE_SAMPLES', 200));
const CACHE = process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache', 'wine-app');
const BINARY = flag('binary', 'STORE_BINARY', path.join(CACHE, 'bin', 'ferretdb-local'));
const BASELINE = flag('baseline', 'STORE_BASELINE', null);
// a scanning baseline takes seconds a sample: fewer samples keep the run in minutes
const BASELINE_SAMPLES = Number(flag('baseline-samples', 'STORE_BASELINE_SAMPLES', SAMPLES));
const DIR = flag('dir', 'STORE_DIR', path.join(CACHE, 'store-scale', `${MEMBERS}-${RECORDS}`));
const TARGET_MS = { 'sign-in': 20, cellar: 50, uploads: 50, journal: 50, history: 50, 'history+1': 50 };
if (!(MEMBERS > 0 && RECORDS >= 0 && SAMPLES > 0)) throw new Error('--members, --records and --samples must be positive');

// the services' own schemas: the indexes timed are the ones the product declares
const { UserSchema } = fromDist('services/identity', 'users/user.schema.js');
const { SavedWineSchema } = fromDist('services/cellar', 'saved-wines/saved-wine.schema.js');
const { UploadSchema } = fromDist('services/cellar', 'uploads/upload.schema.js');
const { TastingSchema } = fromDist('services/cellar', 'bottles/tasting.schema.js');
const { RecommendationSearchSchema } = fromDist('services/ai', 'recommendations/recommendation-search.schema.js');
const { findPage } = fromDist('packages/nest-common', 'paging/keyset.js');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The store's binary on the data directory; resolves to { uri, stop }. */
async function startStore(binary) {
  const port = await freePort();
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-dir', DIR], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    const up = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || i > 100) throw new Error(`${binary} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/store_scale`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const memberId = (i) => `member-${String(i).padStart(7, '0')}`;
const emailOf = (i) => `member${i}@example.com`;
const DAY = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

function models(conn) {
  return {
    users: conn.model('User', UserSchema),
    wines: conn.model('SavedWine', SavedWineSchema),
    uploads: conn.model('Upload', UploadSchema),
    tastings: conn.model('Tasting', TastingSchema),
    searches: conn.model('RecommendationSearch', RecommendationSearchSchema),
  };
}

/** Inserts `count` rows made by `make(i)` in batches, through the driver (the schema's shape, no validation cost). */
async function fill(model, count, make, label) {
  const started = Date.now();
  const BATCH = 2000;
  for (let from = 0; from < count; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) rows.push(make(i));
    await model.collection.insertMany(rows, { ordered: false });
    if (from % 100_000 === 0 && from > 0) process.stdout.write(`  ${label}: ${from}/${count}\n`);
  }
  console.log(`  ${label}: ${count} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function seed(m) {
  console.log(`seeding ${MEMBERS} members and ${RECORDS} of each record kind into ${DIR}`);
  for (const model of Object.values(m)) await model.createIndexes();
  const owner = (i) => memberId((i * 7919) % MEMBERS); // spread evenly, not in insert order
  const at = (i) => new Date(EPOCH + (i % 365) * DAY + i);
  await fill(
    m.users,
    MEMBERS,
    (i) => ({
      _id: memberId(i),
      email: emailOf(i),
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
      subscriptionPlan: 'free',
      profileCompleted: true,
      profile: null,
      drinkingReminder: false,
      createdAt: at(i),
      updatedAt: at(i),
    }),
    'users',
  );
  await fill(
    m.wines,
    RECORDS,
    (i) => ({
      userId: owner(i),
      wineName: `Bench Shiraz ${i}`,
      wineType: 'red',
      region: 'Barossa Valley',
      vintage: '2019',
      source: 'manual',
      dedupeKey: `bench-${i}`,
      slot: `slot-${i}`,
      hidden: i % 10 === 0,
      createdAt: at(i),
    }),
    'saved wines',
  );
  await fill(
    m.uploads,
    RECORDS,
    (i) => ({
      userId: owner(i),
      reservationId: `reservation-${i}`,
      photoKey: `photos/${owner(i)}/${i}.jpg`,
      wineName: `Bench Riesling ${i}`,
      wineType: 'white',
      hidden: false,
      alternatives: [],
      createdAt: at(i),
    }),
    'uploads',
  );
  await fill(
    m.tastings,
    RECORDS,
    (i) => ({
      userId: owner(i),
      itemId: `item-${i % 50_000}`,
      itemKind: 'saved',
      wineName: `Bench Pinot ${i}`,
      date: at(i).toISOString().slice(0, 10),
      stars: 1 + (i % 5),
      note: 'cherry, spice, a long finish',
      createdAt: at(i),
    }),
    'tastings',
  );
  await fill(
    m.searches,
    RECORDS,
    (i) => ({
      _id: `search-${i}`,
      userId: owner(i),
      query: 'a red under $30 for a barbecue',
      recommendations: [{ wineName: 'Bench Grenache', reason: 'juicy, chillable' }],
      engine: 'local',
      expiresAt: new Date(Date.now() + 365 * DAY),
      createdAt: at(i),
    }),
    'searches',
  );
  fs.writeFileSync(path.join(DIR, '.seeded'), `${MEMBERS} ${RECORDS}\n`);
}

const ROWS = {
  'sign-in': (m, i) => m.users.findOne({ email: emailOf(i) }).lean(),
  cellar: (m, i) =>
    m.wines
      .find({ userId: memberId(i), hidden: false })
      .sort({ createdAt: -1, _id: -1 })
      .lean(),
  uploads: (m, i) => findPage(m.uploads, { userId: memberId(i), hidden: false }, NEWEST, { limit: 20 }, (r) => r),
  journal: (m, i) => findPage(m.tastings, { userId: memberId(i) }, JOURNAL, { limit: 20 }, (r) => r),
  history: (m, i) =>
    findPage(m.searches, { userId: memberId(i), expiresAt: { $gt: new Date() } }, NEWEST, { limit: 5 }, (r) => r),
  'history+1': async (m, i) => {
    const filter = { userId: memberId(i), expiresAt: { $gt: new Date() } };
    const first = await findPage(m.searches, filter, NEWEST, { limit: 5 }, (r) => r);
    // timed: the second page only when there is one (a member with fewer than 6 has none)
    return first.nextCursor ? findPage(m.searches, filter, NEWEST, { limit: 5, cursor: first.nextCursor }, (r) => r) : first;
  },
};
const NEWEST = [
  ['createdAt', -1],
  ['_id', -1],
];
const JOURNAL = [['date', -1], ...NEWEST];

/** p50/p95 in ms of each row on one binary, and a check that answers are the member's own. */
async function measure(binary, label, samples) {
  const store = await startStore(binary);
  const conn = await mongoose.createConnection(store.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const m = models(conn);
    if (!fs.existsSync(path.join(DIR, '.seeded'))) await seed(m);
    const result = {};
    for (const [row, run] of Object.entries(ROWS)) {
      const times = [];
      for (let s = 0; s < samples; s++) {
        const i = Math.floor(Math.random() * MEMBERS);
        const started = process.hrtime.bigint();
        const answer = await run(m, i);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        check(row, answer, i);
      }
      result[row] = { p50: pct(times, 50), p95: pct(times, 95) };
      // a scanning store takes seconds a sample: say where the run is
      console.log(`  ${label} ${row}: p50 ${fmt(result[row].p50)} ms, p95 ${fmt(result[row].p95)} ms`);
    }
    return result;
  } finally {
    await conn.close();
    await store.stop();
  }
}

// a fast answer that is wrong is no answer: each row must return the sampled member's data
function check(row, answer, i) {
  const items = row === 'sign-in' ? [answer] : Array.isArray(answer) ? answer : (answer.items ?? []);
  if (row === 'sign-in' && answer?.email !== emailOf(i)) throw new Error(`sign-in of ${emailOf(i)} found ${answer?.email}`);
  for (const item of items) {
    const owner = row === 'sign-in' ? item._id : item.userId;
    if (owner !== memberId(i)) throw new Error(`${row} of ${memberId(i)} returned a row of ${owner}`);
  }
}

const fmt = (x) => (x === undefined ? '' : x < 10 ? x.toFixed(2) : x.toFixed(0));
fs.mkdirSync(DIR, { recursive: true });
if (args.includes('--fresh')) for (const f of fs.readdirSync(DIR)) fs.rmSync(path.join(DIR, f), { recursive: true });
const after = await measure(BINARY, 'after', SAMPLES);
const before = BASELINE ? await measure(BASELINE, 'before', BASELINE_SAMPLES) : null;

console.log(
  `\nstore-scale: ${MEMBERS} members, ${RECORDS} each of saved wines, uploads, tastings, searches; ${SAMPLES} samples a row${before ? ` (before: ${BASELINE_SAMPLES})` : ''}; ms`,
);
const head = before ? ['row', 'before p50', 'before p95', 'p50', 'p95', 'target p95'] : ['row', 'p50', 'p95', 'target p95'];
console.log(head.join('\t'));
let missed = 0;
for (const row of Object.keys(ROWS)) {
  const cells = before ? [fmt(before[row].p50), fmt(before[row].p95)] : [];
  console.log([row, ...cells, fmt(after[row].p50), fmt(after[row].p95), `< ${TARGET_MS[row]}`].join('\t'));
  if (after[row].p95 >= TARGET_MS[row]) missed++;
}
console.log(missed ? `${missed} row(s) above target` : 'every row within target');
process.exitCode = missed ? 1 : 0;
