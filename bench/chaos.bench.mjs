// Chaos soak (docs/operations.md, Chaos soak): the soak's mixed traffic — sign-ups, sign-ins,
// searches, saves, cellar reads, opens, uploads (Premium and Free), imports, billing actions —
// against two instances of every service, for --minutes N (default 30). Meanwhile it kills a random
// instance every 2 minutes (SIGKILL, started again 10 s later), pauses a random dependency (Redis,
// the store, MinIO, Kafka, the embeddings server) with SIGSTOP for 20 s every 5 minutes (once, at
// half time, when the run is shorter than 10), and restarts Kafka once (at two thirds); an event
// that would fall within 30 s of another moves 30 s later.
// Reports: requests and 5xx outside the paused windows (pause → SIGCONT + 15 s), and which of those
// fell in a kill's or Kafka's window; that every write answered 2xx is there exactly once at the
// end; that the Free quota counters equal what was accepted; p99 per route; RSS per process at the
// start and the end; the machine's load meanwhile. A bench, never a CI test: it starts its own test
// system on WINE_TEST_SLOT's ports (refusing when one runs there) and stops it at the end.
//   node bench/chaos.bench.mjs [--minutes N] [--connections C]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { PROFILES, startSystem } from '../infra/local/stack.mjs';
import { checkWrites } from './chaos/checks.mjs';
import { alive, processes } from './chaos/processes.mjs';
import { actions, bottlePhoto, client, everything, importRows } from './chaos/traffic.mjs';
import { announcePremium, pct, sleep } from './support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 30);
const CONNECTIONS = arg('connections', 24);
const THINK_MS = 1000;
const DOWN_MS = 10_000;
const PAUSE_MS = 20_000;
const SETTLE_MS = 15_000;
const MIX = [
  ['signIn', 8],
  ['signUp', 3],
  ['recommend', 18],
  ['save', 18],
  ['cellar', 20],
  ['open', 10],
  ['upload', 4],
  ['freeUpload', 2],
  ['import', 4],
  ['billing', 4],
];
const DEPENDENCIES = ['redis', 'ferretdb', 'minio', 'kafka', 'embeddings'];
const run = randomUUID().slice(0, 8);
const at = (t0) => `+${((Date.now() - t0) / 1000).toFixed(0)} s`;
const pickOf = (xs) => xs[Math.floor(Math.random() * xs.length)];

// ---- the schedule ----------------------------------------------------------------------------
function schedule(minutes) {
  const events = [];
  const add = (kind, min) => {
    while (events.some((e) => Math.abs(e.min - min) < 0.5)) min += 0.5;
    if (min < minutes - 0.5) events.push({ kind, min });
  };
  add('kafka', (minutes * 2) / 3);
  if (minutes < 10) add('pause', minutes / 2);
  else for (let m = 5; m < minutes; m += 5) add('pause', m);
  for (let m = 2; m < minutes; m += 2) add('kill', m);
  return events.sort((a, b) => a.min - b.min);
}

const gatewayBusy = await fetch(`http://127.0.0.1:${PROFILES.test.gateway}/api/health`).then(
  () => true,
  () => false,
);
if (gatewayBusy)
  throw new Error(`a test system already runs on slot ${process.env.WINE_TEST_SLOT ?? 0}: the chaos soak starts its own`);
const system = await startSystem('test', { quiet: true });
const procs = processes(system);
const paused = new Set();
let exitCode = 0;

try {
  await procs.startSeconds();
  const stats = new Map(); // route → { count, byStatus, latencies }
  const failures = []; // 5xx and no-answers: { route, status, at, ended, message }
  const call = client(procs.gatewayUrls, (route, res) => {
    const s = stats.get(route) ?? { count: 0, byStatus: {}, latencies: [] };
    s.count++;
    s.byStatus[res.status] = (s.byStatus[res.status] ?? 0) + 1;
    s.latencies.push(res.ms);
    stats.set(route, s);
    if (res.status >= 500)
      failures.push({ route, status: res.status, at: res.started, ended: res.started + res.ms, message: res.body?.message });
  });

  // ---- members -------------------------------------------------------------------------------
  // the set-up retries what a busy machine refuses (503 with Retry-After): it is not what is measured
  const retrying = async (what, fn) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        if (attempt >= 8) throw err;
        console.log(`set-up: ${what} failed (${err.message}); again in 3 s`);
        await sleep(3000);
      }
    }
  };
  const account = () => retrying('sign-up', newAccount);
  const newAccount = async () => {
    const email = `chaos-${run}-${randomUUID().slice(0, 8)}@example.com`;
    const password = `pw-${randomUUID()}`;
    const reg = await call('POST', '/api/auth/register', { body: { email, password } });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
    const token = reg.body.accessToken;
    const profile = await call('POST', '/api/profile/setup', {
      token,
      body: { dateOfBirth: '1980-01-01', wineExperienceLevel: null, preferredWineTypes: null, budgetRange: null, location: null },
    });
    if (profile.status >= 300) throw new Error(`profile: ${profile.status}`);
    return { email, password, token, userId: reg.body.user.id };
  };
  const members = [];
  for (let i = 0; i < CONNECTIONS; i++)
    members.push({
      ...(await account()),
      saved: new Set(),
      ambiguous: new Set(),
      imported: [],
      ambiguousImports: [],
      uploads: [],
      bottles: [],
    });
  await announcePremium(
    members.map((m) => ({ auth: { Authorization: `Bearer ${m.token}` }, userId: m.userId })),
    'chaos',
  );
  // two bottles of six each to open, imported the way a member imports them
  for (const m of members) {
    const names = [0, 1].map((k) => `Chaos ${run} bottle ${k} ${randomUUID().slice(0, 6)}`);
    await retrying('import', async () => {
      const { preview, confirm } = await importRows(call, m.token, names, 6);
      if (confirm?.status !== 200 && confirm?.status !== 201) throw new Error(`${(confirm ?? preview).status}`);
    });
    const items = await retrying('cellar list', () => everything(call, '/api/cellar', m.token));
    m.bottles = names.map((n) => ({ id: items.find((w) => w.wineName === n).id, start: 6, opened: [], ambiguous: [] }));
  }
  const card = () => `4${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const luhn = (body) => {
    for (let x = 0; x <= 9; x++) {
      const n = `${body}${x}4242`;
      let sum = 0;
      for (let i = 0; i < n.length; i++) {
        let d = Number(n[n.length - 1 - i]);
        if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      if (sum % 10 === 0) return n;
    }
  };
  const pools = { free: [], upgrading: [], signedUp: [], ambiguousSignUps: [] };
  for (let i = 0; i < 5; i++) pools.free.push({ ...(await account()), uploads: [], refused: 0 });
  for (let i = 0; i < 10; i++) pools.upgrading.push({ ...(await account()), card: luhn(card()), attempts: 0 });
  const ops = actions(call, run, await bottlePhoto(), pools);
  // the set-up's answers are not the soak's
  stats.clear();
  failures.length = 0;

  // ---- the soak ------------------------------------------------------------------------------
  const load = [];
  const rssStart = procs.memory();
  const t0 = Date.now();
  const end = t0 + MINUTES * 60_000;
  const windows = { pause: [], kill: [], kafka: [] };
  const events = schedule(MINUTES);
  console.log(
    `chaos ${run}: ${MINUTES} min, ${CONNECTIONS} connections, 2 instances of each service, ${new Date(t0).toISOString()}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores; schedule ${events.map((e) => `${e.kind}@${e.min}m`).join(' ')}`,
  );
  const sampler = setInterval(() => load.push(os.loadavg()[0]), 5000);
  // an access token lives 15 minutes: every account signs in again every 10, so neither a 30-minute
  // run's traffic nor its closing checks are refused as 401 (a first 30-minute run's checks read
  // nothing: its subscriptions and quota counters came back missing)
  const everyAccount = () =>
    [...members, ...pools.free, ...pools.upgrading, ...pools.signedUp].filter((a) => a.email && a.password);
  const renewTokens = async () => {
    for (const a of everyAccount()) {
      const res = await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } }).catch(() => null);
      if (res?.status === 200 && res.body?.accessToken) a.token = res.body.accessToken;
    }
  };
  const renewer = setInterval(() => void renewTokens(), 10 * 60_000);
  const chaos = (async () => {
    for (const e of events) {
      await sleep(t0 + e.min * 60_000 - Date.now());
      if (e.kind === 'kill') {
        const victim = pickOf(procs.instances.filter((i) => alive(i.pid)));
        const w = { what: `${victim.name}#${victim.n}`, from: Date.now(), to: Infinity };
        windows.kill.push(w);
        console.log(`${at(t0)}  killed ${w.what} (pid ${victim.pid})`);
        await procs.killAndRestart(victim, DOWN_MS);
        w.to = Date.now() + SETTLE_MS;
        console.log(`${at(t0)}  started ${w.what} again (pid ${victim.pid})`);
      } else if (e.kind === 'pause') {
        const label = pickOf(DEPENDENCIES.filter((d) => procs.dependency(d)));
        const child = procs.dependency(label);
        const w = { what: label, from: Date.now(), to: Infinity };
        windows.pause.push(w);
        paused.add(child);
        child.kill('SIGSTOP');
        console.log(`${at(t0)}  paused ${label} (pid ${child.pid})`);
        await sleep(PAUSE_MS);
        child.kill('SIGCONT');
        paused.delete(child);
        w.to = Date.now() + SETTLE_MS;
        console.log(`${at(t0)}  resumed ${label}`);
      } else {
        const w = { what: 'kafka restart', from: Date.now(), to: Infinity };
        windows.kafka.push(w);
        console.log(`${at(t0)}  restarting Kafka`);
        await procs.restartKafka();
        w.to = Date.now() + SETTLE_MS;
        console.log(`${at(t0)}  Kafka started again`);
      }
    }
  })();
  const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
  const pick = () => {
    let r = Math.random() * totalWeight;
    for (const [op, w] of MIX) if ((r -= w) < 0) return op;
    return MIX[0][0];
  };
  await Promise.all(
    members.map(async (m) => {
      while (Date.now() < end) {
        await ops[pick()](m);
        await sleep(THINK_MS * (0.5 + Math.random()));
      }
    }),
  );
  await chaos;
  clearInterval(sampler);
  const elapsed = (Date.now() - t0) / 1000;
  const rssEnd = procs.memory();
  const soakStats = new Map([...stats].map(([k, v]) => [k, { ...v, latencies: [...v.latencies], byStatus: { ...v.byStatus } }]));
  const soakFailures = [...failures];

  // ---- the end checks ------------------------------------------------------------------------
  clearInterval(renewer);
  await renewTokens();
  const checks = await checkWrites(call, { members, pools, run });

  // ---- the report ----------------------------------------------------------------------------
  const inside = (f, ws) => ws.some((w) => f.ended >= w.from && f.at <= w.to);
  const requests = [...soakStats.values()].reduce((s, v) => s + v.count, 0);
  const outside = soakFailures.filter((f) => !inside(f, windows.pause));
  const inKill = outside.filter((f) => inside(f, windows.kill)).length;
  const inKafka = outside.filter((f) => inside(f, windows.kafka)).length;
  const mean = load.reduce((s, l) => s + l, 0) / Math.max(1, load.length);
  console.log(
    `\nran ${(elapsed / 60).toFixed(1)} min; load average (1 min) during it: min ${Math.min(...load).toFixed(1)}, mean ${mean.toFixed(1)}, max ${Math.max(...load).toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `windows: ${[...windows.kill, ...windows.pause, ...windows.kafka].map((w) => `${w.what} ${((w.from - t0) / 1000).toFixed(0)}–${((w.to - t0) / 1000).toFixed(0)} s`).join('; ')}`,
  );
  console.log(`\n| route | requests | p50 ms | p99 ms | statuses |\n| --- | --- | --- | --- | --- |`);
  for (const [route, s] of [...soakStats].sort((a, b) => b[1].count - a[1].count))
    console.log(
      `| \`${route}\` | ${s.count} | ${pct(s.latencies, 50)} | ${pct(s.latencies, 99)} | ${Object.entries(s.byStatus)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} |`,
    );
  console.log(
    `\nrequests ${requests}; 5xx or no answer: ${soakFailures.length}, of which ${soakFailures.length - outside.length} in a paused window and ${outside.length} outside (${inKill} in a kill's window, ${inKafka} in Kafka's restart)`,
  );
  for (const f of outside.slice(0, 20))
    console.log(`  ${((f.at - t0) / 1000).toFixed(1)} s ${f.route} ${f.status} ${f.message ?? ''}`);
  console.log(
    `\n| writes | answered 2xx | missing | twice or more | present although answered 5xx |\n| --- | --- | --- | --- | --- |`,
  );
  for (const r of checks.rows)
    console.log(
      `| ${r.what} | ${r.acknowledged} | ${r.missing} | ${r.duplicated} | ${r.presentAfter5xx}${r.failedAnalyses !== undefined ? ` (analyses failed ${r.failedAnalyses}, still queued ${r.queuedAnalyses})` : ''} |`,
    );
  console.log(
    `bottle counts: ${checks.quantities.bottles - checks.quantities.wrong.length} of ${checks.quantities.bottles} equal their start less the tastings ${checks.quantities.wrong.slice(0, 5).join('; ')}`,
  );
  console.log(
    `Free quota: ${checks.quota.map((q) => `${q.counted}/${q.accepted - q.released}${q.ok ? '' : ' ✗'} (refused ${q.refused})`).join(', ')} (counted / accepted less released)`,
  );
  console.log(`\n| process | RSS start MB | RSS end MB | restarts |\n| --- | --- | --- | --- |`);
  for (const [name, mb] of Object.entries(rssStart)) {
    const inst = procs.instances.find((i) => `${i.name}#${i.n}` === name);
    console.log(`| ${name} | ${mb} | ${rssEnd[name]} | ${inst ? inst.restarts : name === 'kafka' ? 1 : 0} |`);
  }
  const lost = checks.rows.reduce((s, r) => s + r.missing + r.duplicated, 0);
  const ok = outside.length === 0 && lost === 0 && checks.quota.every((q) => q.ok) && checks.quantities.wrong.length === 0;
  console.log(ok ? '\nPASS' : '\nFAIL');
  exitCode = ok ? 0 : 1;
} finally {
  for (const child of paused) child.kill('SIGCONT');
  await procs.stopSeconds();
  await system.stop();
}
process.exit(exitCode);
