import { describe, expect, it } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, tooltipOpenDelay } from './Tooltip';

describe('tooltip delays', () => {
  it('opens after 700 ms, or at once within 300 ms of another closing', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(tooltipOpenDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(700);
    expect(tooltipOpenDelay(10_000, 10_000 - 299)).toBe(0);
    expect(tooltipOpenDelay(10_000, 10_000 - 300)).toBe(700);
  });
});
