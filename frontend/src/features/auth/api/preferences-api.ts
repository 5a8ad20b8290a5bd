import { profilePreferencesViewSchema, type ProfilePreferences, type ProfilePreferencesRequest } from '@wine/contracts';
import { api } from '@/lib/api';

// The setup's preferences, edited in Account Settings (docs/product-rules.md#preferences).
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<ProfilePreferences, void>({
      query: () => '/account/preferences',
      transformResponse: (raw: unknown) => profilePreferencesViewSchema.parse(raw),
    }),
    savePreferences: build.mutation<ProfilePreferences, ProfilePreferencesRequest>({
      query: (body) => ({ url: '/account/preferences', method: 'PUT', body }),
      transformResponse: (raw: unknown) => profilePreferencesViewSchema.parse(raw),
      // the form shows what the server kept
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) await dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, saved));
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useSavePreferencesMutation } = preferencesApi;
