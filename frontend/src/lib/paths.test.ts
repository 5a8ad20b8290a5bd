import { describe, expect, it } from 'vitest';
import { isLinkActive } from './paths';

describe('isLinkActive', () => {
  it('matches the link path and paths below it', () => {
    expect(isLinkActive('/cellar', '/cellar')).toBe(true);
    expect(isLinkActive('/cellar/x', '/cellar')).toBe(true);
    expect(isLinkActive('/cellarage', '/cellar')).toBe(false);
  });

  it("matches '/' only exactly", () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/pricing', '/')).toBe(false);
  });
});
