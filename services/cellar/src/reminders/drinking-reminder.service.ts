import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReminderRecipient, ReminderRun } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { Mailer } from '@wine/nest-common/mail';
import { Clock } from '../common/clock';
import { melbourneMonth } from '../common/melbourne-month';
import { LOCAL_APP_URL, type CellarConfig } from '../config';
import { DrinkingPlanService } from '../drinking-plan/drinking-plan.service';
import { drinkingDigest } from './drinking-digest';
import { IdentityClient } from './identity.client';
import { RemindersSentRepository } from './reminders-sent.repository';

/** One run of the monthly reminder (docs/product-rules.md#drinking-reminder), for every user who opted in. */
@Injectable()
export class DrinkingReminderService {
  private readonly logger = new Logger(DrinkingReminderService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: CellarConfig,
    private readonly identity: IdentityClient,
    private readonly plans: DrinkingPlanService,
    private readonly clock: Clock,
    private readonly sent: RemindersSentRepository,
    private readonly mailer: Mailer,
  ) {}

  /** Throws when any e-mail failed, so the queue retries; those already sent are not sent again. */
  async run(): Promise<ReminderRun> {
    if (!this.mailer.configured) {
      this.logger.log('no SMTP configured: the monthly drinking reminder is skipped');
      return { month: null, sent: 0, skipped: 0 };
    }
    const recipients = await this.identity.reminderRecipients();
    let sent = 0;
    let failed = 0;
    let month: string | null = null;
    for (const recipient of recipients) {
      const outcome = await this.remind(recipient);
      month = outcome.month;
      if (outcome.result === 'sent') sent++;
      if (outcome.result === 'failed') failed++;
    }
    this.logger.log(`drinking reminder: ${sent} sent, ${failed} failed, ${recipients.length} opted in`);
    if (failed > 0) throw new Error(`${failed} drinking reminders could not be e-mailed`);
    return { month, sent, skipped: recipients.length - sent };
  }

  private async remind(recipient: ReminderRecipient): Promise<{ month: string; result: 'sent' | 'none' | 'failed' }> {
    const { userId } = recipient;
    // the user's own clock, which test systems may move (the product's month is the Melbourne month)
    const month = melbourneMonth(await this.clock.now(userId));
    const digest = drinkingDigest(await this.plans.drinkingPlan(userId), recipient, this.config.PUBLIC_URL ?? LOCAL_APP_URL);
    if (!digest) return { month, result: 'none' };
    if (!(await this.sent.claim(userId, month))) return { month, result: 'none' };
    const delivery = await this.mailer.send({ from: this.config.REMINDER_FROM, to: recipient.email, ...digest });
    if (delivery === 'sent') return { month, result: 'sent' };
    await this.sent.release(userId, month);
    return { month, result: 'failed' };
  }
}
