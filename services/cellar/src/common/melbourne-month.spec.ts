import { melbourneMonth, melbourneYear } from './melbourne-month';

describe('melbourneMonth', () => {
  it.each([
    // November starts at midnight AEDT (UTC+11): 13:00 UTC on 31 October
    ['2026-10-31T12:59:59.999Z', '2026-10'],
    ['2026-10-31T13:00:00.000Z', '2026-11'],
    // July starts at midnight AEST (UTC+10): 14:00 UTC on 30 June
    ['2026-06-30T13:59:59.999Z', '2026-06'],
    ['2026-06-30T14:00:00.000Z', '2026-07'],
    // New Year in Melbourne comes 11 hours before UTC's
    ['2026-12-31T12:59:59.999Z', '2026-12'],
    ['2026-12-31T13:00:00.000Z', '2027-01'],
    // daylight saving starts on the first Sunday of October (4 Oct 2026): still October either side
    ['2026-10-03T15:59:59.000Z', '2026-10'],
    ['2026-10-04T16:00:00.000Z', '2026-10'],
    // April 2027 starts at midnight AEDT; daylight saving ends on its first Sunday
    ['2027-03-31T12:59:59.999Z', '2027-03'],
    ['2027-03-31T13:00:00.000Z', '2027-04'],
  ])('%s is in %s', (iso, month) => {
    expect(melbourneMonth(new Date(iso))).toBe(month);
  });

  it('counts years in Melbourne', () => {
    expect(melbourneYear(new Date('2026-12-31T12:59:59Z'))).toBe(2026);
    expect(melbourneYear(new Date('2026-12-31T13:00:00Z'))).toBe(2027);
  });
});
