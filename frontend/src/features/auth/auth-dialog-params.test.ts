import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { authDialogFrom, returnPathFrom, withAuthDialog } from './auth-dialog-params';

const search = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('auth dialog URL flags', () => {
  it('match the shared sign-in and sign-up paths', () => {
    expect(authDialogFrom(search(paths.signIn))).toBe('signIn');
    expect(authDialogFrom(search(paths.signUp))).toBe('signUp');
    expect(authDialogFrom(new URLSearchParams('signin=0'))).toBeNull();
  });

  it('switch or remove the flag and keep other parameters', () => {
    const params = new URLSearchParams('ref=abc&signin=1');
    expect(withAuthDialog(params, 'signUp').toString()).toBe('ref=abc&signup=1');
    expect(withAuthDialog(params, null).toString()).toBe('ref=abc');
  });

  it('reads only a same-site return path from the location state', () => {
    expect(returnPathFrom({ from: '/cellar' })).toBe('/cellar');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
