import type { User } from '@wine/contracts';
import { readStored, removeStored, writeStored, type StoredShape } from '@/lib/device-storage';

// A record in browser storage that the profile was completed here, trusted for 7 days
// (docs/product-rules.md#accounts-and-passwords) when the server could not save it. The user id keeps it from covering another
// account that signs in on the same browser.
export const TEMPORARY_PROFILE_KEY = 'cellar-door-temporary-profile';
export const TEMPORARY_PROFILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface TemporaryProfile {
  userId: string;
  profileCompleted: boolean;
  timestamp: number;
}

// Checked by hand: this runs on every page load, and zod is not part of the first load.
const TemporaryProfileShape: StoredShape<TemporaryProfile> = {
  safeParse(value) {
    const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof TemporaryProfile, unknown>>;
    const fits =
      typeof record.userId === 'string' && typeof record.profileCompleted === 'boolean' && typeof record.timestamp === 'number';
    return fits
      ? {
          success: true,
          data: {
            userId: record.userId as string,
            profileCompleted: record.profileCompleted as boolean,
            timestamp: record.timestamp as number,
          },
        }
      : { success: false };
  },
};

export function saveTemporaryProfile(userId: string, now = Date.now()): void {
  const record: TemporaryProfile = { userId, profileCompleted: true, timestamp: now };
  writeStored(TEMPORARY_PROFILE_KEY, record);
}

export function clearTemporaryProfile(): void {
  removeStored(TEMPORARY_PROFILE_KEY);
}

// The stored record, or null; an unreadable or expired one is discarded.
export function readTemporaryProfile(now = Date.now()): TemporaryProfile | null {
  const record = readStored(TEMPORARY_PROFILE_KEY, TemporaryProfileShape);
  if (!record || now - record.timestamp > TEMPORARY_PROFILE_MAX_AGE_MS) {
    clearTemporaryProfile();
    return null;
  }
  return record;
}

// docs/product-rules.md#accounts-and-passwords: shown while the server's user lacks profileCompleted true and this browser holds no
// completed temporary profile for them.
export function shouldShowProfileSetup(
  user: Pick<User, 'id' | 'profileCompleted'>,
  temporaryProfile: TemporaryProfile | null,
): boolean {
  if (user.profileCompleted === true) return false;
  const completedHere = temporaryProfile?.userId === user.id && temporaryProfile.profileCompleted;
  return !completedHere;
}
