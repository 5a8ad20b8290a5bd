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
  const { open, show, leave } = useAuthDialog();

  const startSession = (session: AuthResponse) => {
    // Leave first: in the same render the guards see the user, so no redirect back to sign-in.
    leave();
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
