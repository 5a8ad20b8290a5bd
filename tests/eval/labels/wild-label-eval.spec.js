// The held-out label eval (run-wild-eval.mjs) in the eval tier: vintages printed vertically, on a
// neck label, small in a corner or large and thin; emblems, minimal lowercase labels, shop
// shelves; half the labels wines not in the catalogue that share a word with one. A fixed sixth
// in CI (24 photos), all 144 with EVAL_FULL=1.
const { runEvalScript, TEST_TIMEOUT_MS } = require('../run-eval-script');

const full = process.env.EVAL_FULL === '1';

describe('held-out labels: designs and photos chosen apart from the reader', () => {
  it(`${full ? 'all 144 photos' : 'a fixed sixth'}: exact wine, false matches and vintage within their floors`, async () => {
    const r = await runEvalScript('tests/eval/labels/run-wild-eval.mjs', [...(full ? ['--full'] : [])]);
    const pct = (x) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
    console.log(
      [
        `held-out labels: ${r.photos} photos (${r.catalogueLabels} catalogue, ${r.notInCatalogueLabels} not in it): exact ${pct(r.exact)}, ` +
          `false matches ${pct(r.falseMatch)}, as printed ${pct(r.asPrinted)}, vintage ${pct(r.vintage)}`,
        ...r.byDesign.map(
          (t) => `  ${t.design.padEnd(20)} exact ${pct(t.exact)}  false ${pct(t.falseMatch)}  vintage ${pct(t.vintage)}`,
        ),
        ...r.byPhoto.map(
          (t) => `  ${t.photo.padEnd(20)} exact ${pct(t.exact)}  false ${pct(t.falseMatch)}  vintage ${pct(t.vintage)}`,
        ),
      ].join('\n'),
    );
    expect(r.photos).toBeGreaterThanOrEqual(full ? 140 : 20);
    expect({
      exact: r.exact >= r.floors.exact,
      falseMatch: r.falseMatch <= r.floors.falseMatch,
      vintage: r.vintage >= r.floors.vintage,
      misses: r.misses,
    }).toMatchObject({ exact: true, falseMatch: true, vintage: true });
  });
});
