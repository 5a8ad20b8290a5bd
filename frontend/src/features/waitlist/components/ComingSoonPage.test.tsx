import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '@/test/render';
import { ComingSoonPage } from './ComingSoonPage';

describe('ComingSoonPage waitlist form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps Join Waitlist disabled until a non-blank e-mail is typed', async () => {
    const { user } = renderWithStore(<ComingSoonPage />);
    const email = screen.getByRole('textbox', { name: /Email address/ });
    const submit = screen.getByRole('button', { name: 'Join Waitlist' });
    expect(email).toHaveAttribute('type', 'email');
    expect(submit).toBeDisabled();
    await user.type(email, '   ');
    expect(submit).toBeDisabled();
    await user.type(email, 'jane@example.com.au');
    expect(submit).toBeEnabled();
  });

  it('alerts the fallback message when joining fails', async () => {
    // No server answers in unit tests, so the request fails without a server message.
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderWithStore(<ComingSoonPage />);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'jane@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to join waitlist. Please try again.'));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('jane@example.com.au');
  });
});
