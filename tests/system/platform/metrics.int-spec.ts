// Every process serves Prometheus metrics on its own internal port (METRICS_PORT), never on the
// public gateway port; the names are documented in docs/operations.md.
// @runs-alone: it counts requests to one route across the whole gateway
import { QUEUES } from '@wine/contracts';
import { Queue } from 'bullmq';
import { api, systemInfo, TEST_STACK } from '../../support/system';

const PROCESSES = ['gateway', 'identity', 'cellar', 'ai', 'ai-worker', 'billing', 'content'];
const SERVICES = ['identity', 'cellar', 'ai', 'billing', 'content'];
const CONSUMERS = ['identity', 'cellar', 'ai', 'content'];

async function scrape(process: string): Promise<string> {
  const port = systemInfo().services[process].env.METRICS_PORT;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample, e.g. value(text, 'x_total', { a: '1' }); undefined when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  it.each(PROCESSES)('%s serves its Node runtime metrics: event-loop lag, heap, CPU', async (process) => {
    const text = await scrape(process);
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('times gateway requests by route pattern and status, and the transport calls behind them', async () => {
    const before = await scrape('gateway');
    const labels = { method: 'GET', route: '/api/help-articles', status_code: '200' };
    for (let i = 0; i < 3; i++) await api().get('/api/help-articles').expect(200);
    await api().get('/api/wines/not-a-route').expect(404);
    const after = await scrape('gateway');
    const count = (text: string) => value(text, 'wine_http_request_duration_seconds_count', labels) ?? 0;
    expect(count(after) - count(before)).toBe(3);
    // an unknown path is one series, not one per path a scanner tries
    expect(after).toContain('route="(unmatched)",status_code="404"');
    expect(after).not.toContain('not-a-route');
    const calls = (text: string) =>
      [...text.matchAll(/^wine_rpc_call_duration_seconds_count\{service="content",pattern="([^"]+)",outcome="ok"\} (\d+)$/gm)]
        .map((m) => Number(m[2]))
        .reduce((a, b) => a + b, 0);
    expect(calls(after) - calls(before)).toBeGreaterThanOrEqual(3);
    expect(after).toContain('# TYPE wine_rpc_timeouts_total counter');
  });

  it('is not served on the public port', async () => {
    const res = await api().get('/metrics');
    expect(res.text ?? '').not.toContain('wine_http_request_duration_seconds');
    const apiRes = await api().get('/api/metrics');
    expect(apiRes.status).toBe(404);
  });

  it.each(SERVICES)("%s reports its stream's pending and waiting requests", async (service) => {
    const text = await scrape(service);
    expect(value(text, 'wine_rpc_requests', { service, state: 'pending' })).toBeGreaterThanOrEqual(0);
    expect(value(text, 'wine_rpc_requests', { service, state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE wine_rpc_redeliveries_total counter');
    expect(text).toContain('# TYPE wine_rpc_dead_letters_total counter');
  });

  it.each(SERVICES)("%s reports its store breaker (closed) and times the store's commands", async (service) => {
    const text = await scrape(service);
    // the Breaker open and Store slow alerts (infra/monitoring/rules.yml) read these two
    expect(value(text, 'wine_breaker_open', { dependency: 'mongo' })).toBe(0);
    // the health probes alone ping the store every few seconds
    expect(value(text, 'wine_store_command_duration_seconds_count', { command: 'ping', outcome: 'ok' })).toBeGreaterThan(0);
    expect(
      value(text, 'wine_store_command_duration_seconds_bucket', { command: 'ping', outcome: 'ok', le: '+Inf' }),
    ).toBeGreaterThan(0);
  });

  it.each(CONSUMERS)('%s reports its Kafka consumer lag and its outbox backlog', async (service) => {
    const text = await scrape(service);
    expect(text).toMatch(new RegExp(`^wine_kafka_consumer_lag\\{group="${service}",topic="[\\w.]+"\\} \\d+$`, 'm'));
    expect(value(text, 'wine_outbox_backlog', { service })).toBeGreaterThanOrEqual(0);
  });

  it("the ai-worker reports its queue's depth from BullMQ's own keys", async () => {
    const queue = new Queue(QUEUES.photoAnalysis, { connection: { host: '127.0.0.1', port: TEST_STACK.redisPort } });
    // a job due in an hour: counted as delayed, never run by the worker
    const job = await queue.add('metrics-probe', {}, { delay: 3_600_000 });
    try {
      const text = await scrape('ai-worker');
      expect(value(text, 'wine_queue_jobs', { queue: QUEUES.photoAnalysis, state: 'delayed' })).toBeGreaterThanOrEqual(1);
      expect(value(text, 'wine_queue_jobs', { queue: QUEUES.photoAnalysis, state: 'waiting' })).toBeGreaterThanOrEqual(0);
      expect(text).toContain('# TYPE wine_queue_wait_seconds histogram');
      expect(text).toContain('# TYPE wine_queue_job_duration_seconds histogram');
      expect(text).toContain('# TYPE wine_queue_jobs_stalled_total counter');
    } finally {
      await job.remove();
      await queue.close();
    }
  });
});
