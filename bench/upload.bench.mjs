// Bottle analysis end to end (gateway → cellar quota → MinIO → BullMQ → ai-worker PP-OCR → cellar):
//   (a) latency p50/p95 of POST /api/upload/analyze for a 12 MP phone photo of a bottle, one idle worker
//   (b) jobs per minute with 1 and with 2 worker processes (12 jobs each, queued at once)
//   (c) the workers' peak resident memory (VmHWM)
// Uses a running test system (WINE_TEST_SLOT-aware), or starts one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { json, labelPhoto, pct, premiumMember, sleep, testSystem, url } from './support.mjs';
import { dataDirOf, readInfo } from '../infra/local/stack.mjs';

const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 10);
const THROUGHPUT_JOBS = Number(process.env.BENCH_JOBS ?? 12);

const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadBefore = loadNow();
const system = await testSystem();
const dataDir = dataDirOf('test');

function analyze(auth, image, query = '') {
  const form = new FormData();
  form.append('wine_image', new Blob([image], { type: 'image/jpeg' }), 'bottle.jpg');
  return fetch(`${url}/api/upload/analyze${query}`, { method: 'POST', headers: auth, body: form });
}

async function waitDone(auth, jobIds) {
  const pending = new Set(jobIds);
  while (pending.size) {
    for (const id of [...pending]) {
      const s = await json(await fetch(`${url}/api/upload/analyze/${id}`, { headers: auth }));
      if (s.state === 'failed') throw new Error(`job ${id} failed`);
      if (s.state === 'done') pending.delete(id);
    }
    await sleep(200);
  }
}

async function throughput(auth, images) {
  const t0 = performance.now();
  const ids = [];
  for (const image of images) ids.push((await json(await analyze(auth, image, '?wait=0'))).jobId);
  await waitDone(auth, ids);
  return (images.length / ((performance.now() - t0) / 1000)) * 60;
}

const peakMemoryMb = (pid) => {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
};

let extra = null;
try {
  const auth = await premiumMember('upload');
  const images = [];
  for (let i = 0; i < Math.max(LATENCY_RUNS, THROUGHPUT_JOBS) + 1; i++) images.push(await labelPhoto(i));
  // warm-up: the first job pays for JIT and ONNX Runtime's first run
  await json(await analyze(auth, images[0]));

  const latencies = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const t0 = performance.now();
    const res = await analyze(auth, images[i + 1]);
    if (res.status !== 200) throw new Error(`analysis answered ${res.status}`);
    await res.json();
    latencies.push(performance.now() - t0);
  }
  // a member may upload 30 photos a minute: each throughput run is a fresh member's
  const one = await throughput(await premiumMember('upload'), images.slice(1, THROUGHPUT_JOBS + 1));

  const info = readInfo(dataDir);
  const { entry, env } = info.services['ai-worker'];
  const log = fs.openSync(path.join(dataDir, 'logs', 'ai-worker-bench.log'), 'a');
  extra = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  for (
    let i = 0;
    i < 300 && !fs.readFileSync(path.join(dataDir, 'logs', 'ai-worker-bench.log'), 'utf8').includes('consuming');
    i++
  )
    await sleep(200);
  const two = await throughput(await premiumMember('upload'), images.slice(1, THROUGHPUT_JOBS + 1));

  const mem = [peakMemoryMb(info.pids['ai-worker']), peakMemoryMb(extra.pid)];
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`\nBottle analysis, 12 MP phone photos of a bottle (JPEG), ${new Date().toISOString()}`);
  console.log(
    `(a) one idle worker, ${LATENCY_RUNS} sequential POST /api/upload/analyze: p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))} (target p95 < 1500 ms)`,
  );
  console.log(
    `(b) ${THROUGHPUT_JOBS} jobs queued at once: ${one.toFixed(1)} jobs/min with 1 worker, ${two.toFixed(1)} jobs/min with 2 workers (x${(two / one).toFixed(2)})`,
  );
  console.log(`(c) worker peak memory (VmHWM): ${mem.map((m) => (m === null ? '?' : `${m} MB`)).join(', ')}`);
  // the machine is shared: a figure means little without the load it was taken under
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadNow()}`);
} finally {
  if (extra) {
    extra.kill('SIGTERM');
    await new Promise((r) => extra.once('exit', r));
  }
  await system.stop();
}
