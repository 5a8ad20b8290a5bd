import { userSchema, type ChangePasswordRequest, type UpdateUserRequest, type User } from '@wine/contracts';
import { api } from '@/lib/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateName: build.mutation<User, UpdateUserRequest>({
      query: (body) => ({ url: '/auth/user', method: 'PATCH', body }),
      transformResponse: (raw: unknown) => userSchema.parse(raw),
      // The top bar and user menu show the name from the user record.
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: '/auth/user', method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateNameMutation, useChangePasswordMutation, useDeleteAccountMutation } = accountApi;
