import { api } from '@/lib/api';
import { AccessTokenResponseSchema, UserSchema, type AccessTokenResponse, type User } from '../user-schema';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Exchanges the httpOnly refresh cookie for a new access token.
    refreshAccessToken: build.mutation<AccessTokenResponse, void>({
      query: () => ({ url: '/auth/refresh', method: 'POST' }),
      transformResponse: (raw: unknown) => AccessTokenResponseSchema.parse(raw),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/auth/user',
      // Parsed (not just checked) so the spec's client defaults fill any missing fields.
      transformResponse: (raw: unknown) => UserSchema.parse(raw),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useRefreshAccessTokenMutation, useLazyGetCurrentUserQuery, useLogoutMutation } = authApi;
