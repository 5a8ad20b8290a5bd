// The cellar-pairing eval (run-eval.mjs) in the eval tier: "From my cellar" over 68 cellars-and-dishes
// through the built engine (seconds). The top pick acceptable at or above the target, never a drunk or
// zero-bottle item, never a Hold bottle on top for an everyday dish when a ready bottle suits.
const { runEvalScript } = require('../run-eval-script');

describe('cellar-pairing eval: the member’s own bottles through the engine', () => {
  it('picks a bottle a sommelier accepts (target 95%), or says nothing suits and offers wines to buy', async () => {
    const r = await runEvalScript('tests/eval/cellar-pairing/run-eval.mjs', []);
    console.log(
      `cellar-pairing eval: ${r.cases} cases, top pick acceptable ${(r.accepted * 100).toFixed(1)}% (target ${r.target * 100}%), ` +
        `${r.drunkSuggested.length} drunk suggested, ${r.holdOnTop.length} Hold on top for an everyday dish`,
    );
    expect(r.cases).toBeGreaterThanOrEqual(60);
    // each kind the brief names is there: only a Hold bottle fits, nothing fits, the best is kept as written
    for (const kind of ['hold-only', 'nothing', 'unmatched']) expect(r.byKind[kind]?.cases).toBeGreaterThan(0);
    expect(r.drunkSuggested).toEqual([]);
    expect(r.holdOnTop).toEqual([]);
    expect({ accepted: r.accepted >= r.target, failures: r.failures }).toMatchObject({ accepted: true });
  });
});
