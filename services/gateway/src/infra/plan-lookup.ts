import { Injectable } from '@nestjs/common';
import { IdentityUser, PATTERNS, type CellarPlan } from '@wine/contracts';
import { ServiceClient } from './service-client';

/**
 * The user's plan as identity's record says it (docs/product-rules.md#plans: Premium is subscriptionPlan), passed
 * to the cellar with limit-bound requests so a plan change counts from the moment the user sees it.
 */
@Injectable()
export class PlanLookup {
  constructor(private readonly services: ServiceClient) {}

  async planOf(userId: string): Promise<CellarPlan> {
    const user = await this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId });
    return user.subscriptionPlan === 'premium' ? 'premium' : 'free';
  }
}
