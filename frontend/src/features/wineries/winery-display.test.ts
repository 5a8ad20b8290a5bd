import { describe, expect, it } from 'vitest';
import { cellarDoorFacts, checkedOn, regionHref, resultCount, shown, websiteHref, wineriesFound } from './winery-display';

describe('winery display rules', () => {
  it('hides Unknown and Not available', () => {
    expect(shown('Unknown')).toBeNull();
    expect(shown('Not available')).toBeNull();
    expect(shown('1847')).toBe('1847');
  });
  it('adds https:// to bare websites only', () => {
    expect(websiteHref('penfolds.com')).toBe('https://penfolds.com');
    expect(websiteHref('http://x.com.au')).toBe('http://x.com.au');
  });
  it('says winery or wineries', () => {
    expect(resultCount(1)).toBe('Found 1 winery');
    expect(resultCount(4)).toBe('Found 4 wineries');
  });
});

describe('cellar door facts (hours and fees only with their date and source)', () => {
  const base = {
    cellarDoorHours: 'Not available',
    tastingFees: 'Not available',
    cellarDoorFactsAsOf: null,
    cellarDoorFactsSource: null,
  };
  it('are withheld when we hold none, so the card says Check with the winery', () => {
    expect(cellarDoorFacts(base)).toBeNull();
  });
  it('are withheld when a value has no date or source', () => {
    expect(cellarDoorFacts({ ...base, cellarDoorHours: 'Daily 10am-5pm' })).toBeNull();
  });
  it('carry the date checked and the source', () => {
    expect(
      cellarDoorFacts({
        ...base,
        cellarDoorHours: 'By appointment only',
        cellarDoorFactsAsOf: '2026-11-01',
        cellarDoorFactsSource: 'Producer website (mosswood.com.au)',
      }),
    ).toEqual({
      hours: 'By appointment only',
      fees: null,
      checked: '1 November 2026',
      source: 'Producer website (mosswood.com.au)',
    });
  });
  it('say how many wineries a region has, and link to it', () => {
    expect(wineriesFound(1)).toBe('1 winery found');
    expect(wineriesFound(12)).toBe('12 wineries found');
    expect(regionHref('barossa-valley')).toBe('?region=barossa-valley');
    expect(checkedOn('not a date')).toBe('not a date');
  });
});
