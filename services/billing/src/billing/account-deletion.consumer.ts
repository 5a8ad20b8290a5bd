import { Injectable, OnModuleInit } from '@nestjs/common';
import { TOPICS } from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import { BillingService } from './billing.service';

/** A deleted account's billing ends with it (identity.user.deleted): no charge after deletion. */
@Injectable()
export class AccountDeletionConsumer implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly billing: BillingService,
  ) {}

  onModuleInit(): void {
    this.events.on(TOPICS.userDeleted, 'billing', async ({ userId }) => {
      await this.billing.forgetUser(userId);
      await this.events.forgetUser(userId);
    });
  }
}
