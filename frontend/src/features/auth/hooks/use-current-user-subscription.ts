import { useSelector } from 'react-redux';
import { useGetCurrentUserQuery } from '../api/auth-api';
import { selectAuthStatus } from '../auth-slice';

// Keeps the user record live while signed in: refetched on window focus and whenever a change
// invalidates it (profile setup, name change); the auth slice takes each fresh copy.
export function useCurrentUserSubscription(): void {
  const signedIn = useSelector(selectAuthStatus) === 'signedIn';
  useGetCurrentUserQuery(undefined, { skip: !signedIn });
}
