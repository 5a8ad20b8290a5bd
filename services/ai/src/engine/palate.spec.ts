import { CATALOGUE } from './catalogue';
import { buildPalate, describePalate, SIGNAL_WEIGHTS } from './palate-profile';
import { palateChip, palateFit, withPalate } from './palate-score';

const entry = (id: string) => CATALOGUE.find((e) => e.wine.id === id)!;
const PINOT = 'vic-coldstream-hills-pinot-noir';
const OTHER_PINOT = 'tas-stoney-rise-pinot-noir';
const SHIRAZ = 'sa-torbreck-the-factor';
const RIESLING = 'sa-grosset-polish-hill-riesling';
const noCellar = { wines: [] };

describe('palate profile', () => {
  it('weighs each kind of signal on the wine it is about', () => {
    const palate = buildPalate(
      [
        { wineId: PINOT, signal: 'up' },
        { wineId: SHIRAZ, signal: 'down' },
      ],
      { wines: [{ wineId: OTHER_PINOT, saved: true, bottles: 9, ratings: [5, 4] }] },
    );
    expect(palate.wines.get(PINOT)!.weight).toBe(SIGNAL_WEIGHTS.up);
    expect(palate.wines.get(SHIRAZ)!.weight).toBe(SIGNAL_WEIGHTS.down);
    // saved + 5 bottles at most + 4.5 stars
    expect(palate.wines.get(OTHER_PINOT)!.weight).toBeCloseTo(0.4 + 0.2 * 5 + 0.6 * 1.5);
    expect(palate.counts).toEqual({ thumbsUp: 1, thumbsDown: 1, saved: 1, bottles: 9, ratings: 2 });
    expect(palate.varieties.get('pinot-noir')).toBeGreaterThan(0);
    expect(palate.varieties.get('shiraz')).toBeLessThan(0);
  });

  it('leans lighter when light wines are liked and heavy ones disliked', () => {
    const palate = buildPalate([{ wineId: SHIRAZ, signal: 'down' }], {
      wines: [{ wineId: PINOT, saved: false, bottles: 0, ratings: [5] }],
    });
    expect(palate.style.body).toBeLessThan(0);
    expect(palate.style.oak).toBeLessThan(0);
    expect(describePalate(palate).summary).toEqual(
      expect.arrayContaining(['You lean towards Pinot Noir.', 'You tend to pass on Shiraz.']),
    );
  });

  it('has a price band from the wines liked only', () => {
    const palate = buildPalate([{ wineId: SHIRAZ, signal: 'down' }], {
      wines: [{ wineId: PINOT, saved: true, bottles: 0, ratings: [] }],
    });
    // Coldstream Hills $30-38: the middle is $34
    expect(palate.priceBand).toEqual({ min: Math.round(34 * 0.6), max: Math.round(34 * 1.6) });
  });

  it('ignores wines it cannot find in the catalogue and says it knows nothing yet', () => {
    const palate = buildPalate([{ wineId: 'no-such-wine', signal: 'up' }], {
      wines: [{ wineId: 'own-wine', saved: true, bottles: 2, ratings: [5] }],
    });
    expect(palate.evidence).toBe(0);
    expect(describePalate(palate).summary[0]).toMatch(/nothing to go on yet/);
  });

  it('counts a rating of 3 stars as neutral', () => {
    const palate = buildPalate([], { wines: [{ wineId: PINOT, saved: false, bottles: 0, ratings: [3] }] });
    expect(palate.evidence).toBe(0);
  });
});

describe('palate soft score', () => {
  const lover = buildPalate([{ wineId: SHIRAZ, signal: 'down' }], {
    wines: [
      { wineId: PINOT, saved: true, bottles: 1, ratings: [5] },
      { wineId: OTHER_PINOT, saved: true, bottles: 1, ratings: [4] },
    ],
  });

  it('scores a Pinot above a big Shiraz for a Pinot lover', () => {
    const pinot = palateFit(entry('vic-hoddles-creek-estate-pinot-noir'), lover);
    const shiraz = palateFit(entry('sa-rockford-basket-press-shiraz'), lover);
    expect(pinot.points).toBeGreaterThan(0);
    expect(shiraz.points).toBeLessThan(0);
  });

  it('sinks the very wine thumbed down below its own variety', () => {
    expect(palateFit(entry(SHIRAZ), lover).points).toBeLessThan(palateFit(entry('sa-torbreck-descendant'), lover).points);
  });

  it('says on the card what the user did', () => {
    expect(palateChip(entry('vic-hoddles-creek-estate-pinot-noir'), lover)).toBe('you rated Yarra Valley Pinot Noir 5★');
    const saver = buildPalate([], {
      wines: [
        { wineId: PINOT, saved: true, bottles: 0, ratings: [] },
        { wineId: OTHER_PINOT, saved: true, bottles: 0, ratings: [] },
      ],
    });
    expect(palateChip(entry('vic-kooyong-massale-pinot-noir'), saver)).toBe('you liked 2 Pinot Noirs');
    const thumbs = buildPalate([{ wineId: RIESLING, signal: 'up' }], noCellar);
    expect(palateChip(entry(RIESLING), thumbs)).toBe('you gave it a thumbs up');
    expect(palateChip(entry('sa-pikes-traditionale-riesling'), thumbs)).toBe('you liked a Riesling');
  });

  it('adds the chip within the six signals a card shows', () => {
    const scored = {
      entry: entry('vic-hoddles-creek-estate-pinot-noir'),
      score: 1,
      maxScore: 2,
      bestFood: null,
      signals: ['a', 'b', 'c', 'd', 'e', 'f'],
      relaxed: [],
    };
    const lifted = withPalate(scored, lover);
    expect(lifted.score).toBeGreaterThan(1);
    expect(lifted.signals.slice(0, 6)).toContain('you rated Yarra Valley Pinot Noir 5★');
  });

  it('leaves a wine untouched with no palate or an empty one', () => {
    const scored = { entry: entry(PINOT), score: 1, maxScore: 2, bestFood: null, signals: ['a'], relaxed: [] };
    expect(withPalate(scored, null)).toBe(scored);
    expect(withPalate(scored, buildPalate([], noCellar))).toBe(scored);
  });
});
