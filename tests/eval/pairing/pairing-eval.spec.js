// The pairing eval (run-eval.mjs) in the eval tier: 165 dishes and occasions through the local
// engine (built code, seconds). Accepted share above the floor, every reason's facts borne out by
// the wine record, no two cards of one answer sharing a sentence.
const { runEvalScript } = require('../run-eval-script');
const { accepted, wrongFacts } = require('./checks.cjs');

const wine = {
  varietyIds: ['shiraz'],
  variety: 'Shiraz',
  wineType: 'Red Wine',
  regionId: 'barossa-valley',
  priceRange: '$30-40',
  ageingYears: { min: 2, max: 15 },
  structure: { body: 5, acidity: 3, tannin: 4, sweetness: 1, oak: 4 },
};
const regionName = () => 'Barossa Valley';

describe('pairing eval checks', () => {
  it('catch a reason that states what the wine does not have', () => {
    expect(
      wrongFacts('Its firm tannins suit lamb. A full-bodied Shiraz from Barossa Valley at about $30-40.', wine, regionName),
    ).toEqual([]);
    expect(
      wrongFacts('Its bright acidity cuts the fat. A light Merlot from Coonawarra at about $10-15.', wine, regionName),
    ).toEqual([
      'bright acidity (acidity 3)',
      'light (body 5)',
      "variety 'Merlot' (record: Shiraz)",
      "region 'Coonawarra'",
      'price $10-15 (record: $30-40)',
    ]);
  });

  it('accept a variety, a type or a style, and nothing else', () => {
    expect(accepted(wine, ['shiraz'])).toBe(true);
    expect(accepted(wine, ['riesling', 'type:Sparkling Wine', 'light-red'])).toBe(false);
  });
});

describe('pairing eval: dishes and occasions through the local engine', () => {
  it('returns wines a sommelier accepts (floor 90%), with true, distinct reasons', async () => {
    const r = await runEvalScript('tests/eval/pairing/run-eval.mjs', []);
    console.log(
      `pairing eval: ${r.queries} queries, ${r.cards} cards, accepted ${(r.accepted * 100).toFixed(1)}% (target ${r.target * 100}%), ` +
        `${r.wrongFacts.length} reasons with wrong facts, ${r.sharedSentences.length} answers sharing a sentence`,
    );
    expect(r.queries).toBeGreaterThanOrEqual(120);
    expect({ floor: r.accepted >= r.floor, rejected: r.rejected }).toMatchObject({ floor: true });
    expect(r.wrongFacts).toEqual([]);
    expect(r.sharedSentences).toEqual([]);
    // 'to impress', 'a gift': benchmark wines, across styles unless the query names a type
    for (const b of r.benchmark) {
      expect({ query: b.query, enough: b.benchmarkCards >= 2 }).toEqual({ query: b.query, enough: true });
      if (!/\bred\b|white|sparkling/.test(b.query))
        expect({ query: b.query, types: b.types.length >= 2 }).toEqual({ query: b.query, types: true });
    }
  });
});
