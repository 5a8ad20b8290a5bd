import { readComparative } from './comparatives';
import { understandQuery } from './query-understanding';
import { readServings } from './servings';
import { offTopic, recommendLocally } from './local-engine';
import { untrueOf } from './reason-truth';
import { WINES } from '@wine/wine-knowledge';

const NO_PREFERENCES = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const servingsOf = (text: string) => readServings(text, text.split(' '));

describe('reading the whole request', () => {
  it('reads a comparative: the anchor and the move', () => {
    expect(readComparative('something like barossa shiraz but lighter')).toEqual({
      anchorText: 'barossa shiraz',
      moves: [{ key: 'body', dir: -1 }],
      label: 'lighter',
    });
    expect(readComparative('cheaper than penfolds bin 28')?.moves).toEqual([{ key: 'price', dir: -1 }]);
    // a price after 'cheaper than' is a budget, not a comparative
    expect(readComparative('a red cheaper than $30')).toBeNull();
  });

  it('excludes what follows a negation, across a list, and nothing after it', () => {
    const q = understandQuery('anything but Chardonnay, a white for grilled fish');
    expect(q.exclude.varieties).toEqual(['chardonnay']);
    expect(q.types).toEqual(['White Wine']);
    expect(understandQuery('a white, no riesling or sauvignon blanc').exclude.varieties).toEqual(['riesling', 'sauvignon-blanc']);
    expect(understandQuery('a red that is not from South Australia').exclude.states).toEqual(['South Australia']);
    expect(understandQuery('no more than $30 for a shiraz').varieties).toEqual(['shiraz']);
  });

  it('counts bottles: a toast one glass each, a dinner half a bottle each, a case twelve', () => {
    expect(servingsOf('sparkling for a wedding toast 20 people')).toMatchObject({ people: 20, bottles: 4 });
    expect(servingsOf('red for a dinner for 10 people')).toMatchObject({ people: 10, bottles: 5 });
    expect(servingsOf('a case of shiraz')).toMatchObject({ people: null, bottles: 12 });
    expect(servingsOf('a magnum for a party')).toMatchObject({ bottles: 2 });
    expect(servingsOf('a shiraz for 20 dollars')).toBeNull();
  });

  it('gives a crowd value unless asked otherwise', () => {
    expect(understandQuery('bubbles for a toast for 30 guests').budget?.max).toBe(35);
    expect(understandQuery('bubbles for a toast for 30 guests, something special').budget?.min).toBe(50);
  });

  it('reads nonsense and errands elsewhere as off-topic, and a vague wine request as one', () => {
    expect(offTopic(understandQuery('asdfghjkl'))).toBe(true);
    expect(offTopic(understandQuery('weather tomorrow'))).toBe(true);
    expect(offTopic(understandQuery('best pizza place in Melbourne'))).toBe(true);
    expect(offTopic(understandQuery('something nice to drink'))).toBe(false);
    expect(offTopic(understandQuery('pizza'))).toBe(false);
  });
});

describe('answers', () => {
  it('asks for a wine, a meal or an occasion instead of recommending for nonsense', () => {
    const r = recommendLocally({ query: 'asdfghjkl', preferences: NO_PREFERENCES, limit: 3 });
    expect(r.recommendations).toEqual([]);
    expect(r.message).toMatch(/a wine, a meal or an occasion/);
  });

  it('pairs pavlova with a wine at least as sweet, never a brut, even when sparkling is asked for', () => {
    for (const query of ['what should I drink with pavlova', 'sparkling for pavlova']) {
      const r = recommendLocally({ query, preferences: NO_PREFERENCES, limit: 3 });
      for (const c of r.recommendations) expect(WINES.find((w) => w.id === c.id)!.structure.sweetness).toBeGreaterThanOrEqual(3);
    }
  });

  it('says when fewer wines fit than the plan shows, and orders cards by their shown score', () => {
    const r = recommendLocally({ query: 'a Hunter Valley sparkling shiraz under $20', preferences: NO_PREFERENCES, limit: 6 });
    expect(r.message).toBeTruthy();
    const shown = r.recommendations.map((c) => c.confidence);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('moves from the anchor: lighter than Barossa Shiraz is medium-bodied at most', () => {
    const r = recommendLocally({ query: 'something like Barossa Shiraz but lighter', preferences: NO_PREFERENCES, limit: 3 });
    for (const c of r.recommendations) expect(WINES.find((w) => w.id === c.id)!.structure.body).toBeLessThanOrEqual(3);
  });
});

describe('reasons true to the wine', () => {
  const shiraz = WINES.find(
    (w) => w.varietyIds.join() === 'shiraz' && w.variety === 'Shiraz' && w.wineType === 'Red Wine' && w.structure.body === 5,
  )!;
  it('finds another grape, a wrong body word or another producer, and ignores the request’s quoted words', () => {
    expect(untrueOf("Cabernet Sauvignon's blackcurrant and mint.", shiraz)[0]).toMatch(/^grape 'cabernet/);
    expect(untrueOf('A light-bodied red.', shiraz)[0]).toMatch(/body word/);
    expect(untrueOf('Lighter than ‘Pinot Noir’ as you asked.', shiraz)).toEqual([]);
  });

  it('keeps the sweetness of a sweet red: a sparkling red or a vintage fortified, never a dry table red', () => {
    const { recommendations } = recommendLocally({ query: 'a sweet red', preferences: NO_PREFERENCES, limit: 6 });
    const wines = recommendations.map((r) => WINES.find((w) => w.id === r.id)!);
    expect(wines.length).toBe(6);
    for (const w of wines) {
      expect(w.structure.sweetness).toBeGreaterThanOrEqual(2);
      expect(['Sparkling Wine', 'Fortified Wine']).toContain(w.wineType);
      expect(w.variety).not.toMatch(/muscat|muscadelle|tawny/i);
    }
  });
});
