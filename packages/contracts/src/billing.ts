import { z } from 'zod';
import { BILLING_PLANS } from './billing-plans';
export * from './billing-plans';

// Premium billing: pricing, checkout, subscription and billing info (docs/product-rules.md#prices).

export const billingPlanSchema = z.enum(BILLING_PLANS, { error: "plan must be 'monthly' or 'yearly'" });

// A failed renewal keeps Premium this long while the provider retries the card.
export const PAST_DUE_GRACE_DAYS = 7;

export const CANCEL_REASONS = [
  'too_expensive',
  'not_using',
  'missing_features',
  'found_alternative',
  'temporary',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

// ---- HTTP bodies (the gateway validates them; billing validates the messages again) ----

export const createCheckoutSessionSchema = z.object({
  plan: billingPlanSchema,
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionSchema>;

// /subscribe pays in the page; without a body it starts the monthly plan, as it did before plans were offered there
export const createSubscriptionSchema = z.object({
  plan: billingPlanSchema.default('monthly'),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionSchema>;

// docs/product-rules.md#trials: the in-page Stripe form asks whether a typed card would get the
// trial before confirming it (POST /api/billing/card-trial-check); billing records nothing.
export const cardTrialCheckSchema = z.object({
  paymentMethodId: z
    .string({ error: 'paymentMethodId is required' })
    .regex(/^pm_[A-Za-z0-9_]{1,100}$/, 'paymentMethodId must be a payment method id (pm_...)'),
});
export type CardTrialCheckRequest = z.infer<typeof cardTrialCheckSchema>;
// trial false: this card had its free trial on another account, so the first period is charged today
export const cardTrialCheckResponseSchema = z.object({ trial: z.boolean() });
export type CardTrialCheckResponse = z.infer<typeof cardTrialCheckResponseSchema>;

export const checkoutSuccessQuerySchema = z.object({
  session_id: z
    .string({ error: 'session_id is required' })
    .trim()
    .min(1, 'session_id is required')
    .max(255, 'session_id is too long'),
});

export const billingAddressSchema = z.object({
  line1: z.string({ error: 'address.line1 is required' }).trim().min(1, 'address.line1 is required').max(200),
  line2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  city: z.string({ error: 'address.city is required' }).trim().min(1, 'address.city is required').max(100),
  state: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  postal_code: z.string({ error: 'address.postal_code is required' }).trim().min(1, 'address.postal_code is required').max(20),
  // docs/product-rules.md#subscription-controls: default billing country AU
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'address.country must be a two-letter country code')
    .nullish()
    .transform((v) => v || 'AU'),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export const updateBillingAddressSchema = z.object({ address: billingAddressSchema });

export const changePlanSchema = z.object({ newPlan: z.enum(BILLING_PLANS, { error: "newPlan must be 'monthly' or 'yearly'" }) });
export type ChangePlanRequest = z.infer<typeof changePlanSchema>;

export const cancelSubscriptionSchema = z.object({
  cancelImmediately: z.boolean({ error: 'cancelImmediately must be true or false' }).default(false),
  // docs/product-rules.md#subscription-controls: the retention dialog's 'Still Cancel' may send no reason
  reason: z
    .enum(CANCEL_REASONS, { error: `reason must be one of ${CANCEL_REASONS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
});
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionSchema>;

// ---- responses ----

export interface CheckoutSessionResponse {
  url: string | null;
  hasActiveSubscription: boolean;
  message: string;
}
export interface CheckoutSuccessResponse {
  success: boolean;
  message: string;
  /** length of the free trial that started, when one did (7, or 14 for a referred friend) */
  trialDays: number | null;
}
export interface SubscriptionCreationResponse {
  clientSecret: string | null;
  message: string;
}
export interface BillingMessage {
  message: string;
}
export interface PortalSessionResponse {
  url: string;
}

export interface BillingInfo {
  subscription: {
    current_period_end: number; // epoch seconds
    plan: 'month' | 'year';
    cancel_at_period_end: boolean;
    pause_collection: { behavior: string; resumes_at: number | null } | null;
    status: string;
    trial_end: number | null;
    pending_update: boolean;
  } | null;
  paymentMethod: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  customer: { address: BillingAddress | null } | null;
  invoices: Invoice[];
}
export interface Invoice {
  id: string;
  amount: number; // cents
  currency: string;
  status: string;
  created: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

// Fixed texts the pages and tests share.
export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  alreadySubscribedShort: 'Already subscribed',
  premiumRequired: 'Billing details are for Premium members. Upgrade to Premium to see them.',
  noSubscription: 'You have no Premium subscription to manage.',
} as const;

// ---- Redis-transport messages (gateway → billing) ----

export const billingUserSchema = z.object({ userId: z.string().min(1), email: z.string().email().optional() });
// where the browser came from: hosted pages return there
export const originSchema = z.string().url();

// `referred`: the user signed up through a friend's referral link (content's record), so the trial is 14 days.
export const checkoutCreateMessageSchema = billingUserSchema.extend({
  email: z.string().email(),
  origin: originSchema,
  plan: billingPlanSchema,
  referred: z.boolean().default(false),
});
export const checkoutSuccessMessageSchema = billingUserSchema.extend({ sessionId: z.string().min(1) });
export const subscriptionCreateMessageSchema = billingUserSchema.extend({
  email: z.string().email(),
  origin: originSchema,
  plan: billingPlanSchema.default('monthly'),
  referred: z.boolean().default(false),
});
export const cardTrialCheckMessageSchema = billingUserSchema.extend(cardTrialCheckSchema.shape);
export const portalCreateMessageSchema = billingUserSchema.extend({ origin: originSchema });
export const addressUpdateMessageSchema = billingUserSchema.extend({ address: billingAddressSchema });
export const changePlanMessageSchema = billingUserSchema.extend({ newPlan: changePlanSchema.shape.newPlan });
export const cancelMessageSchema = billingUserSchema.extend({
  cancelImmediately: z.boolean(),
  reason: z.enum(CANCEL_REASONS).nullable(),
});

// The local payment provider's hosted pages (checkout, portal, invoice, card confirmation),
// served through the gateway on the app's own origin.
export const LOCAL_PAGE_KINDS = ['checkout', 'portal', 'invoice'] as const;
export const localPageMessageSchema = z.object({
  kind: z.enum(LOCAL_PAGE_KINDS),
  id: z.string().min(1).max(255),
  form: z.record(z.string(), z.string()).optional(),
});
export interface LocalPageResponse {
  status: number;
  html?: string;
  redirect?: string;
}
export const localConfirmSchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(255),
  cardNumber: z.string({ error: 'cardNumber is required' }).min(1, 'cardNumber is required').max(30),
  expiry: z.string({ error: 'expiry is required' }).min(1, 'expiry is required').max(10),
  cvc: z.string({ error: 'cvc is required' }).min(1, 'cvc is required').max(4),
  // the member agreed to be charged today for a card that had its free trial elsewhere (docs/product-rules.md#trials)
  confirmCharge: z.boolean().optional(),
});
export type LocalConfirmRequest = z.infer<typeof localConfirmSchema>;
export interface LocalConfirmResponse {
  status: 'succeeded';
  type: 'setup' | 'payment';
}
export interface BillingProviderInfo {
  provider: 'stripe' | 'local';
  /** with Stripe, the key the browser's Payment Element loads with; null for the local provider */
  publishableKey: string | null;
}
