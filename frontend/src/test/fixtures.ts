import type { RootState } from '@/app/store';
import type { User } from '@wine/contracts';

export const testUser: User = {
  id: 'user-1',
  email: 'jane.smith@example.com.au',
  firstName: 'Jane',
  lastName: 'Smith',
  profileImageUrl: null,
  createdAt: '2025-06-21T00:00:00.000Z',
  updatedAt: '2025-06-21T00:00:00.000Z',
  subscriptionPlan: 'free',
  profileCompleted: true,
  usage: { savedWines: 0, uploadedWines: 0 },
};

export const signedInState = (user: User = testUser): Partial<RootState> => ({
  auth: { status: 'signedIn', accessToken: 'test-access-token', user, sessionExpired: false },
});

export const signedOutState = (): Partial<RootState> => ({
  auth: { status: 'signedOut', accessToken: null, user: null, sessionExpired: false },
});

// A user who has just signed up: profile setup still to do.
export const newUser: User = { ...testUser, id: 'user-2', email: 'new.member@example.com.au', profileCompleted: false };
