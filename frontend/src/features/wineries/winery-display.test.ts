import { describe, expect, it } from 'vitest';
import { resultCount, shown, websiteHref } from './winery-display';

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
