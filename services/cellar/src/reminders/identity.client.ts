import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { PATTERNS, reminderRecipientSchema, type ReminderRecipient } from '@wine/contracts';
import { APP_CONFIG, redisTransport } from '@wine/nest-common';
import { firstValueFrom, timeout } from 'rxjs';
import { z } from 'zod';
import type { CellarConfig } from '../config';

const RECIPIENTS_TIMEOUT_MS = 15_000;

/** Identity keeps who asked for the reminder and their e-mail address; the cellar asks at each run. */
@Injectable()
export class IdentityClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.client = ClientProxyFactory.create(redisTransport(config.REDIS_URL, { timeoutMs: RECIPIENTS_TIMEOUT_MS }));
  }

  async reminderRecipients(): Promise<ReminderRecipient[]> {
    const reply = await firstValueFrom(
      this.client.send<unknown>(PATTERNS.identity.reminderRecipients, {}).pipe(timeout(RECIPIENTS_TIMEOUT_MS)),
    );
    return z.array(reminderRecipientSchema).parse(reply);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
