import { emailSignupResultSchema, type EmailSignup, type EmailSignupResult } from '@wine/contracts';
import { api } from '@/lib/api';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<EmailSignupResult, EmailSignup>({
      query: (body) => ({ url: '/email-signup', method: 'POST', body }),
      transformResponse: (raw: unknown) => emailSignupResultSchema.parse(raw),
    }),
  }),
});

export const { useJoinWaitlistMutation } = waitlistApi;
