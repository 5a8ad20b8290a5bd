// Soak: SOAK_MINUTES (default 10) of mixed traffic at SOAK_CONNECTIONS (default 50)
// connections — sign-in, recommendations, saves, cellar reads, uploads — against the test system,
// with two instances of SOAK_SERVICE (default cellar, which takes the saves); each connection pauses
// SOAK_THINK_MS (default 1000, ± 50 %) between requests, as a person would. A third of the way in
// one instance is killed (SIGKILL) and started again SOAK_DOWN_SECONDS (default 10) later.
// Checks: no 5xx outside the restart window (kill → restart + SOAK_SETTLE_SECONDS, default 15; a
// request counts as inside when it was in flight at any time in it),
// and zero lost writes: every save answered 201 is in the user's cellar afterwards, once. Prints
// PASS or FAIL; with SOAK_STRICT=1 a FAIL exits 1 (not by default: `npm run bench` runs every
// benchmark in turn). Prints each process's resident memory before the traffic and after it
// (docs/operations.md#memory). Uses the running test system of WINE_TEST_SLOT, or starts one.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { dataDirOf, PROFILES, readInfo, startSystem } from '../infra/local/stack.mjs';
import { rssMb } from './chaos/processes.mjs';
import { announcePremium } from './support.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const SERVICE = process.env.SOAK_SERVICE ?? 'cellar';
const DOWN_MS = Number(process.env.SOAK_DOWN_SECONDS ?? 10) * 1000;
const SETTLE_MS = Number(process.env.SOAK_SETTLE_SECONDS ?? 15) * 1000;
// a person's pause between two clicks; 0 makes every connection hammer as fast as answers come
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
// one user per connection: AI routes allow 30 requests a minute per user
const USERS = CONNECTIONS;
// what a connection does next, by weight: mostly reads and saves, some sign-ins, a few uploads (OCR is heavy)
const MIX = [
  ['signIn', 10],
  ['recommend', 30],
  ['save', 30],
  ['cellar', 25],
  ['upload', 5],
];

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const run = randomUUID().slice(0, 8);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ip = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });
const dataDir = dataDirOf('test');

async function call(method, route, { token, body, form } = {}) {
  const headers = { 'x-forwarded-for': ip() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const started = Date.now();
  try {
    const res = await fetch(url + route, {
      method,
      headers,
      body: form ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    return { status: res.status, body: text ? safeJson(text) : null, next, started, ms: Date.now() - started };
  } catch (err) {
    // no answer at all counts like a 5xx: the user saw nothing useful
    return { status: 599, body: { message: String(err) }, started, ms: Date.now() - started };
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function member() {
  const email = `soak-${run}-${randomUUID().slice(0, 6)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const reg = await call('POST', '/api/auth/register', { body: { email, password } });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const token = reg.body.accessToken;
  const profile = await call('POST', '/api/profile/setup', {
    token,
    body: { dateOfBirth: '1980-01-01', wineExperienceLevel: null, preferredWineTypes: null, budgetRange: null, location: null },
  });
  if (profile.status >= 300) throw new Error(`profile: ${profile.status}`);
  return { email, password, token, userId: reg.body.user.id, saved: new Set(), ambiguous: new Set() };
}

/** Premium (no save or upload quota), announced the way billing does. */
async function makePremium(users) {
  await announcePremium(
    users.map((u) => ({ auth: { Authorization: `Bearer ${u.token}` }, userId: u.userId })),
    'soak',
  );
}

/** One more process of a service, as ops would scale it; listed in system.json so the stack stops it too. */
function startInstance(name) {
  const info = readInfo(dataDir);
  const { entry, flags, env } = info.services[name];
  const log = fs.openSync(path.join(dataDir, 'logs', `${name}.log`), 'a');
  // with the service's Node flags, so its memory compares with the first instance's
  const child = spawn(process.execPath, [...(flags ?? []), entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  child.unref();
  info.extraPids = [...(info.extraPids ?? []), child.pid];
  fs.writeFileSync(path.join(dataDir, 'system.json'), JSON.stringify(info, null, 2));
  return child.pid;
}

/** The child processes of a process (the ai worker's OCR process, while it runs). */
function childrenOf(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** RSS in MB of every process of the system (a child's added as "+ n"), the extra instances, and their sum. */
function residentMemory(when) {
  const info = readInfo(dataDir);
  const rows = Object.entries(info.pids).map(([name, pid]) => [name, pid]);
  for (const pid of info.extraPids ?? []) if (!Object.values(info.pids).includes(pid)) rows.push([`${SERVICE} (extra)`, pid]);
  let total = 0;
  const parts = [];
  for (const [name, pid] of rows) {
    const own = rssMb(pid);
    if (own === null) continue;
    const children = childrenOf(pid)
      .map(rssMb)
      .filter((mb) => mb !== null);
    total += own + children.reduce((a, b) => a + b, 0);
    parts.push(`${name} ${[own, ...children].join(' + ')}`);
  }
  console.log(`RSS MB ${when}: ${parts.join(', ')}; total ${total}`);
}

function replacePid(name, pid) {
  const info = readInfo(dataDir);
  info.pids[name] = pid;
  fs.writeFileSync(path.join(dataDir, 'system.json'), JSON.stringify(info, null, 2));
}

const photo = await sharp({ create: { width: 320, height: 420, channels: 3, background: '#f6f1e4' } })
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="420"><text x="160" y="200" font-size="30" text-anchor="middle">SOAK SHIRAZ 2019</text></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

const QUERIES = [
  'a bold red for a barbecue',
  'crisp white for oysters',
  'something to go with Thai green curry',
  'sparkling for a birthday',
  'a cool-climate pinot under $40',
];

const stats = new Map(); // op → { count, byStatus, latencies }
const failures = []; // { op, status, at, message }
function record(op, res) {
  const s = stats.get(op) ?? { count: 0, byStatus: {}, latencies: [] };
  s.count++;
  s.byStatus[res.status] = (s.byStatus[res.status] ?? 0) + 1;
  s.latencies.push(res.ms);
  stats.set(op, s);
  if (res.status >= 500)
    failures.push({ op, status: res.status, at: res.started, ended: res.started + res.ms, message: res.body?.message });
}

const ops = {
  async signIn(u) {
    const res = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    if (res.status === 200) u.token = res.body.accessToken;
    return res;
  },
  recommend: (u) =>
    call('POST', '/api/recommendations', {
      token: u.token,
      body: { query: QUERIES[Math.floor(Math.random() * QUERIES.length)] },
    }),
  async save(u) {
    const wineName = `Soak ${run} ${randomUUID().slice(0, 8)}`;
    const res = await call('POST', '/api/cellar/save', {
      token: u.token,
      body: { wineName, wineType: 'Red', region: 'Barossa Valley', vintage: '2019', source: 'recommendation' },
    });
    if (res.status === 201) u.saved.add(wineName);
    // no answer (or a 5xx): the write may or may not have happened; the user would try again
    else if (res.status >= 500) u.ambiguous.add(wineName);
    return res;
  },
  cellar: (u) => call('GET', '/api/cellar', { token: u.token }),
  upload(u) {
    const form = new FormData();
    form.append('wine_image', new Blob([photo], { type: 'image/png' }), 'bottle.png');
    return call('POST', '/api/upload/analyze?wait=0', { token: u.token, form });
  },
};
const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
function pick() {
  let r = Math.random() * totalWeight;
  for (const [op, w] of MIX) if ((r -= w) < 0) return op;
  return MIX[0][0];
}

const pct = (xs, p) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] : 0;
const started = [];
let exitCode = 0;

try {
  console.log(
    `soak ${run}: ${MINUTES} min, ${CONNECTIONS} connections (pause ${THINK_MS} ms ± 50 %), 2 instances of ${SERVICE}, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  residentMemory('at the start');
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await member());
  await makePremium(users);
  started.push(startInstance(SERVICE));
  await sleep(8000); // the second instance joins the consumer group

  const durationMs = MINUTES * 60_000;
  const t0 = Date.now();
  const end = t0 + durationMs;
  const window = { from: t0 + durationMs / 3, to: Infinity };
  const chaos = (async () => {
    await sleep(window.from - Date.now());
    const victim = readInfo(dataDir).pids[SERVICE];
    process.kill(victim, 'SIGKILL');
    console.log(`+${((Date.now() - t0) / 1000).toFixed(0)} s  killed ${SERVICE} pid ${victim}`);
    await sleep(DOWN_MS);
    const pid = startInstance(SERVICE);
    replacePid(SERVICE, pid);
    started.push(pid);
    window.to = Date.now() + SETTLE_MS;
    console.log(`+${((Date.now() - t0) / 1000).toFixed(0)} s  restarted ${SERVICE} as pid ${pid}`);
  })();

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      const u = users[c % USERS];
      while (Date.now() < end) {
        const op = pick();
        record(op, await ops[op](u));
        if (THINK_MS) await sleep(THINK_MS * (0.5 + Math.random()));
      }
    }),
  );
  await chaos;
  residentMemory('at the end of the traffic');

  // zero lost writes: every save answered 201 is there, nothing was saved twice
  let acknowledged = 0;
  let missing = 0;
  let extra = 0;
  let duplicated = 0;
  for (const u of users) {
    // the whole cellar, page by page (a page holds 100 at most; the next one is in the Link header)
    const names = [];
    for (let route = '/api/cellar?limit=100'; route;) {
      const list = await call('GET', route, { token: u.token });
      if (list.status !== 200) throw new Error(`cellar list: ${list.status}`);
      names.push(
        ...(Array.isArray(list.body) ? list.body : (list.body.wines ?? list.body.savedWines ?? [])).map((w) => w.wineName),
      );
      route = list.next ? list.next.replace(/^https?:\/\/[^/]+/, '') : undefined;
    }
    const mine = names.filter((n) => n.startsWith(`Soak ${run} `));
    const present = new Set(mine);
    duplicated += mine.length - present.size;
    acknowledged += u.saved.size;
    for (const n of u.saved) if (!present.has(n)) missing++;
    // saved although the user was told it failed: not lost, but reported
    for (const n of present) if (!u.saved.has(n)) extra += u.ambiguous.has(n) ? 1 : 0;
  }

  const elapsed = (Date.now() - t0) / 1000;
  // a request in flight when the instance died belongs to the window, however early it started
  const outside = failures.filter((f) => f.ended < window.from || f.at > window.to);
  const inside = failures.length - outside.length;
  console.log(
    `\n${'op'.padEnd(10)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  statuses`,
  );
  for (const [op, s] of stats) {
    console.log(
      `${op.padEnd(10)} ${String(s.count).padStart(8)} ${(s.count / elapsed).toFixed(1).padStart(7)} ${String(pct(s.latencies, 50)).padStart(4)}ms ${String(pct(s.latencies, 99)).padStart(4)}ms  ${JSON.stringify(s.byStatus)}`,
    );
  }
  console.log(
    `\nrestart window ${((window.from - t0) / 1000).toFixed(0)}–${((window.to - t0) / 1000).toFixed(0)} s: ${inside} 5xx inside, ${outside.length} 5xx outside`,
  );
  for (const f of outside.slice(0, 10))
    console.log(`  +${((f.at - t0) / 1000).toFixed(1)} s ${f.op} ${f.status} ${f.message ?? ''}`);
  console.log(
    `saves answered 201: ${acknowledged}; missing afterwards: ${missing}; saved twice: ${duplicated}; saved although answered 5xx: ${extra}`,
  );
  const ok = outside.length === 0 && missing === 0 && duplicated === 0;
  console.log(ok ? 'PASS: no 5xx outside the restart window, no lost writes' : 'FAIL');
  exitCode = ok || process.env.SOAK_STRICT !== '1' ? 0 : 1;
} finally {
  // the first extra instance goes; the replacement stays as the service's process (system.json lists it)
  if (started[0]) {
    try {
      process.kill(started[0], 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await system?.stop();
}
process.exit(exitCode);
