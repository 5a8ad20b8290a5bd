import { describe, expect, it } from 'vitest';
import { offlineTimeLabel } from './use-online';

describe('offline notices', () => {
  it('show the time of the cached copy as HH:MM, 24-hour', () => {
    expect(offlineTimeLabel(new Date(2026, 10, 25, 14, 2).getTime())).toBe('14:02');
    expect(offlineTimeLabel(new Date(2026, 10, 25, 9, 5).getTime())).toBe('09:05');
  });
});
