import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ageOn, melbourneToday, type User } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { newUser, signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { readTemporaryProfile, saveTemporaryProfile, TEMPORARY_PROFILE_KEY } from '../temporary-profile';

const completedUser: User = { ...newUser, profileCompleted: true };

// The user record as the server holds it, updated by a successful profile setup.
function fakeServer({ setupFails = false } = {}) {
  let current = newUser;
  return fakeApi({
    'GET /auth/user': () => json(200, current),
    'POST /profile/setup': () => {
      if (setupFails) return apiError(500, 'Profile service unavailable');
      current = completedUser;
      return json(200, current);
    },
  });
}

function renderSignedIn(user: User = newUser) {
  return renderWithStore(<App />, { preloadedState: signedInState(user), route: '/dashboard' });
}

const setupDialog = () => screen.findByRole('dialog', { name: 'Complete Your Profile' });
const alertToast = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').map((element) => element.textContent)).toContain(text));

function yearsAgo(years: number, dayOffset = 0): string {
  const [y, m, d] = melbourneToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
  return date.toISOString().slice(0, 10);
}

function chooseDateOfBirth(dialog: HTMLElement, value: string) {
  fireEvent.change(within(dialog).getByLabelText(/Date of birth/), { target: { value } });
}

describe('profile setup step 1: age verification', () => {
  it('cannot be dismissed with Escape and limits the date to today', async () => {
    fakeServer();
    const { user } = renderSignedIn();
    const dialog = await setupDialog();
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveAttribute('max', melbourneToday());
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('tells an adult their age as soon as a date is chosen', async () => {
    fakeServer();
    renderSignedIn();
    const dialog = await setupDialog();
    const dateOfBirth = '1990-03-15';
    chooseDateOfBirth(dialog, dateOfBirth);
    const age = ageOn(dateOfBirth, melbourneToday());
    expect(within(dialog).getByText(`Age verification: you're ${age} years old.`)).toBeInTheDocument();
  });

  it('refuses anyone a day short of 18', async () => {
    fakeServer();
    const { user } = renderSignedIn();
    const dialog = await setupDialog();
    chooseDateOfBirth(dialog, yearsAgo(18, 1));
    expect(within(dialog).getByText('You must be 18 or older to use this product.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await alertToast("Age Verification RequiredPlease confirm your date of birth and that you're 18 or older.");
    expect(within(dialog).getByLabelText(/Date of birth/)).toBeInTheDocument();
  });

  it('accepts someone turning 18 today', async () => {
    fakeServer();
    renderSignedIn();
    const dialog = await setupDialog();
    chooseDateOfBirth(dialog, yearsAgo(18));
    expect(within(dialog).getByText("Age verification: you're 18 years old.")).toBeInTheDocument();
  });

  it('Next needs both the date and the certification', async () => {
    fakeServer();
    const { user } = renderSignedIn();
    const dialog = await setupDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await alertToast("Age Verification RequiredPlease confirm your date of birth and that you're 18 or older.");
    chooseDateOfBirth(dialog, '1990-03-15');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 1 of 2: Age verification')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /18 years of age or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 2: Preferences')).toBeInTheDocument();
  });

  it('links the terms and privacy policy in new tabs', async () => {
    fakeServer();
    renderSignedIn();
    const dialog = await setupDialog();
    expect(within(dialog).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-of-service');
    expect(within(dialog).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
  });
});

describe('profile setup step 2: preferences', () => {
  async function reachPreferences() {
    const rendered = renderSignedIn();
    const dialog = await setupDialog();
    chooseDateOfBirth(dialog, '1990-03-15');
    await rendered.user.click(within(dialog).getByRole('checkbox'));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    return { ...rendered, dialog };
  }

  it('shows the experience levels, wine types and budgets, and goes Back keeping step 1', async () => {
    fakeServer();
    const { user, dialog } = await reachPreferences();
    expect(within(dialog).getByRole('radio', { name: /Enthusiast.*I enjoy wine regularly/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rosé Wine' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: '$25-60' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue('1990-03-15');
  });

  it('completes with empty preferences sent as null, then closes and welcomes the user', async () => {
    const server = fakeServer();
    const { user, dialog, store } = await reachPreferences();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete Your Profile' })).not.toBeInTheDocument());
    expect(screen.getByText('Profile Complete!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/profile/setup')[0]?.body).toEqual({
      dateOfBirth: '1990-03-15',
      wineExperienceLevel: null,
      preferredWineTypes: null,
      budgetRange: null,
      location: null,
    });
    // The user is refetched, and the stand-in record is gone.
    await waitFor(() => expect(store.getState().auth.user?.profileCompleted).toBe(true));
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });

  it('sends the chosen preferences', async () => {
    const server = fakeServer();
    const { user, dialog } = await reachPreferences();
    await user.click(within(dialog).getByRole('radio', { name: /Connoisseur/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Red Wine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sparkling Wine' }));
    await user.click(within(dialog).getByRole('button', { name: '$60-150' }));
    await user.type(within(dialog).getByLabelText('Location'), 'Adelaide, SA');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(server.callsTo('POST', '/profile/setup')).toHaveLength(1));
    expect(server.callsTo('POST', '/profile/setup')[0]?.body).toEqual({
      dateOfBirth: '1990-03-15',
      wineExperienceLevel: 'connoisseur',
      preferredWineTypes: ['Red Wine', 'Sparkling Wine'],
      budgetRange: 'premium',
      location: 'Adelaide, SA',
    });
  });

  it('says why setup failed and stays open to retry, remembering the completion for 7 days', async () => {
    fakeServer({ setupFails: true });
    const { user, dialog } = await reachPreferences();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await alertToast('Setup FailedThere was an error setting up your profile: Profile service unavailable');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(readTemporaryProfile()).toMatchObject({ userId: newUser.id, profileCompleted: true });
  });
});

describe('when profile setup shows', () => {
  it('stays hidden for a completed profile and removes the temporary one', async () => {
    fakeApi({ 'GET /auth/user': () => json(200, completedUser) });
    saveTemporaryProfile(completedUser.id);
    renderSignedIn(completedUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'What Wine Are You Craving?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });

  it("stays hidden while this user's completed temporary profile is under 7 days old", async () => {
    fakeServer();
    saveTemporaryProfile(newUser.id, Date.now() - 6 * 24 * 60 * 60 * 1000);
    renderSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'What Wine Are You Craving?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
  });

  it('shows again once the temporary profile is over 7 days old', async () => {
    fakeServer();
    saveTemporaryProfile(newUser.id, Date.now() - 8 * 24 * 60 * 60 * 1000);
    renderSignedIn();
    expect(await setupDialog()).toBeInTheDocument();
    expect(localStorage.getItem(TEMPORARY_PROFILE_KEY)).toBeNull();
  });
});
