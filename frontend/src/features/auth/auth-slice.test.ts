import { describe, expect, it } from 'vitest';
import { sessionExpired } from '@/lib/session-events';
import { testUser } from '@/test/fixtures';
import { authSlice, sessionExpiryHandled, signedIn, signedOut, tokenRefreshed } from './auth-slice';

const reduce = authSlice.reducer;
const signedOutState = { status: 'signedOut', accessToken: null, user: null, sessionExpired: false };

describe('auth slice', () => {
  it('starts loading with no token', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'loading',
      accessToken: null,
      user: null,
      sessionExpired: false,
    });
  });

  it('signs in, refreshes the token and signs out', () => {
    let state = reduce(undefined, signedIn({ accessToken: 'a', user: testUser }));
    expect(state).toEqual({ status: 'signedIn', accessToken: 'a', user: testUser, sessionExpired: false });
    state = reduce(state, tokenRefreshed('b'));
    expect(state.accessToken).toBe('b');
    expect(reduce(state, signedOut())).toEqual(signedOutState);
  });

  it('flags an expired session only when the user was signed in', () => {
    const signedInState = reduce(undefined, signedIn({ accessToken: 'a', user: testUser }));
    const expired = reduce(signedInState, sessionExpired());
    expect(expired).toEqual({ ...signedOutState, sessionExpired: true });
    expect(reduce(expired, sessionExpiryHandled())).toEqual(signedOutState);
    // A failed boot (still loading) is simply signed out.
    expect(reduce(undefined, sessionExpired())).toEqual(signedOutState);
  });
});
