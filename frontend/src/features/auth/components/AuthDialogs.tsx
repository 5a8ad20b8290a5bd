import type { AuthResponse } from '@wine/contracts';
import { useDispatch } from 'react-redux';
import { signedIn } from '../auth-slice';
import { useAuthDialog } from '../hooks/use-auth-dialog';
import { SignInDialog } from './SignInDialog';
import { SignUpDialog } from './SignUpDialog';

// Sign In and Create Your Account, opened by ?signin=1 / ?signup=1 on any page (top bar buttons,
// the landing page, route guards). Rendered only while signed out.
export function AuthDialogs() {
  const dispatch = useDispatch();
  const { open, show, returnPath } = useAuthDialog();

  const startSession = (session: AuthResponse) => {
    // With a return path the home route takes the user back there; otherwise drop the flag and stay.
    if (!returnPath) show(null);
    dispatch(signedIn(session));
  };

  return (
    <>
      <SignInDialog
        open={open === 'signIn'}
        onClose={() => show(null)}
        onSwitchToSignUp={() => show('signUp')}
        onSignedIn={startSession}
      />
      <SignUpDialog
        open={open === 'signUp'}
        onClose={() => show(null)}
        onSwitchToSignIn={() => show('signIn')}
        onSignedUp={startSession}
      />
    </>
  );
}
