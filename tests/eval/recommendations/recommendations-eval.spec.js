// The recommendation eval (run-eval.mjs) in the eval tier: the everyday requests, their held-out
// twin, the blind set and the stranger set (both written before reading the engine) and the probe,
// through the local engine (built code, seconds). Requests honoured at 97% or more on each,
// no reason contradicting its wine over every eval answer, the shown score calibrated per bucket.
const { runEvalScript } = require('../run-eval-script');
const { cardFailures, wrongFacts } = require('./checks.cjs');

const shiraz = {
  id: 'x',
  producer: 'Penfolds',
  wineName: 'Bin 28 Shiraz',
  variety: 'Shiraz',
  varietyIds: ['shiraz'],
  wineType: 'Red Wine',
  regionId: 'barossa-valley',
  priceRange: '$40-50',
  ageingYears: { min: 2, max: 15 },
  structure: { body: 5, acidity: 3, tannin: 4, sweetness: 1, oak: 3 },
  tastingNotes: 'A generous Barossa Shiraz.',
};

describe('recommendation eval checks', () => {
  it('catch a reason naming another grape, producer, method or body', () => {
    expect(
      wrongFacts('A full-bodied Shiraz from Barossa Valley at about $40-50.', shiraz, ['Penfolds', 'Wynns Coonawarra']),
    ).toEqual([]);
    expect(
      wrongFacts(
        "Cabernet's blackcurrant and mint, a light-bodied traditional-method red, as Wynns Coonawarra makes it.",
        shiraz,
        ['Penfolds', 'Wynns Coonawarra'],
      ),
    ).toEqual([
      "grape 'cabernet'",
      "method 'traditional' on a still wine",
      "producer 'Wynns Coonawarra'",
      'light-bodied (body 5)',
    ]);
    // the request's own words, quoted, are not claims about the wine
    expect(wrongFacts('Lighter, as you asked (‘Pinot Noir’ is usually ‘light-bodied’).', shiraz, [])).toEqual([]);
  });

  it('catch a sweet wine called dry and a still wine praised for its bubbles', () => {
    const moscatoRosa = {
      ...shiraz,
      producer: 'Brown Brothers',
      wineName: 'Moscato Rosa',
      variety: 'Pink Moscato',
      varietyIds: ['muscat'],
      wineType: 'Rosé Wine',
      structure: { ...shiraz.structure, body: 1, sweetness: 4 },
      tastingNotes: 'Pink and sweet.',
    };
    expect(wrongFacts('A chilled, dry rosé is hard to beat for brunch.', moscatoRosa, [])).toEqual(['dry (sweetness 4)']);
    expect(wrongFacts('Crisp acidity and bubbles cut through batter.', shiraz, [])).toEqual(['bubbles on a still wine']);
    // a spritzy wine's own notes say it has bubbles
    expect(
      wrongFacts('Bubbles to cut the batter.', { ...moscatoRosa, tastingNotes: 'Pink, sweet and gently spritzy.' }, []),
    ).toEqual([]);
  });

  it('catch a pairing principle the wine does not follow', () => {
    const big = { ...shiraz, abv: 14.5, structure: { ...shiraz.structure, tannin: 5 } };
    expect(wrongFacts('A touch of fruit sweetness cools the chilli; a low-alcohol red with soft tannins.', big, [])).toEqual([
      'a touch of sweetness (sweetness 1)',
      'low-alcohol (14.5%)',
      'soft tannins (tannin 5)',
    ]);
    const soft = { ...shiraz, abv: 11, structure: { ...shiraz.structure, tannin: 1, sweetness: 3 } };
    expect(wrongFacts('Firm tannins stand up to the steak.', soft, [])).toEqual(['firm tannins (tannin 1)']);
    expect(wrongFacts('A touch of fruit sweetness cools the chilli in this low-alcohol white.', soft, [])).toEqual([]);
  });

  it('check a card against what the request ruled out', () => {
    const card = { matchReason: '', confidence: 90 };
    expect(cardFailures(card, shiraz, { notVarieties: ['shiraz'], maxPrice: 45, body: [1, 3] }, () => 'South Australia')).toEqual(
      ['variety Shiraz ruled out', 'price $40-50 > $45', 'body 5 outside 1-3'],
    );
  });
});

// the wrong-facts pass over the other eval answers (pairing dishes, queries.json) is the same for
// every set: it runs once, with requests.json, which keeps the tier's time as it was with four sets
function run(set) {
  return runEvalScript('tests/eval/recommendations/run-eval.mjs', [
    '--set',
    set,
    ...(set === 'requests.json' ? [] : ['--no-others']),
  ]);
}

describe.each(['requests.json', 'held-out.json', 'blind.json', 'probe.json', 'stranger.json', 'stranger-2.json'])(
  'recommendation eval: %s through the local engine',
  (set) => {
    it('honours 97% of requests, with reasons true to their wines and a calibrated score', async () => {
      const r = await run(set);
      console.log(
        `${set}: ${r.requests} requests, honoured ${(r.honoured * 100).toFixed(1)}%, ${r.wrongFacts.length} reasons contradicting their wine, ` +
          `reliability ${r.reliability.map((b) => `${b.bucket} ${Math.round(b.accepted * 100)}% of ${b.cards}`).join(', ')}`,
      );
      expect(r.requests).toBeGreaterThanOrEqual({ 'requests.json': 250, 'probe.json': 60, 'stranger-2.json': 50 }[set] ?? 120);
      expect({ honoured: r.honoured >= r.target, notHonoured: r.notHonoured }).toMatchObject({ honoured: true });
      expect(r.wrongFacts).toEqual([]);
      expect(r.offTopicMaxScore).toBeLessThanOrEqual(20);
      for (const b of r.reliability.filter((x) => x.cards >= 10))
        expect({ bucket: b.bucket, within: Math.abs(b.gap) <= 10 }).toEqual({ bucket: b.bucket, within: true });
    });
  },
);
