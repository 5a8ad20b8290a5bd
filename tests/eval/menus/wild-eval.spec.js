// The held-out wine-list eval (run-wild-eval.mjs) in the eval tier: lists in designs and photos
// the reader was not written against, one of each design in CI, all 64 with EVAL_FULL=1. Every
// answer's picks are checked against the question's hard constraints (colour, glass or bottle,
// price limit, grape, region) by the printed truth: none may break one.
const { runEvalScript, TEST_TIMEOUT_MS } = require('../run-eval-script');

const full = process.env.EVAL_FULL === '1';

describe('held-out wine lists: designs and photos chosen apart from the reader', () => {
  it(`${full ? 'all 64 lists' : 'one list of each design'}: no answer breaks a hard constraint; questions and prices above their floors`, async () => {
    const r = await runEvalScript('tests/eval/menus/run-wild-eval.mjs', [...(full ? ['--full'] : [])]);
    const pct = (x) => `${(x * 100).toFixed(1)}%`;
    console.log(
      [
        `held-out wine lists: ${r.lists} lists, ${r.entries} entries, ${r.questions} questions: ${pct(r.questionAccuracy)} right, ` +
          `entries read ${pct(r.entriesRead)}, with the right prices ${pct(r.entriesPricedRight)}, ${r.answersBreaking} answers breaking a hard constraint`,
        ...r.byDesign.map((t) => `  ${t.design.padEnd(20)} read ${pct(t.read)}  priced ${pct(t.priced)}  right ${pct(t.right)}`),
        ...r.byPhoto.map((t) => `  ${t.photo.padEnd(20)} read ${pct(t.read)}  priced ${pct(t.priced)}  right ${pct(t.right)}`),
      ].join('\n'),
    );
    expect(r.lists).toBeGreaterThanOrEqual(full ? 60 : 8);
    // No answer breaks a hard constraint: the test lists every breaking answer it finds
    const breaking = r.misses.filter((m) => m.breaks);
    expect({
      breaking,
      questions: r.questionAccuracy >= r.floors.questions,
      prices: r.entriesPricedRight >= r.floors.entries,
    }).toEqual({ breaking: [], questions: true, prices: true });
  });
});
