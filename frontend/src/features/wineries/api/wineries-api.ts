import { winerySearchResponseSchema, type WinerySearchResponse } from '@wine/contracts';
import { api } from '@/lib/api';

export const wineriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Runs only when a query is set, and retries once on failure.
    searchWineries: build.query<WinerySearchResponse, string>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        let result = await baseQuery({ url: '/search-wineries', method: 'POST', body: { query } });
        if (result.error && result.error.status !== 401 && result.error.status !== 400) {
          result = await baseQuery({ url: '/search-wineries', method: 'POST', body: { query } });
        }
        if (result.error) return { error: result.error };
        return { data: winerySearchResponseSchema.parse(result.data) };
      },
    }),
  }),
});

export const { useSearchWineriesQuery } = wineriesApi;
