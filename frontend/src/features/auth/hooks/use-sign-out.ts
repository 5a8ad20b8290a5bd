import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { api } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useLogoutMutation } from '../api/auth-api';
import { signedOut } from '../auth-slice';

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [logout] = useLogoutMutation();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // 401 means the server already considers the session over. Anything else leaves the
      // refresh cookie valid, so claiming success would leave the account open on this browser.
      if (!isUnauthorized(error)) {
        toast({
          title: 'Sign Out Failed',
          description: 'There was an error signing you out.',
          variant: 'destructive',
        });
        return;
      }
    }
    void navigate(paths.home);
    dispatch(signedOut());
    // The next person on this browser must not see the previous user's cached data.
    dispatch(api.util.resetApiState());
    toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
  }, [dispatch, logout, navigate, toast]);
}
