import {
  notificationStateSchema,
  type NotificationState,
  userSchema,
  type NotificationSettings,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateUserRequest,
  type User,
} from '@wine/contracts';
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
    // the server asks for the password again before deleting
    deleteAccount: build.mutation<void, DeleteAccountRequest>({
      query: (body) => ({ url: '/auth/user', method: 'DELETE', body }),
    }),
    getNotificationSettings: build.query<NotificationState, void>({
      query: () => '/account/notifications',
      transformResponse: (raw: unknown) => notificationStateSchema.parse(raw),
    }),
    // The switch moves at once; a failed request puts it back. Turning it on e-mails a confirmation
    // link first (confirmationSent): the reminder itself starts once that is clicked.
    setNotificationSettings: build.mutation<NotificationState, NotificationSettings>({
      query: (body) => ({ url: '/account/notifications', method: 'PUT', body }),
      transformResponse: (raw: unknown) => notificationStateSchema.parse(raw),
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accountApi.util.updateQueryData('getNotificationSettings', undefined, () => ({
            drinkingReminder: false,
            confirmationSent: settings.drinkingReminder,
          })),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('getNotificationSettings', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useUpdateNameMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useGetNotificationSettingsQuery,
  useSetNotificationSettingsMutation,
} = accountApi;
