import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Grafana's dashboard model (the parts it needs to import the file), and every query naming a
// metric the processes export (docs/operations.md).
const target = z.object({ refId: z.string().regex(/^[A-Z]$/), expr: z.string().min(1), legendFormat: z.string().optional() });
const panel = z.object({
  id: z.number().int().positive(),
  type: z.enum(['timeseries', 'stat', 'gauge', 'table', 'bargauge']),
  title: z.string().min(1),
  gridPos: z.object({
    x: z.number().int().min(0).max(23),
    y: z.number().int().min(0),
    w: z.number().int().min(1).max(24),
    h: z.number().int().min(1),
  }),
  datasource: z.object({ type: z.literal('prometheus'), uid: z.string() }),
  targets: z.array(target).min(1),
});
const dashboard = z.object({
  title: z.string().min(1),
  uid: z.string().regex(/^[\w-]{1,40}$/),
  schemaVersion: z.number().int().min(36),
  panels: z.array(panel).min(1),
  templating: z.object({ list: z.array(z.object({ name: z.string(), type: z.string() })) }),
  time: z.object({ from: z.string(), to: z.string() }),
});

const file = path.join(__dirname, 'cellar-door.json');
const json = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
const EXPORTED = [
  'wine_http_request_duration_seconds',
  'wine_rpc_call_duration_seconds',
  'wine_rpc_timeouts_total',
  'wine_rpc_redeliveries_total',
  'wine_rpc_dead_letters_total',
  'wine_rpc_requests',
  'wine_queue_jobs',
  'wine_queue_wait_seconds',
  'wine_queue_job_duration_seconds',
  'wine_queue_jobs_stalled_total',
  'wine_kafka_consumer_lag',
  'wine_outbox_backlog',
  'nodejs_eventloop_lag_p99_seconds',
  'wine_breaker_open',
  'wine_store_command_duration_seconds',
];

describe('infra/grafana/cellar-door.json', () => {
  it('is a Grafana dashboard: unique panel ids, panels within the 24-column grid', () => {
    const d = dashboard.parse(json);
    expect(new Set(d.panels.map((p) => p.id)).size).toBe(d.panels.length);
    for (const p of d.panels) expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
  });

  it('queries only metrics the processes export, and shows rate, p95/p99, errors, queue depth and wait, worker throughput and consumer lag', () => {
    const d = dashboard.parse(json);
    const names = d.panels.flatMap((p) => p.targets.flatMap((t) => t.expr.match(/\b(?:wine|nodejs)_\w+/g) ?? []));
    const base = (n: string) => n.replace(/_(bucket|count|sum)$/, '');
    expect(names.map(base).filter((n) => !EXPORTED.includes(n))).toEqual([]);
    for (const metric of [
      'wine_http_request_duration_seconds',
      'wine_queue_jobs',
      'wine_queue_wait_seconds',
      'wine_kafka_consumer_lag',
    ])
      expect(names.map(base)).toContain(metric);
    const exprs = d.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
    expect(exprs).toContain('histogram_quantile(0.99');
    expect(exprs).toContain('status_code=~"5.."');
  });
});
