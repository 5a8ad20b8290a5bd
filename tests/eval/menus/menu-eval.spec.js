// The menu eval (run-eval.mjs) in the eval tier: ≥ 15 rendered wine lists and ≥ 10 food menus
// through the real OCR, parsers and answers. It runs the built code in its own Node process,
// because the OCR package is an ES module that Node loads natively but jest does not.
const { runEvalScript, TEST_TIMEOUT_MS } = require('../run-eval-script');

describe('menu eval: rendered wine lists and food menus through PP-OCR and the answers', () => {
  it(
    'answers ≥ 80% of the checkable questions correctly (target 90%)',
    async () => {
      const result = await runEvalScript('tests/eval/menus/run-eval.mjs', []);
      const pct = (x) => `${(x * 100).toFixed(1)}%`;
      console.log(
        `menu eval: ${result.wineLists} wine lists, ${result.foodMenus} food menus, ${result.questions} questions, ` +
          `${pct(result.accuracy)} correct (wine lists ${pct(result.wineListAccuracy)}, food menus ${pct(result.foodMenuAccuracy)}), ` +
          `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`,
      );
      expect(result.wineLists).toBeGreaterThanOrEqual(15);
      expect(result.foodMenus).toBeGreaterThanOrEqual(10);
      expect({ floor: result.accuracy >= 0.8, misses: result.misses }).toMatchObject({ floor: true });
    },
    TEST_TIMEOUT_MS,
  );
});
