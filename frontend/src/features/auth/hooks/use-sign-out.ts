import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/lib/paths';
import { useLogoutMutation } from '../api/auth-api';
import { useEndSession } from './use-end-session';

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const endSession = useEndSession();
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
    endSession();
    toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
  }, [endSession, logout, navigate, toast]);
}
