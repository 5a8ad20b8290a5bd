import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json, noContent } from '@/test/fake-api';
import { signedInState, testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

async function renderSettings() {
  const rendered = renderWithStore(<App />, { preloadedState: signedInState(), route: '/settings' });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return rendered;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const toast = (text: string, role: 'alert' | 'status' = 'alert') =>
  waitFor(() => expect(screen.getAllByRole(role).map((element) => element.textContent)).toContain(text));

describe('Account Settings: profile', () => {
  it('saves a new name and shows it everywhere', async () => {
    let current = testUser;
    const server = fakeApi({
      'GET /auth/user': () => json(200, current),
      'PATCH /auth/user': () => {
        current = { ...testUser, firstName: 'Janet', updatedAt: '2025-07-01T00:00:00.000Z' };
        return json(200, current);
      },
    });
    const { user, store } = await renderSettings();
    const profile = section('Profile');
    const firstName = profile.getByLabelText('First name');
    expect(firstName).toHaveValue('Jane');
    expect(profile.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    await toast('Profile UpdatedYour name has been saved.', 'status');
    expect(server.callsTo('PATCH', '/auth/user')[0]?.body).toEqual({ firstName: 'Janet', lastName: 'Smith' });
    await waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Janet'));
  });

  it('says when the name could not be saved', async () => {
    fakeApi({
      'GET /auth/user': () => json(200, testUser),
      'PATCH /auth/user': () => apiError(400, 'firstName must be at most 50 characters'),
    });
    const { user } = await renderSettings();
    const profile = section('Profile');
    await user.type(profile.getByLabelText('Last name'), '-Jones');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    await toast('Update FailedKeep your first name to 50 characters or fewer.');
  });
});

describe('Account Settings: password', () => {
  it.each([
    [{ 'Current password': 'old-secret', 'New password': 'secret1' }, 'Missing InformationPlease fill in all required fields.'],
    [
      { 'Current password': 'old-secret', 'New password': 'secret1', 'Confirm new password': 'secret2' },
      "Passwords Don't MatchPlease make sure your passwords match.",
    ],
    [
      { 'Current password': 'old-secret', 'New password': 'abc', 'Confirm new password': 'abc' },
      'Password Too ShortPassword must be at least 6 characters long.',
    ],
  ])('applies the sign-up rules to %o', async (values, message) => {
    const server = fakeApi({ 'GET /auth/user': () => json(200, testUser) });
    const { user } = await renderSettings();
    const password = section('Password');
    for (const [label, value] of Object.entries(values)) await user.type(password.getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(password.getByRole('button', { name: 'Update Password' }));
    await toast(message);
    expect(server.callsTo('POST', '/auth/password')).toHaveLength(0);
  });

  it('changes the password and clears the fields', async () => {
    const server = fakeApi({ 'GET /auth/user': () => json(200, testUser), 'POST /auth/password': () => noContent() });
    const { user } = await renderSettings();
    const password = section('Password');
    await user.type(password.getByLabelText(/^Current password/), 'old-secret');
    await user.type(password.getByLabelText(/^New password/), 'new-secret');
    await user.type(password.getByLabelText(/^Confirm new password/), 'new-secret');
    await user.click(password.getByRole('button', { name: 'Update Password' }));
    await toast('Password UpdatedYour password has been changed.', 'status');
    expect(server.callsTo('POST', '/auth/password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(password.getByLabelText(/^Current password/)).toHaveValue('');
  });
});

describe('Account Settings: delete account', () => {
  it('needs DELETE typed, then deletes, signs out and goes home', async () => {
    const server = fakeApi({ 'GET /auth/user': () => json(200, testUser), 'DELETE /auth/user': () => noContent() });
    const { user, store } = await renderSettings();
    await user.click(section('Delete Account').getByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    // the password is asked for again
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Your password'), 'my-secret');
    await user.click(confirm);

    await toast("Account DeletedYour account has been deleted. We're sorry to see you go.", 'status');
    expect(server.callsTo('DELETE', '/auth/user')).toHaveLength(1);
    expect(server.callsTo('DELETE', '/auth/user')[0]?.body).toEqual({ password: 'my-secret' });
    expect(store.getState().auth.status).toBe('signedOut');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('Cancel closes the confirmation without deleting', async () => {
    const server = fakeApi({ 'GET /auth/user': () => json(200, testUser) });
    const { user } = await renderSettings();
    await user.click(section('Delete Account').getByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/auth/user')).toHaveLength(0);
  });
});
