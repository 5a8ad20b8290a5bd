import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { authDialogFrom, returnPathFrom, withAuthDialog, type AuthDialog } from '../auth-dialog-params';

// Which auth dialog the URL asks for, and how to switch or close it.
export function useAuthDialog() {
  const [params, setParams] = useSearchParams();
  const state: unknown = useLocation().state;

  const show = useCallback(
    // Replace, not push: Back should leave the page rather than reopen a closed dialog. The state
    // keeps a guard's return path while switching between the dialogs.
    (dialog: AuthDialog | null) => setParams(withAuthDialog(params, dialog), { replace: true, state }),
    [params, setParams, state],
  );

  return { open: authDialogFrom(params), show, returnPath: returnPathFrom(state) };
}
