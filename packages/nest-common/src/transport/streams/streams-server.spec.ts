import { requestsToRead } from './streams-server';

describe('requestsToRead: how many requests an instance takes from the stream now', () => {
  const settings = { concurrency: 64, saturatedConcurrency: 8 };

  it('reads at most saturatedConcurrency at once, so one instance does not take a whole burst', () => {
    expect(requestsToRead(0, false, settings)).toBe(8);
    expect(requestsToRead(40, false, settings)).toBe(8);
  });

  it('keeps reading while the loop has time to spare, up to concurrency', () => {
    expect(requestsToRead(60, false, settings)).toBe(4);
    expect(requestsToRead(64, false, settings)).toBe(0);
  });

  it('holds no more than saturatedConcurrency while the loop is saturated, and reads in batches: the rest wait for another instance', () => {
    expect(requestsToRead(8, true, settings)).toBe(0);
    // not one round trip per request finished: it waits until half are done, then reads them all
    expect(requestsToRead(5, true, settings)).toBe(0);
    expect(requestsToRead(4, true, settings)).toBe(4);
    expect(requestsToRead(0, true, settings)).toBe(8);
    // taken before the loop saturated: none more until it is back under the limit
    expect(requestsToRead(30, true, settings)).toBe(0);
  });

  it('never exceeds concurrency when it is the smaller of the two', () => {
    expect(requestsToRead(1, true, { concurrency: 2, saturatedConcurrency: 8 })).toBe(1);
    expect(requestsToRead(0, false, { concurrency: 2, saturatedConcurrency: 8 })).toBe(2);
  });
});
