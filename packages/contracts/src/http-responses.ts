import { z } from 'zod';
import {
  billingAddressSchema,
  type BillingInfo,
  type BillingMessage,
  type BillingProviderInfo,
  type CheckoutSessionResponse,
  type CheckoutSuccessResponse,
  type Invoice,
  type LocalConfirmResponse,
  type PortalSessionResponse,
  type SubscriptionCreationResponse,
} from './billing';
import type { ApiErrorBody } from './errors';

// Zod forms of HTTP answers that are plain interfaces elsewhere, so the OpenAPI document can describe
// them. `satisfies` keeps each schema assignable to its interface; the gateway's @ApiDoc checks the
// route's return type against the schema, so the two cannot drift apart.

/** docs/product-rules.md#errors: every API error is { statusCode, message, ...extra }. */
export const apiErrorBodySchema = z.looseObject({
  statusCode: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<ApiErrorBody>;

export const billingMessageSchema = z.object({ message: z.string() }) satisfies z.ZodType<BillingMessage>;

export const billingProviderInfoSchema = z.object({
  provider: z.enum(['stripe', 'local']),
  publishableKey: z.string().nullable(),
}) satisfies z.ZodType<BillingProviderInfo>;

export const checkoutSessionResponseSchema = z.object({
  url: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<CheckoutSessionResponse>;

export const checkoutSuccessResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  trialDays: z.number().int().nullable(),
}) satisfies z.ZodType<CheckoutSuccessResponse>;

export const subscriptionCreationResponseSchema = z.object({
  clientSecret: z.string().nullable(),
  message: z.string(),
}) satisfies z.ZodType<SubscriptionCreationResponse>;

export const portalSessionResponseSchema = z.object({ url: z.string() }) satisfies z.ZodType<PortalSessionResponse>;

export const invoiceSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe('cents'),
  currency: z.string(),
  status: z.string(),
  created: z.number().int(),
  period_start: z.number().int(),
  period_end: z.number().int(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
}) satisfies z.ZodType<Invoice>;

export const billingInfoSchema = z.object({
  subscription: z
    .object({
      current_period_end: z.number().int().describe('epoch seconds'),
      plan: z.enum(['month', 'year']),
      cancel_at_period_end: z.boolean(),
      pause_collection: z.object({ behavior: z.string(), resumes_at: z.number().int().nullable() }).nullable(),
      status: z.string(),
      trial_end: z.number().int().nullable(),
      pending_update: z.boolean(),
    })
    .nullable(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
    .nullable(),
  customer: z.object({ address: billingAddressSchema.nullable() }).nullable(),
  invoices: z.array(invoiceSchema),
}) satisfies z.ZodType<BillingInfo>;

export const localConfirmResponseSchema = z.object({
  status: z.literal('succeeded'),
  type: z.enum(['setup', 'payment']),
}) satisfies z.ZodType<LocalConfirmResponse>;

/** GET /api/health/live: the gateway process answers. */
export const livenessSchema = z.object({ status: z.literal('ok') });
