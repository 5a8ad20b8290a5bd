import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { newUser, signedOutState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

// Field errors next to the field (aria-invalid, aria-describedby), besides the spec's toasts.
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('auth dialogs: each problem under its field', () => {
  it('sign-up marks each field at fault and reads its problem with it; typing clears it', async () => {
    fakeApi({});
    const { user } = renderWithStore(<App />, { preloadedState: signedOutState(), route: '/?signup=1' });
    const signUp = await screen.findByRole('dialog', { name: 'Create Your Account' });
    await user.type(within(signUp).getByLabelText(/^Password/), 'abc');
    await user.type(within(signUp).getByLabelText(/^Confirm password/), 'abd');
    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }));

    const email = within(signUp).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(email)).toContain('Enter your e-mail address.');
    const password = within(signUp).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(password)).toContain('Use at least 6 characters.');
    expect(describedBy(within(signUp).getByLabelText(/^Confirm password/))).toContain('The passwords do not match.');

    await user.type(email, 'jo@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(describedBy(email)).not.toContain('Enter your e-mail address.');
  });

  it("puts the server's refusal of the e-mail under the e-mail field", async () => {
    fakeApi({ 'POST /auth/register': () => apiError(400, 'email must be a valid e-mail address') });
    const { user } = renderWithStore(<App />, { preloadedState: signedOutState(), route: '/?signup=1' });
    const signUp = await screen.findByRole('dialog', { name: 'Create Your Account' });
    await user.type(within(signUp).getByLabelText(/^Email/), 'jo@example.com');
    await user.type(within(signUp).getByLabelText(/^Password/), 'secret1');
    await user.type(within(signUp).getByLabelText(/^Confirm password/), 'secret1');
    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    const email = within(signUp).getByLabelText(/^Email/);
    await waitFor(() => expect(describedBy(email)).toContain('Enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('sign-in marks the empty password, then signs in on retry', async () => {
    let attempts = 0;
    fakeApi({
      'POST /auth/login': () =>
        ++attempts === 1 ? apiError(401, 'Invalid email or password.') : json(200, { accessToken: 't', user: newUser }),
    });
    const { user } = renderWithStore(<App />, { preloadedState: signedOutState(), route: '/?signin=1' });
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(signIn).getByLabelText(/^Email/), 'jo@example.com');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    const password = within(signIn).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(password)).toContain('Enter your password.');

    await user.type(password, 'wrong-one');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.'));
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument());
  });
});
