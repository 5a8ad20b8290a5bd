import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { promtool, PROMTOOL_WAIT_MS, runPromtool } from './promtool';

// The alert rules as code: promtool checks them and runs the rule tests (tests/*.yml, synthetic
// series); every alert has a test that fires it and one that keeps it quiet, and a runbook.
const DIR = __dirname;
const TESTS = fs
  .readdirSync(path.join(DIR, 'tests'))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => path.join('tests', f));

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (parse(fs.readFileSync(path.join(DIR, 'rules.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (g) => g.rules,
);
const alerts = rules.filter((r) => r.alert).map((r) => r.alert!);

interface AlertTest {
  alertname: string;
  exp_alerts?: unknown[];
}
const alertTests = TESTS.flatMap((file) =>
  (parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as { tests: { alert_rule_test?: AlertTest[] }[] }).tests.flatMap(
    (t) => t.alert_rule_test ?? [],
  ),
);

describe('infra/monitoring rules (promtool)', () => {
  it(
    'promtool check rules: the rules file is valid',
    async () => {
      const { status, output } = runPromtool(await promtool(), ['check', 'rules', 'rules.yml'], DIR);
      expect(output).toMatch(/SUCCESS: \d+ rules found/);
      expect(status).toBe(0);
    },
    PROMTOOL_WAIT_MS + 60_000,
  );

  it(
    'promtool test rules: every rule test passes',
    async () => {
      const { status, output } = runPromtool(await promtool(), ['test', 'rules', ...TESTS], DIR);
      if (status !== 0) console.log(output);
      expect(status).toBe(0);
    },
    PROMTOOL_WAIT_MS + 60_000,
  );

  it(
    'promtool test rules fails on a wrong expectation (the tests can fail)',
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'));
      fs.writeFileSync(
        path.join(tmp, 'wrong.yml'),
        [
          `rule_files: [${JSON.stringify(path.join(DIR, 'rules.yml'))}]`,
          'tests:',
          '  - interval: 1m',
          "    input_series: [{ series: 'wine_breaker_open{dependency=\"mongo\"}', values: '0x10' }]",
          '    alert_rule_test:',
          '      - eval_time: 10m',
          '        alertname: BreakerOpen',
          '        exp_alerts: [{ exp_labels: { severity: page, dependency: mongo } }]',
        ].join('\n'),
      );
      try {
        const { status, output } = runPromtool(await promtool(), ['test', 'rules', 'wrong.yml'], tmp);
        expect(status).not.toBe(0);
        expect(output).toContain('BreakerOpen');
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
    PROMTOOL_WAIT_MS + 60_000,
  );

  it.each(alerts)('%s: a test where it fires and one where it stays quiet', (alert) => {
    const mine = alertTests.filter((t) => t.alertname === alert);
    expect(mine.filter((t) => (t.exp_alerts ?? []).length > 0).length).toBeGreaterThan(0);
    expect(mine.filter((t) => (t.exp_alerts ?? []).length === 0).length).toBeGreaterThan(0);
  });

  it.each(alerts)('%s: a severity, a summary and a runbook section in docs/operations.md', (alert) => {
    const rule = rules.find((r) => r.alert === alert)!;
    const docs = fs.readFileSync(path.join(DIR, '../../docs/operations.md'), 'utf8');
    const anchors = [...docs.matchAll(/^#+ (.+)$/gm)].map((m) =>
      m[1]
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    );
    expect(['page', 'ticket']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary).toBeTruthy();
    const runbook = rule.annotations?.runbook ?? '';
    expect(runbook).toMatch(/^docs\/operations\.md#/);
    expect(anchors).toContain(runbook.split('#')[1]);
  });
});
