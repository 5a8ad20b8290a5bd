import type { User } from '@wine/contracts';
import { readStored, removeStored, writeStored } from '@/lib/device-storage';

// A reload with no signal cannot renew the session (the refresh call never reaches the server), but
// the refresh cookie is still good. The last signed-in user's record is kept on this device so the
// app shell and the cached cellar stay usable offline instead of signing the user out; it is
// forgotten whenever the session ends.
const KEY = 'cellar-door.session-user';

export function rememberSessionUser(user: User): void {
  writeStored(KEY, user);
}

// Only an offline reload reads it, so the contract (and zod) load then, not with the first page.
export async function rememberedSessionUser(): Promise<User | null> {
  const { userSchema } = await import('@wine/contracts');
  return readStored(KEY, userSchema);
}

export function forgetSessionUser(): void {
  removeStored(KEY);
}

/** RTK Query's error for a request that never got an answer (no network, server unreachable). */
export function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR';
}
