import type {
  BillingAddress,
  BillingInfo,
  BillingMessage,
  BillingPlan,
  BillingProviderInfo,
  CancelReason,
  CardTrialCheckRequest,
  CardTrialCheckResponse,
  CheckoutSessionResponse,
  CheckoutSuccessResponse,
  LocalConfirmRequest,
  LocalConfirmResponse,
  PortalSessionResponse,
  SubscriptionCreationResponse,
  TrialOffer,
} from '@wine/contracts';
import { trialOfferSchema } from '@wine/contracts';
import { api } from '@/lib/api';

// Billing info changes with every management call; the user record follows (plan), a little later.
const billingApiWithTags = api.enhanceEndpoints({ addTagTypes: ['BillingInfo'] });
const CHANGES = ['BillingInfo', 'User'] as const;

export const billingApi = billingApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    // docs/product-rules.md#trials: said before payment; a subscription started or changed refreshes it
    getTrialOffer: build.query<TrialOffer, void>({
      query: () => '/billing/trial-offer',
      transformResponse: (raw: unknown) => trialOfferSchema.parse(raw),
      providesTags: ['BillingInfo'],
    }),
    getBillingProvider: build.query<BillingProviderInfo, void>({ query: () => '/billing/provider' }),
    createCheckoutSession: build.mutation<CheckoutSessionResponse, { plan: BillingPlan }>({
      query: (body) => ({ url: '/create-checkout-session', method: 'POST', body }),
    }),
    checkoutSuccess: build.mutation<CheckoutSuccessResponse, string>({
      query: (sessionId) => ({ url: `/checkout-success?session_id=${encodeURIComponent(sessionId)}` }),
      invalidatesTags: [...CHANGES],
    }),
    createSubscription: build.mutation<SubscriptionCreationResponse, { plan: BillingPlan }>({
      query: (body) => ({ url: '/create-subscription', method: 'POST', body }),
    }),
    // docs/product-rules.md#trials: the in-page Stripe form asks before confirming a card; billing records nothing
    checkCardTrial: build.mutation<CardTrialCheckResponse, CardTrialCheckRequest>({
      query: (body) => ({ url: '/billing/card-trial-check', method: 'POST', body }),
    }),
    confirmLocalPayment: build.mutation<LocalConfirmResponse, LocalConfirmRequest>({
      query: (body) => ({ url: '/local-payments/confirm', method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    getBillingInfo: build.query<BillingInfo, void>({ query: () => '/billing-info', providesTags: ['BillingInfo'] }),
    updateBillingAddress: build.mutation<BillingMessage, BillingAddress>({
      query: (address) => ({ url: '/update-billing-address', method: 'POST', body: { address } }),
      invalidatesTags: ['BillingInfo'],
    }),
    createPortalSession: build.mutation<PortalSessionResponse, void>({
      query: () => ({ url: '/create-portal-session', method: 'POST' }),
    }),
    pauseSubscription: build.mutation<BillingMessage, void>({
      query: () => ({ url: '/pause-subscription', method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
    resumeSubscription: build.mutation<BillingMessage, void>({
      query: () => ({ url: '/resume-subscription', method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
    reactivateSubscription: build.mutation<BillingMessage, void>({
      query: () => ({ url: '/reactivate-subscription', method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
    cancelSubscription: build.mutation<BillingMessage, { cancelImmediately: boolean; reason: CancelReason | null }>({
      query: (body) => ({ url: '/cancel-subscription', method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    changePlan: build.mutation<BillingMessage, { newPlan: BillingPlan }>({
      query: (body) => ({ url: '/change-plan', method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    downgradeToFree: build.mutation<BillingMessage, void>({
      query: () => ({ url: '/downgrade-to-free', method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const {
  useGetTrialOfferQuery,
  useGetBillingProviderQuery,
  useCreateCheckoutSessionMutation,
  useCheckoutSuccessMutation,
  useCreateSubscriptionMutation,
  useCheckCardTrialMutation,
  useConfirmLocalPaymentMutation,
  useGetBillingInfoQuery,
  useUpdateBillingAddressMutation,
  useCreatePortalSessionMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useChangePlanMutation,
  useDowngradeToFreeMutation,
} = billingApi;
