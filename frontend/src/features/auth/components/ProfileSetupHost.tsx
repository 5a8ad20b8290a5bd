import type { User } from '@wine/contracts';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/session';
import { clearTemporaryProfile, readTemporaryProfile, shouldShowProfileSetup } from '../temporary-profile';
import { ProfileSetupDialog } from './ProfileSetupDialog';

// docs/product-rules.md#accounts-and-passwords: profile setup opens after sign-up and whenever the signed-in user's profile is incomplete.
export function ProfileSetupHost() {
  const user = useCurrentUser();
  // Keyed by user, so the next account on this browser starts from a fresh dialog and gate.
  return user ? <ProfileSetupGate key={user.id} user={user} /> : null;
}

function ProfileSetupGate({ user }: { user: User }) {
  // Read once per user: the record written just before a save must not close the dialog if that
  // save then fails and the user wants to retry.
  const [temporaryProfile] = useState(readTemporaryProfile);
  const [completed, setCompleted] = useState(false);

  // Once the server says completed, the local stand-in has served its purpose.
  useEffect(() => {
    if (user.profileCompleted) clearTemporaryProfile();
  }, [user.profileCompleted]);

  const open = !completed && shouldShowProfileSetup(user, temporaryProfile);
  return <ProfileSetupDialog open={open} userId={user.id} onCompleted={() => setCompleted(true)} />;
}
