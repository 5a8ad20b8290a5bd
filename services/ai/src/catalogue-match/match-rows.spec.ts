import { WINES } from '@wine/wine-knowledge';
import { CatalogueRowMatcher } from './match-rows';

const row = (producer: string, wineName: string, varietal = '', region = '') => ({ producer, wineName, varietal, region });

describe('CatalogueRowMatcher (the label matcher over import rows)', () => {
  const matcher = new CatalogueRowMatcher();

  it('matches a catalogue wine written as CellarTracker writes it, with its confidence', () => {
    const m = matcher.match(row('Penfolds', 'Grange', 'Shiraz', 'Barossa Valley'));
    expect(m).toMatchObject({ catalogueWineId: 'sa-penfolds-grange', wineName: 'Penfolds Grange', wineType: 'Red Wine' });
    expect(m!.confidence).toBeGreaterThan(0.8);
  });

  it('forgives a typo in the producer', () => {
    expect(matcher.match(row('Penfold', 'Grange'))?.catalogueWineId).toBe('sa-penfolds-grange');
  });

  it('leaves a wine the catalogue does not know unmatched', () => {
    expect(matcher.match(row('Bogus Garage Winery', 'My Backyard Red', 'Shiraz', 'Barossa Valley'))).toBeNull();
    expect(matcher.match(row('', ''))).toBeNull();
  });

  it('finds catalogue wines written out as themselves (every 10th, to keep the suite quick)', () => {
    const sample = WINES.filter((_, i) => i % 10 === 0);
    const misses = sample.filter((w) => matcher.match(row(w.producer, w.wineName, w.variety))?.catalogueWineId !== w.id);
    // a wine whose name is another's plus a word may go to the longer one; nearly all come back as themselves
    expect(misses.length / sample.length).toBeLessThan(0.05);
  });

  it('matches the same wine written twice once', async () => {
    const spy = jest.spyOn(matcher, 'match');
    await matcher.matchAll([row('Penfolds', 'Grange'), row('Penfolds', 'Grange'), row('Nobody', 'Nothing')]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('lets the work of other members run while it matches a big file', async () => {
    // every other catalogue wine, twice over: a big file (800 rows), and seconds of matching
    const rows = WINES.filter((_, i) => i % 2 === 0).flatMap((w) => [
      row(w.producer, w.wineName, w.variety),
      row(w.producer, `${w.wineName} Reserve`),
    ]);
    let otherWork = 0;
    const timer = setInterval(() => otherWork++, 1);
    const started = performance.now();
    const matches = await matcher.matchAll(rows);
    const tookMs = performance.now() - started;
    clearInterval(timer);
    expect(matches).toHaveLength(rows.length);
    // a timer due every millisecond ran many times while the rows were matched, not once at the end
    expect(tookMs).toBeGreaterThan(50);
    expect(otherWork).toBeGreaterThan(2);
    // seconds on a loaded machine (jest's default 5 s was seen to run out)
  }, 30_000);
});
