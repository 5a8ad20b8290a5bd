// Adds up the jest, vitest and Playwright JSON reports into one closing line: 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const suites = { unit: 'jest', frontend: 'vitest', integration: 'jest', e2e: 'playwright' };
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, kind] of Object.entries(suites)) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${name}: no report (the suite did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p = 0, f = 0, s = 0;
  if (kind === 'playwright') {
    p = report.stats.expected;
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
