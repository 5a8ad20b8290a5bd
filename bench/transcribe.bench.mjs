// Voice search's server fallback: POST /api/transcribe through the gateway for a Premium user, one
// clip at a time as users send them, with a 3 s spoken clip (espeak-ng, WebM/Opus would be the
// browser's; WAV here). p50/p95 end to end and of the speech server alone (p95 of
// a 3 s clip < 1.5 s on 2 cores).
// Uses a running test system (WINE_TEST_SLOT shifts the port), or starts one.
//   node bench/transcribe.bench.mjs   (BENCH_CLIPS=40)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { dataDirOf, PROFILES, readInfo, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const speechUrl = `http://127.0.0.1:${PROFILES.test.speech}`;
const CLIPS = Number(process.env.BENCH_CLIPS ?? 40);
const TARGET_P95_MS = 1500;
// the gateway allows 30 AI requests a minute per user
const PER_USER = 25;

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });

/** About 3 s of speech: the length of a typical spoken wine search. */
function clip() {
  const file = path.join(os.tmpdir(), `transcribe-bench-${process.pid}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', file, 'a crisp Clare Valley Riesling for fish and chips']);
  const wav = fs.readFileSync(file);
  fs.rmSync(file);
  return wav;
}
const wavSeconds = (wav) => wav.readUInt32LE(wav.indexOf('data', 12) + 4) / wav.readUInt32LE(28);

async function premiumMember(producer) {
  const email = `bench-voice-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const { accessToken, user } = await reg.json();
  const setup = await fetch(`${url}/api/profile/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ dateOfBirth: '1988-03-03' }),
  });
  if (!setup.ok) throw new Error(`profile setup failed: ${setup.status}`);
  // billing's event, as after a checkout
  const event = {
    eventId: randomUUID(),
    topic: 'billing.plan.changed',
    occurredAt: new Date().toISOString(),
    payload: { userId: user.id, plan: 'premium', currentPeriodEnd: null },
  };
  await producer.send({ topic: event.topic, messages: [{ key: user.id, value: JSON.stringify(event) }] });
  for (let i = 0; i < 100; i++) {
    const me = await fetch(`${url}/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.json());
    if (me.subscriptionPlan === 'premium') return accessToken;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the plan change did not arrive');
}

/** CPU seconds the speech server has used: on a shared machine, what a clip costs whatever the load. */
function speechCpuSeconds() {
  const pid = readInfo(dataDirOf('test')).pids?.speech;
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function measure(total, send) {
  const latencies = [];
  let failures = 0;
  let text = '';
  for (let n = 0; n < total; n++) {
    const t0 = performance.now();
    const res = await send(n);
    const body = await res.json();
    if (res.ok) {
      latencies.push(performance.now() - t0);
      text = body.text;
    } else failures++;
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), failures, text };
}

const producer = new Kafka({
  clientId: 'transcribe-bench',
  brokers: [`127.0.0.1:${PROFILES.test.kafka}`],
  logLevel: logLevel.NOTHING,
}).producer();
try {
  await producer.connect();
  const wav = clip();
  const tokens = [];
  for (let i = 0; i < Math.ceil((CLIPS + 3) / PER_USER); i++) tokens.push(await premiumMember(producer));
  const viaGateway = (n) => {
    const form = new FormData();
    form.append('audio', new Blob([wav], { type: 'audio/wav' }), 'clip.wav');
    return fetch(`${url}/api/transcribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[Math.floor(n / PER_USER)]}` },
      body: form,
    });
  };
  const direct = () => fetch(`${speechUrl}/transcribe?maxSeconds=15`, { method: 'POST', body: wav });

  await measure(3, viaGateway); // warm-up
  const gateway = await measure(CLIPS, (n) => viaGateway(n + 3));
  const cpuBefore = speechCpuSeconds();
  const sidecar = await measure(CLIPS, direct);
  const cpuAfter = speechCpuSeconds();
  console.log(
    `\nPOST /api/transcribe, ${wavSeconds(wav).toFixed(1)} s clip, ${CLIPS} clips one at a time, ${new Date().toISOString()}`,
  );
  console.log(`heard: "${gateway.text}"`);
  for (const [name, r] of [
    ['end to end (gateway)', gateway],
    ['speech server alone ', sidecar],
  ]) {
    console.log(
      `${name}   p50 ${r.p50.toFixed(0).padStart(5)} ms   p95 ${r.p95.toFixed(0).padStart(5)} ms   failures ${r.failures}`,
    );
  }
  if (cpuBefore !== null && cpuAfter !== null)
    console.log(
      `speech server CPU per clip: ${(((cpuAfter - cpuBefore) / CLIPS) * 1000).toFixed(0)} ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    );
  const ok = gateway.p95 < TARGET_P95_MS && gateway.failures === 0;
  console.log(`target: p95 < ${TARGET_P95_MS} ms end to end: ${ok ? 'met' : 'NOT met'}`);
  if (!ok) process.exitCode = 1;
} finally {
  await producer.disconnect();
  await system?.stop();
}
