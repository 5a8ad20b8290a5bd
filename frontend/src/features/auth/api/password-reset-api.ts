import {
  passwordResetReplySchema,
  type PasswordResetConfirm,
  type PasswordResetReply,
  type PasswordResetRequest,
} from '@wine/contracts';
import { api } from '@/lib/api';

// "Forgot password?" (docs/product-rules.md#password-reset): ask for a link, then spend it.
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<PasswordResetReply, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset/request', method: 'POST', body }),
      transformResponse: (raw: unknown) => passwordResetReplySchema.parse(raw),
    }),
    resetPassword: build.mutation<PasswordResetReply, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
      transformResponse: (raw: unknown) => passwordResetReplySchema.parse(raw),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
