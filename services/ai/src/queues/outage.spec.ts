import { DependencyUnavailableError } from '@wine/nest-common';
import { CellarError } from '../photos/cellar.client';
import { isOutage } from './outage';

describe('isOutage: a job that meets one waits in the queue instead of using an attempt', () => {
  it('an open breaker, a store deadline and a peer answering 503 are outages', () => {
    expect(isOutage(new DependencyUnavailableError('mongo', 'Service temporarily unavailable'))).toBe(true);
    expect(
      isOutage(Object.assign(new Error('Timed out during socket read (3999ms)'), { name: 'MongoNetworkTimeoutError' })),
    ).toBe(true);
    expect(isOutage(new CellarError(503, 'Service temporarily unavailable'))).toBe(true);
  });

  it("a photo's own fault or a peer's refusal is not", () => {
    expect(isOutage(new Error('Input buffer contains unsupported image format'))).toBe(false);
    expect(isOutage(new CellarError(409, 'Upload limit reached'))).toBe(false);
    expect(isOutage(undefined)).toBe(false);
  });
});
