import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  addressUpdateMessageSchema,
  billingUserSchema,
  cancelMessageSchema,
  changePlanMessageSchema,
  checkoutCreateMessageSchema,
  checkoutSuccessMessageSchema,
  localConfirmSchema,
  localPageMessageSchema,
  PATTERNS,
  portalCreateMessageSchema,
  subscriptionCreateMessageSchema,
  type LocalConfirmResponse,
  type LocalPageResponse,
} from '@wine/contracts';
import { parseMessage, rpcError } from '@wine/nest-common';
import { LocalPaymentProvider } from '../provider/local/local-payment-provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider';
import { BillingService } from './billing.service';

@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @MessagePattern(PATTERNS.billing.provider)
  providerKind() {
    return this.billing.providerKind();
  }

  @MessagePattern(PATTERNS.billing.checkoutCreate)
  checkoutCreate(@Payload() data: unknown) {
    return this.billing.createCheckoutSession(parseMessage(checkoutCreateMessageSchema, data));
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

  // The local provider's hosted pages; with Stripe configured they do not exist.
  @MessagePattern(PATTERNS.billing.localPage)
  localPage(@Payload() data: unknown): Promise<LocalPageResponse> {
    const { kind, id, form } = parseMessage(localPageMessageSchema, data);
    return this.local().page(kind, id, form);
  }

  @MessagePattern(PATTERNS.billing.localConfirm)
  async localConfirm(@Payload() data: unknown): Promise<LocalConfirmResponse> {
    const result = await this.local().confirmIntent(parseMessage(localConfirmSchema, data));
    if (!result.ok) throw rpcError(result.status, result.message);
    return { status: 'succeeded', type: result.type };
  }

  private local(): LocalPaymentProvider {
    if (!(this.provider instanceof LocalPaymentProvider)) throw rpcError(404, 'Not found');
    return this.provider;
  }
}
