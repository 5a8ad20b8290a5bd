import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { TOPICS } from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import { Model } from 'mongoose';
import { UsersRepository } from '../users/users.repository';
import { PlanChangeRecord } from './plan-change.schema';

/**
 * Premium is the user record's subscriptionPlan, kept in step with billing (docs/product-rules.md#plans).
 * The event bus skips event ids it has handled; this also skips a change older than the one
 * already applied (billing keys events by user, but a replay or a second producer may reorder).
 */
@Injectable()
export class PlanChangesConsumer implements OnModuleInit {
  private readonly logger = new Logger(PlanChangesConsumer.name);

  constructor(
    private readonly events: EventBus,
    private readonly users: UsersRepository,
    @InjectModel(PlanChangeRecord.name) private readonly changes: Model<PlanChangeRecord>,
  ) {}

  onModuleInit(): void {
    this.events.on(TOPICS.planChanged, 'sessions-plan', async ({ userId, plan }, envelope) => {
      // a plan change that arrives after the account was deleted must not bring a record of it back
      if (!(await this.users.findById(userId))) return;
      const occurredAt = new Date(envelope.occurredAt);
      const latest = await this.changes.findById(userId).lean<PlanChangeRecord>();
      if (latest && latest.occurredAt > occurredAt) {
        this.logger.log(`ignoring plan change ${envelope.eventId} for ${userId}: older than the one applied`);
        return;
      }
      await this.users.update(userId, { subscriptionPlan: plan });
      await this.changes.updateOne({ _id: userId }, { $set: { occurredAt, eventId: envelope.eventId } }, { upsert: true });
    });
  }
}
