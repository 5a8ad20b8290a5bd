import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { authDialogFrom, returnPathFrom, withAuthDialog, type AuthDialog } from '../auth-dialog-params';

// Which auth dialog the URL asks for, and how to switch, close or leave it.
export function useAuthDialog() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;

  const show = useCallback(
    // Replace, not push: Back should leave the page rather than reopen a closed dialog.
    (dialog: AuthDialog | null) => setParams(withAuthDialog(params, dialog), { replace: true, state }),
    [params, setParams, state],
  );

  // After signing in: back to the page a guard stopped the visitor at, else stay without the flag.
  const leave = useCallback(() => {
    const from = returnPathFrom(state);
    if (from) void navigate(from, { replace: true });
    else show(null);
  }, [navigate, show, state]);

  return { open: authDialogFrom(params), show, leave };
}
