import { referralSchema, type Referral } from '@wine/contracts';
import { api } from '@/lib/api';

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReferral: build.query<Referral, void>({
      query: () => '/referral',
      transformResponse: (raw: unknown) => referralSchema.parse(raw),
    }),
  }),
});

export const { useGetMyReferralQuery } = referralsApi;
