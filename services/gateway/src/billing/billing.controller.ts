import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  cancelSubscriptionSchema,
  cardTrialCheckResponseSchema,
  cardTrialCheckSchema,
  type CardTrialCheckRequest,
  type CardTrialCheckResponse,
  changePlanSchema,
  checkoutSuccessQuerySchema,
  createCheckoutSessionSchema,
  createSubscriptionSchema,
  localConfirmSchema,
  PATTERNS,
  updateBillingAddressSchema,
  type BillingInfo,
  type BillingMessage,
  type BillingProviderInfo,
  type CancelSubscriptionRequest,
  type ChangePlanRequest,
  type CheckoutSessionResponse,
  type CheckoutSuccessResponse,
  type CreateCheckoutSessionRequest,
  type CreateSubscriptionRequest,
  type LocalConfirmRequest,
  type LocalConfirmResponse,
  type LocalPageResponse,
  type PortalSessionResponse,
  type SubscriptionCreationResponse,
  billingInfoSchema,
  billingMessageSchema,
  billingProviderInfoSchema,
  checkoutSessionResponseSchema,
  checkoutSuccessResponseSchema,
  localConfirmResponseSchema,
  portalSessionResponseSchema,
  subscriptionCreationResponseSchema,
  trialOfferSchema,
  type TrialOffer,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { Referrals } from '../referrals/referrals.service';
import { ServiceClient } from '../infra/service-client';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { ProductRoute, PublicRoute, RateLimit } from '../access/route-access';
import { BILLING_ACTION_LIMIT } from '../rate-limit/limits';

/** Billing calls: all authenticated, answered by the billing service. */
@Controller()
@ProductRoute()
export class BillingController {
  // where checkout and the portal send the browser back to: configured, never the request's Host
  private readonly origin: string;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly services: ServiceClient,
    private readonly referrals: Referrals,
  ) {
    this.origin = config.PUBLIC_URL;
  }

  @Get('billing/provider')
  @ApiDoc({ summary: 'Which payment provider checkout uses', response: billingProviderInfoSchema })
  provider(): Promise<BillingProviderInfo> {
    return this.services.send('billing', PATTERNS.billing.provider);
  }

  @Get('billing/trial-offer')
  @ApiDoc({
    summary: 'The free trial a new subscription would start with (null: charged today), said before payment',
    response: trialOfferSchema,
  })
  async trialOffer(@CurrentUser() user: AuthUser): Promise<TrialOffer> {
    return this.services.send('billing', PATTERNS.billing.trialOffer, {
      userId: user.userId,
      email: user.email,
      referred: await this.referrals.wasReferred(user.userId),
    });
  }

  @Post('billing/card-trial-check')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({
    summary: 'Whether a card typed in the page would get the free trial (false: charged today); records nothing',
    response: cardTrialCheckResponseSchema,
  })
  cardTrialCheck(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(cardTrialCheckSchema)) body: CardTrialCheckRequest,
  ): Promise<CardTrialCheckResponse> {
    return this.services.send('billing', PATTERNS.billing.cardTrialCheck, {
      userId: user.userId,
      paymentMethodId: body.paymentMethodId,
    });
  }

  @Post('create-checkout-session')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Start a hosted checkout for a Premium plan', response: checkoutSessionResponseSchema })
  async checkout(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Body(new ZodBodyPipe(createCheckoutSessionSchema)) body: CreateCheckoutSessionRequest,
  ): Promise<CheckoutSessionResponse> {
    return this.services.send('billing', PATTERNS.billing.checkoutCreate, {
      userId: user.userId,
      email: user.email,
      origin: this.origin,
      plan: body.plan,
      referred: await this.referrals.wasReferred(user.userId),
    });
  }

  @Get('checkout-success')
  @ApiDoc({
    summary: 'Confirm a finished checkout and start the trial',
    response: checkoutSuccessResponseSchema,
    query: checkoutSuccessQuerySchema,
  })
  checkoutSuccess(@CurrentUser() user: AuthUser, @Query() query: unknown): Promise<CheckoutSuccessResponse> {
    const parsed = checkoutSuccessQuerySchema.safeParse(query);
    if (!parsed.success) throw new BadRequestException('session_id is required');
    return this.services.send('billing', PATTERNS.billing.checkoutSuccess, {
      userId: user.userId,
      sessionId: parsed.data.session_id,
    });
  }

  @Post('create-subscription')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Start a subscription paid in the page (Payment Element)', response: subscriptionCreationResponseSchema })
  async createSubscription(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(createSubscriptionSchema)) body: CreateSubscriptionRequest,
  ): Promise<SubscriptionCreationResponse> {
    return this.services.send('billing', PATTERNS.billing.subscriptionCreate, {
      userId: user.userId,
      email: user.email,
      origin: this.origin,
      plan: body.plan,
      referred: await this.referrals.wasReferred(user.userId),
    });
  }

  @Get('billing-info')
  @ApiDoc({ summary: 'Subscription, payment method, billing address and invoices', response: billingInfoSchema })
  info(@CurrentUser() user: AuthUser): Promise<BillingInfo> {
    return this.services.send('billing', PATTERNS.billing.infoGet, { userId: user.userId });
  }

  @Post('update-billing-address')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Change the billing address', response: billingMessageSchema })
  address(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(updateBillingAddressSchema)) body: { address: unknown },
  ): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.addressUpdate, { userId: user.userId, address: body.address });
  }

  @Post('create-portal-session')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Open the payment provider portal', response: portalSessionResponseSchema })
  portal(@CurrentUser() user: AuthUser): Promise<PortalSessionResponse> {
    return this.services.send('billing', PATTERNS.billing.portalCreate, { userId: user.userId, origin: this.origin });
  }

  @Post('pause-subscription')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Pause the subscription', response: billingMessageSchema })
  pause(@CurrentUser() user: AuthUser): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.pause, { userId: user.userId });
  }

  @Post('resume-subscription')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Resume a paused subscription', response: billingMessageSchema })
  resume(@CurrentUser() user: AuthUser): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.resume, { userId: user.userId });
  }

  @Post('cancel-subscription')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Cancel now or at the end of the period', response: billingMessageSchema })
  cancel(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(cancelSubscriptionSchema)) body: CancelSubscriptionRequest,
  ): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.cancel, { userId: user.userId, ...body });
  }

  @Post('reactivate-subscription')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Undo a cancellation at period end', response: billingMessageSchema })
  reactivate(@CurrentUser() user: AuthUser): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.reactivate, { userId: user.userId });
  }

  @Post('change-plan')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Switch between monthly and yearly', response: billingMessageSchema })
  changePlan(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(changePlanSchema)) body: ChangePlanRequest,
  ): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.changePlan, { userId: user.userId, newPlan: body.newPlan });
  }

  @Post('downgrade-to-free')
  @RateLimit(BILLING_ACTION_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Go back to the free plan', response: billingMessageSchema })
  downgrade(@CurrentUser() user: AuthUser): Promise<BillingMessage> {
    return this.services.send('billing', PATTERNS.billing.downgrade, { userId: user.userId });
  }
}

const FORM_LIMIT_BYTES = 8 * 1024;

/** A small urlencoded form body: the gateway's global parser only reads JSON. */
async function readForm(req: Request): Promise<Record<string, string>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new BadRequestException('Form too large');
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

// The hosted pages stand alone: no script, inline styles only, forms post back to this origin.
const HOSTED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The local payment provider's hosted checkout, portal and invoice pages, on the app's own origin
 * (like Stripe's, they need no sign-in: the unguessable session id is the key). With Stripe
 * configured, billing answers 404 here.
 */
@Controller('local-payments')
@PublicRoute()
export class LocalPaymentPagesController {
  constructor(private readonly services: ServiceClient) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiDoc({ summary: 'Local payment provider: confirm a card', response: localConfirmResponseSchema })
  confirm(@Body(new ZodBodyPipe(localConfirmSchema)) body: LocalConfirmRequest): Promise<LocalConfirmResponse> {
    return this.services.send('billing', PATTERNS.billing.localConfirm, body);
  }

  @Get(':kind/:id')
  @ApiDoc({ summary: 'Local payment provider: a hosted checkout, portal or invoice page', response: 'text/html' })
  async show(@Param('kind') kind: string, @Param('id') id: string, @Res() res: Response): Promise<void> {
    await this.render(res, kind, id);
  }

  @Post(':kind/:id')
  @ApiDoc({ summary: 'Local payment provider: submit a hosted page form', response: 'text/html' })
  async submit(@Param('kind') kind: string, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!req.is('application/x-www-form-urlencoded')) throw new BadRequestException('Expected a form submission');
    await this.render(res, kind, id, await readForm(req));
  }

  private async render(res: Response, kind: string, id: string, form?: Record<string, string>): Promise<void> {
    const page = await this.services.send<LocalPageResponse>('billing', PATTERNS.billing.localPage, { kind, id, form });
    res.setHeader('Cache-Control', 'no-store');
    if (page.redirect) {
      res.redirect(303, page.redirect);
      return;
    }
    res.setHeader('Content-Security-Policy', HOSTED_PAGE_CSP);
    res
      .status(page.status)
      .type('html')
      .send(page.html ?? '');
  }
}
