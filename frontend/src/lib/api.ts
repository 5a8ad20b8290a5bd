import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/env';

// Typed structurally so this shared module does not import the auth feature.
interface StateWithAccessToken {
  auth?: { accessToken: string | null };
}

// Spec §9: query data is stale after 5 minutes.
const STALE_AFTER_SECONDS = 300;

// The single RTK Query API for /api; features add their endpoints with api.injectEndpoints.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: env.apiBaseUrl,
    // The refresh token lives in an httpOnly cookie, so every call carries credentials.
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StateWithAccessToken).auth?.accessToken;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  keepUnusedDataFor: STALE_AFTER_SECONDS,
  refetchOnMountOrArgChange: STALE_AFTER_SECONDS,
  // Spec §9: refetch on window focus (needs setupListeners, called in main.tsx).
  refetchOnFocus: true,
  endpoints: () => ({}),
});
