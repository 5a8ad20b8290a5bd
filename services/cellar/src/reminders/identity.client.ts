import { Inject, Injectable } from '@nestjs/common';
import { PATTERNS, reminderRecipientSchema, type ReminderRecipient } from '@wine/contracts';
import { APP_CONFIG, TransportClient } from '@wine/nest-common';
import { z } from 'zod';
import type { CellarConfig } from '../config';

const RECIPIENTS_TIMEOUT_MS = 15_000;

/** Identity keeps who asked for the reminder and their e-mail address; the cellar asks at each run. */
@Injectable()
export class IdentityClient extends TransportClient {
  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    super(config.REDIS_URL, RECIPIENTS_TIMEOUT_MS);
  }

  async reminderRecipients(): Promise<ReminderRecipient[]> {
    return z.array(reminderRecipientSchema).parse(await this.request<unknown>(PATTERNS.identity.reminderRecipients, {}));
  }
}
