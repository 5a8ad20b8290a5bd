// The fourth held-out label set (run-fourth-eval.mjs) in the eval tier: the vintage along either
// edge, on a neck label, tiny in a corner, huge in a thin weight; crests with a founding year and a
// phone number, minimal lowercase labels; a second bottle in the frame, a shop shelf with price
// tags. Half are wines not in the catalogue sharing one word with catalogue wines. A fixed sixth
// in CI (12 photos), all 72 with EVAL_FULL=1.
const { runEvalScript } = require('../run-eval-script');

const full = process.env.EVAL_FULL === '1';

describe('fourth held-out labels: vintages wherever printed, one shared word is no match', () => {
  it(`${full ? 'all 72 photos' : 'a fixed sixth'}: exact wine, false matches and vintage within their floors`, async () => {
    const r = await runEvalScript('tests/eval/labels/run-fourth-eval.mjs', [...(full ? ['--full'] : [])]);
    const pct = (x) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
    console.log(
      [
        `fourth-set labels: ${r.photos} photos (${r.catalogueLabels} catalogue, ${r.notInCatalogueLabels} not in it): exact ${pct(r.exact)}, ` +
          `false matches ${pct(r.falseMatch)}, as printed ${pct(r.asPrinted)}, vintage ${pct(r.vintage)}, p95 ${r.p95Ms} ms`,
        ...[...r.byDesign, ...r.byPhoto, ...r.byKind].map(
          (t) =>
            `  ${String(t.design ?? t.photo ?? t.kind).padEnd(22)} exact ${pct(t.exact)}  false ${pct(t.falseMatch)}  vintage ${pct(t.vintage)}`,
        ),
      ].join('\n'),
    );
    expect(r.photos).toBeGreaterThanOrEqual(full ? 72 : 12);
    expect({
      exact: r.exact >= r.floors.exact,
      falseMatch: r.falseMatch <= r.floors.falseMatch,
      vintage: r.vintage >= r.floors.vintage,
      misses: r.misses,
    }).toMatchObject({ exact: true, falseMatch: true, vintage: true });
  });
});
