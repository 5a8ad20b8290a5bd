import { describe, expect, it } from 'vitest';
import { contactMessageToSend, EMPTY_CONTACT_FORM } from './contact-form';

const filled = { name: ' Jane Smith ', email: ' jane@example.com.au ', subject: '', message: ' Hello! ' };

describe('contactMessageToSend', () => {
  it('trims and accepts a message without a subject', () => {
    expect(contactMessageToSend(filled)).toEqual({
      name: 'Jane Smith',
      email: 'jane@example.com.au',
      subject: '',
      message: 'Hello!',
    });
  });

  it('rejects an empty form', () => {
    expect(contactMessageToSend(EMPTY_CONTACT_FORM)).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('rejects a missing or blank %s', (field) => {
    expect(contactMessageToSend({ ...filled, [field]: '' })).toBeNull();
    expect(contactMessageToSend({ ...filled, [field]: '   ' })).toBeNull();
  });
});
