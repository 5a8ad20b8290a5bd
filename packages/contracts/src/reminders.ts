import { z } from 'zod';
import { QUOTA_TIME_ZONE } from './cellar';

// The monthly "Drink soon" reminder e-mail (docs/product-rules.md#drinking-reminder): opt-in, off by default.

/** GET and PUT /api/account/notifications: the e-mails a user has asked for. */
export const notificationSettingsSchema = z
  .object({
    drinkingReminder: z.boolean({ error: 'drinkingReminder must be true or false' }),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { drinkingReminder: false };

/**
 * What GET and PUT answer: the reminder is on only once its address was confirmed; turning it on
 * e-mails a confirmation link first (`confirmationSent`) and it stays off until that is clicked.
 */
export const notificationStateSchema = z.object({
  drinkingReminder: z.boolean(),
  confirmationSent: z.boolean(),
});
export type NotificationState = z.infer<typeof notificationStateSchema>;

/** The one-click links in the e-mails: 256 random bits, base64url (docs/product-rules.md#drinking-reminder). */
export const mailLinkTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a valid link token'),
});
export type MailLinkToken = z.infer<typeof mailLinkTokenSchema>;

/** How long a confirmation link of the reminder is valid, and how many a member is sent a day. */
export const REMINDER_CONFIRMATION_DAYS = 7;
export const REMINDER_CONFIRMATIONS_PER_DAY = 3;

export const REMINDER_MESSAGES = {
  confirmed: 'Your monthly drinking reminder is on.',
  invalidLink: 'This confirmation link has expired or has already been used. Please turn the reminder on again.',
  unsubscribed: 'You will get no more e-mails from Cellar Door AI about your cellar.',
  tooManyConfirmations:
    'We have sent you 3 confirmation e-mails today. Please open the link in the last one, or try again tomorrow.',
} as const;

export const notificationSettingsMessageSchema = z.object({
  userId: z.string().min(1),
  settings: notificationSettingsSchema,
});

/** Who identity says has asked for the reminder (the cellar's monthly job sends to them). */
export const reminderRecipientSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  /** the recipient's one-click unsubscribe token (List-Unsubscribe, RFC 8058) */
  unsubscribeToken: z.string(),
});
export type ReminderRecipient = z.infer<typeof reminderRecipientSchema>;

/** The BullMQ queue and repeatable job that send the reminder (persisted names). */
export const DRINKING_REMINDER = {
  queue: 'cellar-reminders',
  job: 'drinking-reminder',
  // 9 am on the 1st of each Melbourne month
  cron: '0 9 1 * *',
  timeZone: QUOTA_TIME_ZONE, // the product's month is the Melbourne month
} as const;

/** What one run of the reminder job did (also the reply of the test systems' trigger). */
export const reminderRunSchema = z.object({
  month: z.string().nullable(),
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;
