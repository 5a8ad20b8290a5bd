import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type NotificationSettings,
  type NotificationState,
  REMINDER_CONFIRMATION_DAYS,
  REMINDER_CONFIRMATIONS_PER_DAY,
  REMINDER_MESSAGES,
  type ReminderRecipient,
} from '@wine/contracts';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import { Mailer } from '@wine/nest-common/mail';
import type { Model } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { LOCAL_APP_URL, type IdentityConfig } from '../config';
import { UserRecord } from '../users/user.schema';
import { confirmationMail } from './consent-mail';

const DAY_MS = 86_400_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

// On only for a confirmed address: a record switched on before confirmation existed has no
// unsubscribe token, was never confirmed, and shows off until its owner confirms
const isOn = (user: UserRecord) => user.drinkingReminder === true && typeof user.unsubscribeToken === 'string';

const stateOf = (user: UserRecord): NotificationState => ({
  drinkingReminder: isOn(user),
  confirmationSent: !isOn(user) && typeof user.reminderConfirmationHash === 'string',
});

/**
 * E-mail only to people who asked (docs/product-rules.md#drinking-reminder): turning the reminder on
 * e-mails a confirmation link, and the reminder starts once it is clicked; every e-mail carries a
 * one-click unsubscribe that needs no sign-in.
 */
@Injectable()
export class ReminderConsentService {
  private readonly logger = new Logger(ReminderConsentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    private readonly mailer: Mailer,
  ) {}

  async get(userId: string): Promise<NotificationState> {
    return stateOf(await this.user(userId));
  }

  async set(userId: string, { drinkingReminder }: NotificationSettings): Promise<NotificationState> {
    const user = await this.user(userId);
    if (!drinkingReminder) {
      await this.users.updateOne({ _id: userId }, { $set: { drinkingReminder: false, reminderConfirmationHash: null } });
      this.logger.log(`drinking reminder off for ${userId}`);
      return { drinkingReminder: false, confirmationSent: false };
    }
    if (isOn(user)) return stateOf(user);
    const now = Date.now();
    // a few links a day: switching off and on again cannot fill anyone's inbox (sign-up verifies no address)
    const dayStart = user.reminderConfirmationDayStart?.getTime() ?? 0;
    const sameDay = now - dayStart < DAY_MS;
    const sentToday = sameDay ? (user.reminderConfirmationsSent ?? 0) : 0;
    if (sentToday >= REMINDER_CONFIRMATIONS_PER_DAY) throw rpcError(429, REMINDER_MESSAGES.tooManyConfirmations);
    const token = newToken();
    const unsubscribeToken = user.unsubscribeToken ?? newToken();
    // only if no other request sent one since this one read the count: parallel clicks send one link
    const counted = user.reminderConfirmationsSent ?? 0;
    const claimed = await this.users.updateOne(
      {
        _id: userId,
        reminderConfirmationsSent: counted === 0 ? { $in: [0, null] } : counted,
        reminderConfirmationDayStart: user.reminderConfirmationDayStart ?? null,
      },
      {
        $set: {
          reminderConfirmationHash: sha256(token),
          reminderConfirmationExpiresAt: new Date(now + REMINDER_CONFIRMATION_DAYS * DAY_MS),
          reminderConfirmationDayStart: new Date(sameDay ? dayStart : now),
          reminderConfirmationsSent: sentToday + 1,
          unsubscribeToken,
        },
      },
    );
    if (claimed.modifiedCount === 0) return stateOf(await this.user(userId));
    void this.mailer.send({
      from: this.config.PASSWORD_RESET_FROM,
      to: user.email,
      ...confirmationMail(this.origin, token, unsubscribeToken, user.firstName),
    });
    this.logger.log(`drinking reminder confirmation e-mailed to ${userId}`);
    return { drinkingReminder: false, confirmationSent: true };
  }

  /** The confirmation link: the reminder is on from now; a spent, expired or unknown link is a 400. */
  async confirm(token: string): Promise<{ message: string }> {
    const user = await this.users
      .findOneAndUpdate(
        { reminderConfirmationHash: sha256(token), reminderConfirmationExpiresAt: { $gt: new Date() } },
        { $set: { drinkingReminder: true, reminderConfirmationHash: null, reminderConfirmationExpiresAt: null } },
      )
      .lean<UserRecord>();
    if (!user) throw rpcError(400, REMINDER_MESSAGES.invalidLink);
    this.logger.log(`drinking reminder confirmed and on for ${user._id}`);
    return { message: REMINDER_MESSAGES.confirmed };
  }

  /** One-click unsubscribe: every reminder off, a pending confirmation voided; the same answer for any token. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const user = await this.users
      .findOneAndUpdate({ unsubscribeToken: token }, { $set: { drinkingReminder: false, reminderConfirmationHash: null } })
      .lean<UserRecord>();
    if (user) this.logger.log(`unsubscribed ${user._id} from the drinking reminder (one-click link)`);
    return { message: REMINDER_MESSAGES.unsubscribed };
  }

  /** Who gets the monthly reminder: confirmed addresses only. */
  async recipients(): Promise<ReminderRecipient[]> {
    const users = await this.users
      .find(
        { drinkingReminder: true, unsubscribeToken: { $type: 'string' } },
        { _id: 1, email: 1, firstName: 1, unsubscribeToken: 1 },
      )
      .sort({ _id: 1 })
      .lean<Pick<UserRecord, '_id' | 'email' | 'firstName' | 'unsubscribeToken'>[]>();
    return users.map((u) => ({
      userId: u._id,
      email: u.email,
      firstName: u.firstName ?? null,
      unsubscribeToken: u.unsubscribeToken!,
    }));
  }

  private async user(userId: string): Promise<UserRecord> {
    const user = await this.users.findById(userId).lean<UserRecord>();
    if (!user) throw rpcError(404, 'User not found');
    return user;
  }

  private get origin(): string {
    return this.config.PUBLIC_URL ?? LOCAL_APP_URL;
  }
}
