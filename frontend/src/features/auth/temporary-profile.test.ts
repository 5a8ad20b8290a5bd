import { describe, expect, it } from 'vitest';
import { newUser } from '@/test/fixtures';
import {
  clearTemporaryProfile,
  readTemporaryProfile,
  saveTemporaryProfile,
  shouldShowProfileSetup,
  TEMPORARY_PROFILE_KEY,
  TEMPORARY_PROFILE_MAX_AGE_MS,
} from './temporary-profile';

const NOW = Date.UTC(2025, 5, 21);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('temporary profile storage', () => {
  it('stores profileCompleted and a timestamp under the temporary-profile key', () => {
    saveTemporaryProfile('user-2', NOW);
    expect(JSON.parse(localStorage.getItem(TEMPORARY_PROFILE_KEY) ?? 'null')).toEqual({
      userId: 'user-2',
      profileCompleted: true,
      timestamp: NOW,
    });
    expect(readTemporaryProfile(NOW)).toMatchObject({ profileCompleted: true, timestamp: NOW });
    clearTemporaryProfile();
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });

  it('keeps a record for 7 days, then discards it', () => {
    expect(TEMPORARY_PROFILE_MAX_AGE_MS).toBe(7 * DAY_MS);
    saveTemporaryProfile('user-2', NOW);
    expect(readTemporaryProfile(NOW + 7 * DAY_MS)).not.toBeNull();
    expect(readTemporaryProfile(NOW + 7 * DAY_MS + 1)).toBeNull();
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });

  it('discards a record it cannot read', () => {
    localStorage.setItem(TEMPORARY_PROFILE_KEY, '{"profileCompleted":"yes"');
    expect(readTemporaryProfile(NOW)).toBeNull();
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });
});

describe('profile setup show/hide rule', () => {
  const completedHere = { userId: newUser.id, profileCompleted: true, timestamp: NOW };

  it('shows while the server says incomplete and no completed temporary profile exists', () => {
    expect(shouldShowProfileSetup(newUser, null)).toBe(true);
    expect(shouldShowProfileSetup(newUser, { ...completedHere, profileCompleted: false })).toBe(true);
  });

  it('hides once the server says completed', () => {
    expect(shouldShowProfileSetup({ ...newUser, profileCompleted: true }, null)).toBe(false);
  });

  it('hides while this user has a completed temporary profile, but not for another account', () => {
    expect(shouldShowProfileSetup(newUser, completedHere)).toBe(false);
    expect(shouldShowProfileSetup({ ...newUser, id: 'someone-else' }, completedHere)).toBe(true);
  });
});
