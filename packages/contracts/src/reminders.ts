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

export const notificationSettingsMessageSchema = z.object({
  userId: z.string().min(1),
  settings: notificationSettingsSchema,
});

/** Who identity says has asked for the reminder (the cellar's monthly job sends to them). */
export const reminderRecipientSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
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
