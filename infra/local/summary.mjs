// Adds up the jest (unit, eval, integration), vitest and Playwright JSON reports, one line per tier,
// into one closing line: 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
// the integration tier runs in two parts (infra/local/test.sh): beside the Playwright tier, then alone
const suites = {
  unit: 'jest',
  eval: 'jest',
  frontend: 'vitest',
  'integration-shared': 'jest',
  'integration-alone': 'jest',
  e2e: 'playwright',
  'alert-rules': 'jest',
};
let passed = 0;
let failed = 0;
let skipped = 0;
// the failed tests by name (and the first lines of why), and those that passed only on their retry:
// CI shows the end of the output, so they are printed last
const failures = [];
const retried = [];
const firstLines = (text) =>
  String(text ?? '')
    // terminal colours (ESC [ … m) out of jest's messages
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ')
    .slice(0, 400);
function jestNames(name, report) {
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'failed') failures.push(`${name}: ${where} › ${t.fullName}: ${firstLines(t.failureMessages?.[0])}`);
      else if (t.status === 'passed' && t.invocations > 1)
        retried.push(`${name}: ${where} › ${t.fullName}: ${firstLines(t.retryMessages?.[0] ?? t.retryReasons?.[0])}`);
    }
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      failures.push(`${name}: ${where}: ${firstLines(file.message)}`);
  }
}
function playwrightNames(report) {
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        const last = results[results.length - 1];
        const where = `${file ?? suite.file} › ${spec.title}`;
        if (t.status === 'unexpected') failures.push(`e2e: ${where}: ${firstLines(last?.error?.message)}`);
        else if (t.status === 'flaky') retried.push(`e2e: ${where}: ${firstLines(results[0]?.error?.message)}`);
      }
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) failures.push(`e2e: ${firstLines(error.message)}`);
}
for (const [name, kind] of Object.entries(suites)) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${name}: no report (the suite did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p = 0,
    f = 0,
    s = 0;
  if (kind === 'playwright') {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (kind === 'playwright') playwrightNames(report);
  else jestNames(name, report);
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
// After every suite has run: no service ever logged a password hash, an access token or a refresh cookie.
const logDir = process.argv[3];
if (logDir && fs.existsSync(logDir)) {
  const leaks = [/\$argon2id\$/, /eyJhbGciOiJFUzI1NiI/, /refresh_token=[A-Za-z0-9_-]{20,}/];
  const found = fs
    .readdirSync(logDir)
    .filter((f) => f.endsWith('.log'))
    .flatMap((f) => leaks.filter((re) => re.test(fs.readFileSync(path.join(logDir, f), 'utf8'))).map((re) => `${f}: ${re}`));
  console.log(
    `log hygiene: ${found.length ? `secrets in logs (${found.join(', ')})` : 'no password hash or token in any service log'}`,
  );
  if (found.length) failed += 1;
  else passed += 1;
}
for (const line of retried) console.log(`passed on its retry: ${line}`);
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
