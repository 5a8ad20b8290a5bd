import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/fixtures';
import { authSlice, signedIn, signedOut, tokenRefreshed } from './auth-slice';

const reduce = authSlice.reducer;

describe('auth slice', () => {
  it('starts loading with no token', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ status: 'loading', accessToken: null, user: null });
  });

  it('signs in, refreshes the token and signs out', () => {
    let state = reduce(undefined, signedIn({ accessToken: 'a', user: testUser }));
    expect(state).toEqual({ status: 'signedIn', accessToken: 'a', user: testUser });
    state = reduce(state, tokenRefreshed('b'));
    expect(state.accessToken).toBe('b');
    expect(reduce(state, signedOut())).toEqual({ status: 'signedOut', accessToken: null, user: null });
  });
});
