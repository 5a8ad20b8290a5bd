import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { newUser, signedOutState, testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

const session = (user = testUser) => ({ accessToken: 'new-token', user });

function renderApp(route: string) {
  return renderWithStore(<App />, { preloadedState: signedOutState(), route });
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const location = () => screen.getByTestId('location');
// Failures are alerts; other toasts are status messages (title then description).
const toast = (text: string, role: 'alert' | 'status' = 'alert') =>
  waitFor(() => expect(screen.getAllByRole(role).map((element) => element.textContent)).toContain(text));

describe('Sign In dialog', () => {
  it('opens from ?signin=1 and removes the flag when closed', async () => {
    const { user } = renderApp('/pricing?signin=1');
    const signIn = await dialog('Sign In');
    await user.click(within(signIn).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/pricing$/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument());
  });

  it('needs both e-mail and password', async () => {
    const server = fakeApi({});
    const { user } = renderApp('/?signin=1');
    const signIn = await dialog('Sign In');
    await user.type(within(signIn).getByLabelText(/Email/), 'jane@example.com.au');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await toast('Missing InformationPlease enter both email and password.');
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's reason when sign-in fails", async () => {
    fakeApi({ 'POST /auth/login': () => apiError(401, 'Invalid email or password.') });
    const { user, store } = renderApp('/?signin=1');
    const signIn = await dialog('Sign In');
    await user.type(within(signIn).getByLabelText(/Email/), 'jane@example.com.au');
    await user.type(within(signIn).getByLabelText(/Password/), 'wrong-password');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await toast('Sign In FailedInvalid email or password.');
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('falls back to a generic message when the server cannot be reached', async () => {
    fakeApi({});
    const { user } = renderApp('/?signin=1');
    const signIn = await dialog('Sign In');
    await user.type(within(signIn).getByLabelText(/Email/), 'jane@example.com.au');
    await user.type(within(signIn).getByLabelText(/Password/), 'secret1');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await toast('Sign In FailedPlease check your credentials and try again.');
  });

  it('signs in, says so and goes to the dashboard', async () => {
    const server = fakeApi({
      'POST /auth/login': () => json(200, session()),
      'GET /auth/user': () => json(200, testUser),
    });
    const { user, store } = renderApp('/?signin=1');
    const signIn = await dialog('Sign In');
    await user.type(within(signIn).getByLabelText(/Email/), ' jane.smith@example.com.au ');
    await user.type(within(signIn).getByLabelText(/Password/), 'secret1');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await toast('Success!You have been signed in successfully.', 'status');
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(server.callsTo('POST', '/auth/login')[0]?.body).toEqual({ email: 'jane.smith@example.com.au', password: 'secret1' });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', accessToken: 'new-token' });
    // The token lives in memory only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('new-token');
  });

  it('opens when a guard stops a signed-out visitor, and signing in returns to that page', async () => {
    fakeApi({ 'POST /auth/login': () => json(200, session()), 'GET /auth/user': () => json(200, testUser) });
    const { user } = renderApp('/cellar');
    const signIn = await dialog('Sign In');
    expect(location()).toHaveTextContent('/?signin=1');
    await user.type(within(signIn).getByLabelText(/Email/), 'jane.smith@example.com.au');
    await user.type(within(signIn).getByLabelText(/Password/), 'secret1');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/cellar$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cellar' })).toBeInTheDocument();
  });

  it('links to Create Your Account and back', async () => {
    const { user } = renderApp('/?signin=1');
    await user.click(within(await dialog('Sign In')).getByRole('button', { name: 'Create an account' }));
    const signUp = await dialog('Create Your Account');
    expect(location()).toHaveTextContent('/?signup=1');
    await user.click(within(signUp).getByRole('button', { name: 'Sign in' }));
    expect(await dialog('Sign In')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/?signin=1');
  });
});

describe('Create Your Account dialog', () => {
  async function fillSignUp(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
    const signUp = await dialog('Create Your Account');
    for (const [label, value] of Object.entries(values)) {
      await user.type(within(signUp).getByLabelText(new RegExp(`^${label}`)), value);
    }
    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    return signUp;
  }

  it.each([
    [{ Email: 'a@b.com', Password: 'secret1' }, 'Missing InformationPlease fill in all required fields.'],
    [
      { Email: 'a@b.com', Password: 'secret1', 'Confirm password': 'secret2' },
      "Passwords Don't MatchPlease make sure your passwords match.",
    ],
    [
      { Email: 'a@b.com', Password: 'abc', 'Confirm password': 'abc' },
      'Password Too ShortPassword must be at least 6 characters long.',
    ],
  ])('refuses %o with a toast', async (values, message) => {
    const server = fakeApi({});
    const { user } = renderApp('/?signup=1');
    await fillSignUp(user, values);
    await toast(message);
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's reason when sign-up fails", async () => {
    fakeApi({ 'POST /auth/register': () => apiError(400, 'email must be a valid e-mail address') });
    const { user } = renderApp('/?signup=1');
    await fillSignUp(user, { Email: 'a@b.com', Password: 'secret1', 'Confirm password': 'secret1' });
    await toast('Sign Up FailedEnter a valid e-mail address.');
  });

  it("closes on the server's 'check your e-mail' answer (an address that has an account), signing nobody in", async () => {
    fakeApi({ 'POST /auth/register': () => json(201, { message: 'Please check your e-mail to continue.' }) });
    const { user } = renderApp('/?signup=1');
    await fillSignUp(user, { Email: 'a@b.com', Password: 'secret1', 'Confirm password': 'secret1' });
    await toast('Check Your EmailPlease check your e-mail to continue.', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Your Account' })).toBeNull());
  });

  it('falls back to a generic message without one', async () => {
    fakeApi({});
    const { user } = renderApp('/?signup=1');
    await fillSignUp(user, { Email: 'a@b.com', Password: 'secret1', 'Confirm password': 'secret1' });
    await toast('Sign Up FailedPlease try again with different credentials.');
  });

  it('creates the account, closes and opens profile setup', async () => {
    const server = fakeApi({
      'POST /auth/register': () => json(201, session(newUser)),
      'GET /auth/user': () => json(200, newUser),
    });
    const { user, store } = renderApp('/?signup=1');
    await fillSignUp(user, {
      'First name': 'New',
      'Last name': 'Member',
      Email: newUser.email,
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    expect(await dialog('Complete Your Profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Your Account' })).not.toBeInTheDocument());
    // Shown, though under the profile dialog's modal page: focus has moved on to the next step.
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      email: newUser.email,
      password: 'secret1',
      firstName: 'New',
      lastName: 'Member',
    });
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
