import { REMINDER_CONFIRMATION_DAYS } from '@wine/contracts';
import { mailText, unsubscribeHeaders, unsubscribeLink } from '@wine/nest-common/mail';

// The e-mail that asks a member to confirm the drinking reminder (docs/product-rules.md#drinking-reminder).

export const confirmationLink = (origin: string, token: string) =>
  `${origin}/api/account/notifications/confirm?token=${encodeURIComponent(token)}`;

export function confirmationMail(origin: string, token: string, unsubscribeToken: string, firstName: string | null) {
  const name = mailText(firstName ?? '', 50);
  return {
    subject: 'Confirm your monthly drinking reminder',
    headers: unsubscribeHeaders(origin, unsubscribeToken),
    text: [
      name ? `Hi ${name},` : 'Hi,',
      '',
      'You asked Cellar Door AI for a monthly e-mail listing the wines in your cellar to drink soon.',
      `To start it, open this link within ${REMINDER_CONFIRMATION_DAYS} days:`,
      confirmationLink(origin, token),
      '',
      'If you did not ask for it, ignore this e-mail: nothing will be sent.',
      '',
      '--',
      `Unsubscribe from every Cellar Door AI reminder: ${unsubscribeLink(origin, unsubscribeToken)}`,
    ].join('\n'),
  };
}
