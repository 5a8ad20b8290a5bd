import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display';

const base = { email: 'jane@example.com.au', profileImageUrl: null };

describe('user display', () => {
  it('uses first and last name', () => {
    const user = { ...base, firstName: 'Jane', lastName: 'Smith' };
    expect(displayName(user)).toBe('Jane Smith');
    expect(initials(user)).toBe('JS');
  });

  it('falls back to the e-mail without a name', () => {
    const user = { ...base, firstName: null, lastName: null };
    expect(displayName(user)).toBe('jane@example.com.au');
    expect(initials(user)).toBe('J');
  });
});
