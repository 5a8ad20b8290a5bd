// The label eval (run-eval.mjs) in the eval tier: rendered bottle photos through the real OCR and
// matcher. A fixed quarter of the set (91 photos, every layout and treatment) unless EVAL_FULL=1
// (`npm run eval -- --full`: all 364). It runs the built worker code in its own Node process,
// because the OCR package is an ES module that Node loads natively but jest does not.
const { runEvalScript, TEST_TIMEOUT_MS } = require('../run-eval-script');

const full = process.env.EVAL_FULL === '1';

function runEval(args) {
  return runEvalScript('tests/eval/labels/run-eval.mjs', args);
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;

describe('label eval: rendered bottle photos through PP-OCR and the matcher', () => {
  it(`${full ? 'full set' : 'fixed subset'}: top-1, top-3, vintage and not-in-catalogue above their floors`, async () => {
    const r = await runEval(full ? ['--full'] : []);
    const lines = [
      `label eval: ${r.photos} photos (${r.catalogueWines} catalogue wines, ${r.invented} invented): top-1 ${pct(r.top1)}, ` +
        `top-3 ${pct(r.top3)}, vintage ${pct(r.vintage)}, NV ${pct(r.nv)}, not in catalogue ${pct(r.notInCatalogue)} ` +
        `(as printed ${pct(r.inventedAsPrinted)}), p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms`,
      ...r.byTreatment.map((t) => `  ${t.treatment.padEnd(14)} top-1 ${pct(t.top1)}  vintage ${pct(t.vintage)}`),
      ...r.reliability.map((b) => `  confidence ${b.bucket.padEnd(11)} ${b.answers} answers, right ${pct(b.accuracy)}`),
    ];
    console.log(lines.join('\n'));
    expect(r.photos).toBeGreaterThanOrEqual(full ? 300 : 80);
    expect({
      top1: r.top1 >= r.floors.top1,
      top3: r.top3 >= r.floors.top3,
      vintage: r.vintage >= r.floors.vintage,
      notInCatalogue: r.notInCatalogue >= r.floors.notInCatalogue,
      misses: r.misses,
    }).toMatchObject({ top1: true, top3: true, vintage: true, notInCatalogue: true });
  });
});
