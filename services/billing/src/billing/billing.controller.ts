import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  addressUpdateMessageSchema,
  billingUserSchema,
  cancelMessageSchema,
  cardTrialCheckMessageSchema,
  changePlanMessageSchema,
  checkoutCreateMessageSchema,
  checkoutSuccessMessageSchema,
  PATTERNS,
  portalCreateMessageSchema,
  subscriptionCreateMessageSchema,
  trialOfferMessageSchema,
} from '@wine/contracts';
import { parseMessage, RpcErrorFilter } from '@wine/nest-common';
import { BillingService } from './billing.service';
import { CardTrialCheck } from './card-trial-check';

@Controller()
// errors as { statusCode, message }: billing is hybrid, and its transport takes no global filter (main.ts)
@UseFilters(RpcErrorFilter)
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly cardTrials: CardTrialCheck,
  ) {}

  @MessagePattern(PATTERNS.billing.provider)
  providerKind() {
    return this.billing.providerKind();
  }

  @MessagePattern(PATTERNS.billing.checkoutCreate)
  checkoutCreate(@Payload() data: unknown) {
    return this.billing.createCheckoutSession(parseMessage(checkoutCreateMessageSchema, data));
  }

  @MessagePattern(PATTERNS.billing.trialOffer)
  trialOffer(@Payload() data: unknown) {
    return this.billing.trialOffer(parseMessage(trialOfferMessageSchema, data));
  }

  @MessagePattern(PATTERNS.billing.cardTrialCheck)
  cardTrialCheck(@Payload() data: unknown) {
    return this.cardTrials.check(parseMessage(cardTrialCheckMessageSchema, data));
  }

  @MessagePattern(PATTERNS.billing.checkoutSuccess)
  checkoutSuccess(@Payload() data: unknown) {
    return this.billing.checkoutSuccess(parseMessage(checkoutSuccessMessageSchema, data));
  }

  @MessagePattern(PATTERNS.billing.subscriptionCreate)
  subscriptionCreate(@Payload() data: unknown) {
    return this.billing.createSubscription(parseMessage(subscriptionCreateMessageSchema, data));
  }

  @MessagePattern(PATTERNS.billing.infoGet)
  info(@Payload() data: unknown) {
    return this.billing.billingInfo(parseMessage(billingUserSchema, data).userId);
  }

  @MessagePattern(PATTERNS.billing.addressUpdate)
  address(@Payload() data: unknown) {
    const { userId, address } = parseMessage(addressUpdateMessageSchema, data);
    return this.billing.updateAddress(userId, address);
  }

  @MessagePattern(PATTERNS.billing.portalCreate)
  portal(@Payload() data: unknown) {
    const { userId, origin } = parseMessage(portalCreateMessageSchema, data);
    return this.billing.createPortalSession(userId, origin);
  }

  @MessagePattern(PATTERNS.billing.pause)
  pause(@Payload() data: unknown) {
    return this.billing.pause(parseMessage(billingUserSchema, data).userId);
  }

  @MessagePattern(PATTERNS.billing.resume)
  resume(@Payload() data: unknown) {
    return this.billing.resume(parseMessage(billingUserSchema, data).userId);
  }

  @MessagePattern(PATTERNS.billing.cancel)
  cancel(@Payload() data: unknown) {
    const { userId, cancelImmediately, reason } = parseMessage(cancelMessageSchema, data);
    return this.billing.cancel(userId, cancelImmediately, reason);
  }

  @MessagePattern(PATTERNS.billing.reactivate)
  reactivate(@Payload() data: unknown) {
    return this.billing.reactivate(parseMessage(billingUserSchema, data).userId);
  }

  @MessagePattern(PATTERNS.billing.changePlan)
  changePlan(@Payload() data: unknown) {
    const { userId, newPlan } = parseMessage(changePlanMessageSchema, data);
    return this.billing.changePlan(userId, newPlan);
  }

  @MessagePattern(PATTERNS.billing.downgrade)
  downgrade(@Payload() data: unknown) {
    return this.billing.downgrade(parseMessage(billingUserSchema, data).userId);
  }
}
