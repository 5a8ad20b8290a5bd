import type { AuthResponse, LoginRequest, ProfileSetupRequest, RegisterRequest, RegisterResponse, User } from '@wine/contracts';
import { api, REFRESH_PATH } from '@/lib/api';

// Responses are parsed with the shared contracts, so a server change shows up as an error here
// rather than as a half-rendered page. The schemas (and zod) load with the first answer, not with
// the first page: this module is part of the first load (bench/bundle.bench.mjs).
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Exchanges the httpOnly refresh cookie for a new access token.
    refreshAccessToken: build.mutation<{ accessToken: string }, void>({
      query: () => ({ url: REFRESH_PATH, method: 'POST' }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).refreshResponseSchema.parse(raw),
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).authResponseSchema.parse(raw),
    }),
    // a session, or (an e-mail that has an account already) a 'check your e-mail' message
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).registerResponseSchema.parse(raw),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/auth/user',
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).userSchema.parse(raw),
      providesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    setupProfile: build.mutation<User, ProfileSetupRequest>({
      query: (body) => ({ url: '/profile/setup', method: 'POST', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).userSchema.parse(raw),
      // On completion the cached user is refreshed.
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useRefreshAccessTokenMutation,
  useLoginMutation,
  useRegisterMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useLogoutMutation,
  useSetupProfileMutation,
} = authApi;
