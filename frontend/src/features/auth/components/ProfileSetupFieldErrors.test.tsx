import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { melbourneToday, type User } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { newUser, signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

// Field errors next to the field (aria-invalid, aria-describedby), besides the spec's toasts, as sign-up and sign-in.
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function renderSetup(setup: () => Response = () => json(200, { ...newUser, profileCompleted: true } satisfies User)) {
  fakeApi({ 'GET /auth/user': () => json(200, newUser), 'POST /profile/setup': setup });
  return renderWithStore(<App />, { preloadedState: signedInState(newUser), route: '/dashboard' });
}

const setupDialog = () => screen.findByRole('dialog', { name: 'Complete Your Profile' });
const dateOfBirth = (dialog: HTMLElement) => within(dialog).getByLabelText(/Date of birth/);
const certification = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: /18 years of age or older/ });

function yearsAgo(years: number, dayOffset = 0): string {
  const [y, m, d] = melbourneToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + dayOffset)).toISOString().slice(0, 10);
}

describe('profile setup: each problem under its field', () => {
  it('Next marks the missing date and the unticked box, and reads each problem with its field', async () => {
    const { user } = renderSetup();
    const dialog = await setupDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(dateOfBirth(dialog)).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(dateOfBirth(dialog))).toContain('Enter your date of birth.');
    expect(certification(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(certification(dialog))).toContain('Tick the box to confirm you are 18 or older and agree to the terms.');
    // the spec's toast still says it
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toContain(
      "Age Verification RequiredPlease confirm your date of birth and that you're 18 or older.",
    );

    // each problem goes when its field is changed
    fireEvent.change(dateOfBirth(dialog), { target: { value: '1990-03-15' } });
    expect(dateOfBirth(dialog)).toHaveAttribute('aria-invalid', 'false');
    expect(describedBy(dateOfBirth(dialog))).not.toContain('Enter your date of birth.');
    expect(certification(dialog)).toHaveAttribute('aria-invalid', 'true');
    await user.click(certification(dialog));
    expect(certification(dialog)).toHaveAttribute('aria-invalid', 'false');
    expect(certification(dialog)).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the under-18 verdict under the date, marked invalid', async () => {
    const { user } = renderSetup();
    const dialog = await setupDialog();
    fireEvent.change(dateOfBirth(dialog), { target: { value: yearsAgo(18, 1) } });
    await user.click(certification(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dateOfBirth(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(dateOfBirth(dialog))).toContain('You must be 18 or older to use this product.');
    expect(certification(dialog)).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks a location over 100 characters before sending, and a refused date back on step 1', async () => {
    let calls = 0;
    const { user } = renderSetup(() => (++calls, apiError(400, 'dateOfBirth cannot be in the future')));
    const dialog = await setupDialog();
    fireEvent.change(dateOfBirth(dialog), { target: { value: '1990-03-15' } });
    await user.click(certification(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const location = within(dialog).getByLabelText('Location');
    fireEvent.change(location, { target: { value: 'x'.repeat(101) } });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(location)).toContain('Use at most 100 characters for your location.');
    expect(calls).toBe(0);

    fireEvent.change(location, { target: { value: 'Adelaide, SA' } });
    expect(location).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(within(dialog).getByText('Step 1 of 2: Age verification')).toBeInTheDocument());
    expect(dateOfBirth(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(dateOfBirth(dialog))).toContain('Your date of birth cannot be in the future.');
    expect(calls).toBe(1);
  });
});
