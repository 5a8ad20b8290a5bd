import type { Logger } from 'pino';
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readiness } from './readiness';

// Prometheus metrics of one process, served on its own internal port (METRICS_PORT), never on the
// public gateway port. Names, and the alert each one serves: docs/operations.md.
export const metricsRegistry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900];

/** Samples for a gauge read when Prometheus scrapes: each source answers [labels, value] pairs. */
type GaugeSource = () => Promise<[Record<string, string>, number][]>;

/**
 * How long one gauge source may take at scrape time: a Redis or Kafka that hangs leaves its sample
 * out instead of holding /metrics (and Prometheus's scrape) past its own timeout.
 */
export const SCRAPE_SOURCE_TIMEOUT_MS = 1000;

/** The source's samples, or none once it failed or took longer than timeoutMs. */
export async function samplesWithin(
  source: GaugeSource,
  timeoutMs = SCRAPE_SOURCE_TIMEOUT_MS,
): Promise<[Record<string, string>, number][]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), timeoutMs)));
  try {
    return await Promise.race([source().catch((): [] => []), late]);
  } finally {
    clearTimeout(timer);
  }
}

function scrapedGauge(name: string, help: string, labelNames: string[]) {
  const sources: GaugeSource[] = [];
  new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      // side by side, each bounded: a dependency that is down or hangs leaves the gauge without
      // its sample rather than failing or holding the scrape
      const all = await Promise.all(sources.map((source) => samplesWithin(source)));
      for (const samples of all) for (const [labels, value] of samples) this.set(labels, value);
    },
  });
  return { track: (source: GaugeSource) => sources.push(source) };
}

export const httpMetrics = {
  duration: new Histogram({
    name: 'wine_http_request_duration_seconds',
    help: 'HTTP requests answered by the gateway, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
};

export const transportMetrics = {
  callDuration: new Histogram({
    name: 'wine_rpc_call_duration_seconds',
    help: 'Calls over the Redis Streams transport, from XADD to reply, by called service, pattern and outcome (ok, error, timeout, unreachable)',
    labelNames: ['service', 'pattern', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  timeouts: new Counter({
    name: 'wine_rpc_timeouts_total',
    help: 'Calls that had no reply before their deadline',
    labelNames: ['service', 'pattern'],
    registers: [metricsRegistry],
  }),
  redeliveries: new Counter({
    name: 'wine_rpc_redeliveries_total',
    help: 'Requests this instance claimed (XAUTOCLAIM) from a silent instance and handled again',
    labelNames: ['service'],
    registers: [metricsRegistry],
  }),
  oversizedReplies: new Counter({
    name: 'wine_rpc_oversized_replies_total',
    help: 'Replies larger than the transport reply bound (RPC_MAX_REPLY_BYTES), failed instead of sent, by service and pattern',
    labelNames: ['service', 'pattern'],
    registers: [metricsRegistry],
  }),
  deadLetters: new Counter({
    name: 'wine_rpc_dead_letters_total',
    help: 'Requests moved to the dead-letter stream after too many deliveries',
    labelNames: ['service'],
    registers: [metricsRegistry],
  }),
  /** pending: delivered to an instance, not yet acknowledged; waiting: not yet read by any instance */
  backlog: scrapedGauge('wine_rpc_requests', "Requests on a service's stream, by state (pending, waiting)", ['service', 'state']),
};

export const abuseMetrics = {
  signInRefusals: new Counter({
    name: 'wine_sign_in_refusals_total',
    help: "Sign-ins refused with 429 before the password was checked, by reason: 'address' (failures per IP or IPv6 /64), 'account-address' (an address that failed on the account), 'account-ceiling' (the account's 50 failures an hour)",
    labelNames: ['reason'],
    registers: [metricsRegistry],
  }),
  deletedAccountRefunds: new Counter({
    name: 'wine_billing_deleted_account_refunds_total',
    help: 'Subscriptions that started for a deleted account (a checkout completed after the deletion), refunded and cancelled at once',
    registers: [metricsRegistry],
  }),
};

export const billingMetrics = {
  webhooks: new Counter({
    name: 'wine_billing_webhooks_total',
    help: "Stripe webhook deliveries by outcome: 'processed', 'duplicate' (an event already taken), 'ignored' (a type that cannot change a plan), 'refused' (400: no or a wrong signature), 'failed' (500: Stripe delivers it again)",
    labelNames: ['outcome'],
    registers: [metricsRegistry],
  }),
};

export const queueMetrics = {
  jobs: scrapedGauge('wine_queue_jobs', 'BullMQ jobs by queue and state (waiting, active, delayed, prioritized, failed)', [
    'queue',
    'state',
  ]),
  wait: new Histogram({
    name: 'wine_queue_wait_seconds',
    help: 'Time a job waited in its queue before a worker took it',
    labelNames: ['queue'],
    buckets: JOB_BUCKETS,
    registers: [metricsRegistry],
  }),
  duration: new Histogram({
    name: 'wine_queue_job_duration_seconds',
    help: 'Time a worker spent on a job, by outcome (completed, failed)',
    labelNames: ['queue', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [metricsRegistry],
  }),
  failed: new Counter({
    name: 'wine_queue_jobs_failed_total',
    help: 'Job attempts that failed (retried or not)',
    labelNames: ['queue'],
    registers: [metricsRegistry],
  }),
  stalled: new Counter({
    name: 'wine_queue_jobs_stalled_total',
    help: 'Jobs whose worker stopped renewing the lock (crashed or blocked), put back in the queue',
    labelNames: ['queue'],
    registers: [metricsRegistry],
  }),
};

export const eventMetrics = {
  consumerLag: scrapedGauge('wine_kafka_consumer_lag', 'Kafka messages not yet consumed, by consumer group and topic', [
    'group',
    'topic',
  ]),
  outboxBacklog: scrapedGauge('wine_outbox_backlog', 'Domain events recorded in the outbox and not yet sent to Kafka', [
    'service',
  ]),
};

export const redisMetrics = {
  used: scrapedGauge('wine_redis_memory_used_bytes', "Redis's used memory (INFO memory used_memory)", []),
  max: scrapedGauge('wine_redis_memory_max_bytes', "Redis's maxmemory ceiling; 0 means unbounded", []),
};

/** What INFO memory says of used memory and the ceiling. */
export function parseRedisMemory(info: string): { used: number; max: number } | undefined {
  const field = (name: string) => new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1];
  const used = field('used_memory');
  const max = field('maxmemory');
  return used === undefined || max === undefined ? undefined : { used: Number(used), max: Number(max) };
}

/**
 * Redis's memory use and ceiling, read from INFO at scrape time (docs/operations.md: Redis memory).
 * One process per deployment reports them (the gateway): it is one Redis.
 */
export function observeRedisMemory(client: { info(section: 'memory'): Promise<string> }): void {
  const read = async () => parseRedisMemory(await client.info('memory'));
  redisMetrics.used.track(async () => {
    const memory = await read();
    return memory ? [[{}, memory.used]] : [];
  });
  redisMetrics.max.track(async () => {
    const memory = await read();
    return memory ? [[{}, memory.max]] : [];
  });
}

/** The parts of a BullMQ Worker the metrics need (bullmq stays a dependency of the services only). */
export interface ObservableWorker {
  readonly name: string;
  /** an ioredis client (BullMQ types it by its own narrower interface) */
  readonly client: Promise<object>;
  on(event: 'active' | 'completed' | 'failed', listener: (job: JobTimes | undefined) => void): unknown;
  on(event: 'stalled', listener: (jobId: string) => void): unknown;
}
interface JobTimes {
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
}
interface QueueCountPipeline {
  llen(key: string): QueueCountPipeline;
  zcard(key: string): QueueCountPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}

const QUEUE_STATES: [state: string, kind: 'llen' | 'zcard', key: string][] = [
  ['waiting', 'llen', 'wait'],
  ['active', 'llen', 'active'],
  ['delayed', 'zcard', 'delayed'],
  ['prioritized', 'zcard', 'prioritized'],
  ['failed', 'zcard', 'failed'],
];

/** Job timings and failures of one worker, and its queue's depth read from BullMQ's keys at scrape. */
export function observeQueueWorker(worker: ObservableWorker, prefix = 'bull'): void {
  const queue = worker.name;
  worker.on('active', (job) => {
    if (job?.processedOn) queueMetrics.wait.observe({ queue }, (job.processedOn - job.timestamp) / 1000);
  });
  const finished = (outcome: string) => (job: JobTimes | undefined) => {
    if (job?.processedOn && job.finishedOn)
      queueMetrics.duration.observe({ queue, outcome }, (job.finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', finished('completed'));
  worker.on('failed', (job) => {
    queueMetrics.failed.inc({ queue });
    finished('failed')(job);
  });
  worker.on('stalled', () => queueMetrics.stalled.inc({ queue }));
  queueMetrics.jobs.track(async () => {
    let pipeline = ((await worker.client) as { multi(): QueueCountPipeline }).multi();
    for (const [, kind, key] of QUEUE_STATES) pipeline = pipeline[kind](`${prefix}:${queue}:${key}`);
    const counts = (await pipeline.exec()) ?? [];
    return QUEUE_STATES.map(([state], i) => [{ queue, state }, Number(counts[i]?.[1] ?? 0)]);
  });
}

/** Express middleware: each answered request's duration, labelled by its route pattern (never the raw path). */
export function httpMetricsMiddleware() {
  return (
    req: { method: string; baseUrl?: string; route?: { path?: string } },
    res: { statusCode: number; once(event: 'finish', fn: () => void): unknown },
    next: () => void,
  ) => {
    const end = httpMetrics.duration.startTimer();
    res.once('finish', () => {
      const route = req.route?.path ? `${req.baseUrl ?? ''}${req.route.path}` : '(unmatched)';
      end({ method: req.method, route, status_code: String(res.statusCode) });
    });
    next();
  };
}

let defaultsCollected = false;

/**
 * Serves GET /metrics (and GET /health/live and /health/ready, for Kubernetes' probes) on the process's internal port
 * when METRICS_PORT is set; it starts once the process serves. A second instance
 * on the same machine (benchmarks, the soak) finds the port taken and runs without it.
 */
export function startMetricsServer(
  config: { METRICS_PORT?: number; METRICS_HOST?: string },
  logger: Pick<Logger, 'info' | 'warn'>,
): http.Server | null {
  if (!config.METRICS_PORT) return null;
  if (!defaultsCollected) {
    // event-loop lag, heap, GC, CPU, handles: nodejs_* and process_*
    collectDefaultMetrics({ register: metricsRegistry });
    defaultsCollected = true;
  }
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    // the process is up and its event loop turns: Kubernetes' readiness and liveness probes
    if (req.method === 'GET' && path === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    // this pod's own connections: Kubernetes' readiness and startup probes (observability/readiness.ts)
    if (req.method === 'GET' && path === '/health/ready') {
      void readiness().then(({ ready, failing }) =>
        res
          .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify(ready ? { status: 'ok' } : { status: 'down', failing })),
      );
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  const host = config.METRICS_HOST ?? '127.0.0.1';
  server.once('error', (err: NodeJS.ErrnoException) =>
    logger.warn(`metrics not served: ${host}:${config.METRICS_PORT} ${err.code === 'EADDRINUSE' ? 'is taken' : err.message}`),
  );
  server.listen(config.METRICS_PORT, host, () => logger.info(`metrics on http://${host}:${config.METRICS_PORT}/metrics`));
  // never what keeps a stopping process alive
  server.unref();
  return server;
}
