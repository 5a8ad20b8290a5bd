import fs from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';
// the processes' own registry, with every metric the code defines (dependency-metrics adds its own to it)
import '../../packages/nest-common/src/observability/dependency-metrics';
import { metricsRegistry } from '../../packages/nest-common/src/observability/metrics';

// Every metric a rule names is one the processes export: a rule on a misspelt or invented name
// would never fire. Recorded series (names with a colon) must be recorded by the rules themselves.
interface Rule {
  record?: string;
  alert?: string;
  expr: string;
}
const rules = (
  parse(fs.readFileSync(path.join(__dirname, 'rules.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((g) => g.rules);

const PROMQL_WORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The series names an expression selects: not functions, keywords, label matchers, grouping labels, strings or durations. */
export function seriesNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges and subqueries
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // grouping labels
  return [...bare.matchAll(/[a-zA-Z_:][\w:]*(?!\w)(?!\s*\()/g)]
    .map((m) => m[0])
    .filter((name) => !PROMQL_WORDS.has(name.toLowerCase()));
}

function exportedNames(): Set<string> {
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  const names = new Set<string>();
  for (const metric of [...metricsRegistry.getMetricsAsArray(), ...defaults.getMetricsAsArray()]) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_count', '_sum']) names.add(name + suffix);
  }
  return names;
}

describe('infra/monitoring/rules.yml names only exported metrics', () => {
  const exported = exportedNames();
  const recorded = new Set(rules.filter((r) => r.record).map((r) => r.record!));

  it('finds the series in an expression, and nothing else', () => {
    expect(
      seriesNames(
        'histogram_quantile(0.99, sum by (queue, le) (rate(wine_queue_wait_seconds_bucket{queue=~"a|b"}[10m]))) > on (slo) group_left () 2 * slo:error_budget:ratio and nodejs_eventloop_lag_p99_seconds',
      ),
    ).toEqual(['wine_queue_wait_seconds_bucket', 'slo:error_budget:ratio', 'nodejs_eventloop_lag_p99_seconds']);
  });

  it('every metric a rule selects is exported by the code (or recorded by a rule)', () => {
    const names = rules.flatMap((r) => seriesNames(r.expr));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => (n.includes(':') ? !recorded.has(n) : !exported.has(n)))).toEqual([]);
  });

  it('would catch an invented name', () => {
    expect(exported.has('wine_made_up_total')).toBe(false);
    expect(exported.has('wine_breaker_open')).toBe(true);
    expect(exported.has('process_start_time_seconds')).toBe(true);
  });

  it('covers every cause the alerts must watch', () => {
    const names = new Set(rules.flatMap((r) => seriesNames(r.expr)));
    for (const metric of [
      'wine_rpc_requests',
      'wine_rpc_dead_letters_total',
      'wine_queue_wait_seconds_bucket',
      'wine_kafka_consumer_lag',
      'wine_outbox_backlog',
      'wine_breaker_open',
      'wine_redis_memory_used_bytes',
      'wine_redis_memory_max_bytes',
      'wine_store_command_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'process_start_time_seconds',
      'wine_http_request_duration_seconds_count',
      'wine_http_request_duration_seconds_bucket',
    ])
      expect(names).toContain(metric);
  });
});
