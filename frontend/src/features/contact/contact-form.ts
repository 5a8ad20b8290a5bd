import type { ContactMessage } from '@wine/contracts';

export type ContactFormValues = ContactMessage;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', subject: '', message: '' };

// Name, e-mail and message are required; subject is optional. Whitespace alone counts as
// missing. Returns the trimmed message to send, or null when a required field is missing.
export function contactMessageToSend(values: ContactFormValues): ContactMessage | null {
  const message: ContactMessage = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  return message.name && message.email && message.message ? message : null;
}
