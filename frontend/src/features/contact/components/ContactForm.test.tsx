import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/Toaster';
import { renderWithStore } from '@/test/render';
import { ContactForm } from './ContactForm';

// Unit tests reach no server (vitest.config points the API at a closed port), so a send fails
// the way it would with the network down.
function renderForm() {
  return renderWithStore(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

describe('ContactForm', () => {
  it('marks name, email and message required, with an email-type input and a 6-row message box', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('rows', '6');
  });

  it("says 'Required Fields' when a required field is blank, without sending", async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Required FieldsPlease fill in your name, email, and message.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed and shows the fallback error when sending fails', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Jane Smith');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jane@example.com.au');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Do you ship to Hobart?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorFailed to send message. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Jane Smith');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you ship to Hobart?');
  });
});
