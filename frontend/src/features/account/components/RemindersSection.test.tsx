import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { signedInState, testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

async function renderSettings() {
  const rendered = renderWithStore(<App />, { preloadedState: signedInState(), route: '/settings' });
  // the first render of a file loads the lazy settings page: slow on a busy machine
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 15_000 });
  return rendered;
}

const reminders = () => within(screen.getByRole('region', { name: 'E-mail reminders' }));
const toast = (text: string, role: 'alert' | 'status' = 'alert') =>
  waitFor(() => expect(screen.getAllByRole(role).map((element) => element.textContent)).toContain(text));

describe('Account Settings: monthly drinking reminder', () => {
  it('is off until turned on, which e-mails a confirmation and says so; turning it off saves at once', async () => {
    const server = fakeApi({
      'GET /auth/user': () => json(200, testUser),
      'GET /account/notifications': () => json(200, { drinkingReminder: false, confirmationSent: false }),
      'PUT /account/notifications': (call) => {
        const on = (call.body as { drinkingReminder: boolean }).drinkingReminder;
        return json(200, { drinkingReminder: false, confirmationSent: on });
      },
    });
    const { user } = await renderSettings();
    const toggle = reminders().getByRole('switch', { name: 'Monthly drinking reminder' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      /Once a month, an e-mail listing the bottles in your cellar that are in “Drink soon”/,
    );

    await user.click(toggle);
    await toast('Confirmation SentOpen the link we just e-mailed you to start the monthly reminder.', 'status');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('We sent you a confirmation e-mail. The reminder starts once you open its link.');
    expect(server.callsTo('PUT', '/account/notifications')[0]?.body).toEqual({ drinkingReminder: true });

    await user.click(toggle);
    await toast('Reminder OffYou will no longer get the monthly drinking reminder.', 'status');
    expect(toggle).not.toBeChecked();
    expect(server.callsTo('PUT', '/account/notifications')[1]?.body).toEqual({ drinkingReminder: false });
  });

  it('shows the saved choice, and puts the switch back when saving fails', async () => {
    fakeApi({
      'GET /auth/user': () => json(200, testUser),
      'GET /account/notifications': () => json(200, { drinkingReminder: true, confirmationSent: false }),
      'PUT /account/notifications': () => apiError(503, 'The service is temporarily unavailable.'),
    });
    const { user } = await renderSettings();
    const toggle = reminders().getByRole('switch', { name: 'Monthly drinking reminder' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await toast('Update FailedThe service is temporarily unavailable.');
    expect(toggle).toBeChecked();
  });

  it('says when the setting could not be loaded, and cannot be changed then', async () => {
    fakeApi({ 'GET /auth/user': () => json(200, testUser), 'GET /account/notifications': () => apiError(500, 'boom') });
    await renderSettings();
    await reminders().findByText('Your reminder setting could not be loaded. Please try again later.');
    expect(reminders().getByRole('switch', { name: 'Monthly drinking reminder' })).toBeDisabled();
  });
});
