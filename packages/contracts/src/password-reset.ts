import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

// docs/product-rules.md#password-reset: a link by e-mail, single-use, 30 minutes, stored hashed.
export const PASSWORD_RESET_MINUTES = 30;
/** Where the e-mailed link opens the SPA; the token rides in the query string. */
export const PASSWORD_RESET_PATH = '/reset-password';

export const PASSWORD_RESET_MESSAGES = {
  // the same answer whether or not the address has an account
  requested: `If an account exists for that e-mail, we have sent it a link to reset the password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  invalidLink: 'This reset link has expired or has already been used. Please ask for a new one.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

/** POST /api/auth/password-reset/request */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset: the token from the link and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.invalidLink),
  newPassword: z
    .string({ error: 'newPassword is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
});
export type PasswordResetConfirm = z.input<typeof passwordResetSchema>;

export const passwordResetReplySchema = z.object({ message: z.string() });
export type PasswordResetReply = z.infer<typeof passwordResetReplySchema>;

/** What identity answers a completed reset: whose sessions the gateway must end. */
export const passwordResetDoneSchema = z.object({ userId: z.string() });
