import { describe, expect, it } from 'vitest';
import { savedDateLabel } from './saved-date';

const NOW = new Date(2026, 10, 23, 15, 0); // 23 November 2026, 3 pm local
const daysAgo = (n: number, hour = 9) => new Date(2026, 10, 23 - n, hour, 0).toISOString();

describe('savedDateLabel', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [20, '2 weeks ago'],
    [21, '3 weeks ago'],
    [29, '4 weeks ago'],
    [30, '24 October 2026'],
    [365, '23 November 2025'],
  ])('%i days ago reads %s', (days, label) => {
    expect(savedDateLabel(daysAgo(days), NOW)).toBe(label);
  });

  it('counts calendar days: late last night is 1 day ago', () => {
    expect(savedDateLabel(new Date(2026, 10, 22, 23, 59).toISOString(), new Date(2026, 10, 23, 0, 1))).toBe('1 day ago');
    expect(savedDateLabel(new Date(2026, 10, 23, 0, 1).toISOString(), new Date(2026, 10, 23, 23, 59))).toBe('Today');
  });

  it('never shows the future or nonsense', () => {
    expect(savedDateLabel(new Date(2026, 10, 24).toISOString(), NOW)).toBe('Today');
    expect(savedDateLabel('not a date', NOW)).toBe('');
  });
});
