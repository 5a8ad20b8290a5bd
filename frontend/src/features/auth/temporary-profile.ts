import type { User } from '@wine/contracts';
import { z } from 'zod';

// A record in browser storage that the profile was completed here, trusted for 7 days
// (docs/product-rules.md#accounts-and-passwords) when the server could not save it. The user id keeps it from covering another
// account that signs in on the same browser.
export const TEMPORARY_PROFILE_KEY = 'cellar-door-temporary-profile';
export const TEMPORARY_PROFILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const TemporaryProfileSchema = z.object({
  userId: z.string(),
  profileCompleted: z.boolean(),
  timestamp: z.number(),
});
export type TemporaryProfile = z.infer<typeof TemporaryProfileSchema>;

// Storage can be unavailable (private browsing, quotas); then there is simply no temporary profile.
function tryStorage<T>(use: (storage: Storage) => T, fallback: T): T {
  try {
    return use(window.localStorage);
  } catch {
    return fallback;
  }
}

export function saveTemporaryProfile(userId: string, now = Date.now()): void {
  const record: TemporaryProfile = { userId, profileCompleted: true, timestamp: now };
  tryStorage((storage) => storage.setItem(TEMPORARY_PROFILE_KEY, JSON.stringify(record)), undefined);
}

export function clearTemporaryProfile(): void {
  tryStorage((storage) => storage.removeItem(TEMPORARY_PROFILE_KEY), undefined);
}

// The stored record, or null; an unreadable or expired one is discarded.
export function readTemporaryProfile(now = Date.now()): TemporaryProfile | null {
  const raw = tryStorage((storage) => storage.getItem(TEMPORARY_PROFILE_KEY), null);
  if (raw === null) return null;
  let parsed: TemporaryProfile | null = null;
  try {
    parsed = TemporaryProfileSchema.parse(JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (!parsed || now - parsed.timestamp > TEMPORARY_PROFILE_MAX_AGE_MS) {
    clearTemporaryProfile();
    return null;
  }
  return parsed;
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
