export type AuthDialog = 'signIn' | 'signUp';

// The URL flags that open the dialogs; paths.signIn and paths.signUp ('/?signin=1') use them.
export const AUTH_DIALOG_PARAMS: Record<AuthDialog, string> = { signIn: 'signin', signUp: 'signup' };

export function authDialogFrom(params: URLSearchParams): AuthDialog | null {
  if (params.get(AUTH_DIALOG_PARAMS.signIn) === '1') return 'signIn';
  if (params.get(AUTH_DIALOG_PARAMS.signUp) === '1') return 'signUp';
  return null;
}

// The same query string with only `dialog`'s flag (or none) set.
export function withAuthDialog(params: URLSearchParams, dialog: AuthDialog | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(AUTH_DIALOG_PARAMS)) next.delete(name);
  if (dialog) next.set(AUTH_DIALOG_PARAMS[dialog], '1');
  return next;
}

// Route guards put the page a visitor was stopped at in the location state, to return there.
// Checked by hand: this module is on the first load, and zod is not.
export function returnPathFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}
