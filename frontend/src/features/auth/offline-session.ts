import { userSchema, type User } from '@wine/contracts';

// A reload with no signal cannot renew the session (the refresh call never reaches the server), but
// the refresh cookie is still good. The last signed-in user's record is kept on this device so the
// app shell and the cached cellar stay usable offline instead of signing the user out; it is
// forgotten whenever the session ends.
const KEY = 'cellar-door.session-user';

export function rememberSessionUser(user: User): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // storage full or disabled: offline reloads simply sign out, as before
  }
}

export function rememberedSessionUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetSessionUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** RTK Query's error for a request that never got an answer (no network, server unreachable). */
export function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR';
}
