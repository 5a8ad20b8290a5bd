import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '@wine/contracts';

// The two e-mails of a password reset (docs/product-rules.md#password-reset), plain text.

export function resetLink(origin: string, token: string): string {
  return `${origin}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
}

export function resetLinkMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your Cellar Door AI password',
    text: [
      'Someone asked to reset the password of your Cellar Door AI account.',
      '',
      `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(origin: string): { subject: string; text: string } {
  return {
    subject: 'Your Cellar Door AI password was changed',
    text: [
      'The password of your Cellar Door AI account was just reset, and every device was signed out.',
      '',
      `If this was you, sign in with the new password at ${origin}.`,
      'If it was not, reset the password again at once from the sign-in page ("Forgot password?") and contact us.',
    ].join('\n'),
  };
}
