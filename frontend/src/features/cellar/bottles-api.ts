import {
  drinkingPlanSchema,
  type DrinkingPlan,
  cellarBottleSchema,
  openedBottleSchema,
  tastingSchema,
  type CellarBottle,
  type OpenBottleRequest,
  type OpenedBottle,
  type Tasting,
  type UpdateBottleRequest,
} from '@wine/contracts';
import { z } from 'zod';
import { cellarApi } from '@/lib/cellar-api';
import { cursorPages, pageFrom, pageParams, type ListPage } from '@/lib/paging';
import { productMessage } from '@/lib/server-messages';

const LIST = 'LIST' as const;
const withTastings = cellarApi.enhanceEndpoints({ addTagTypes: ['Tasting'] });

// A bottle change shows in either list (the item is saved or analysed) and in the analytics.
const CELLAR_LISTS = [
  { type: 'SavedWine' as const, id: LIST },
  { type: 'Upload' as const, id: LIST },
];

/** A cellar item's bottles, opening one, and the tasting journal. */
export const bottlesApi = withTastings.injectEndpoints({
  endpoints: (build) => ({
    updateBottle: build.mutation<CellarBottle, { id: string; changes: UpdateBottleRequest }>({
      query: ({ id, changes }) => ({ url: `/cellar/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) => cellarBottleSchema.parse(raw),
      invalidatesTags: CELLAR_LISTS,
    }),
    openBottle: build.mutation<OpenedBottle, { id: string; tasting: OpenBottleRequest }>({
      query: ({ id, tasting }) => ({ url: `/cellar/${encodeURIComponent(id)}/open`, method: 'POST', body: tasting }),
      transformResponse: (raw: unknown) => openedBottleSchema.parse(raw),
      invalidatesTags: [...CELLAR_LISTS, { type: 'Tasting', id: LIST }],
    }),
    // a page at a time, newest first; "Load more" asks for the next (the Link header's cursor)
    getJournal: build.infiniteQuery<ListPage<Tasting>, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/cellar/tastings', params: pageParams(pageParam) }),
      transformResponse: (raw: unknown, meta) => pageFrom(z.array(tastingSchema).parse(raw), meta),
      providesTags: [{ type: 'Tasting', id: LIST }],
    }),
    getDrinkingPlan: build.query<DrinkingPlan, void>({
      query: () => '/cellar/plan',
      transformResponse: (raw: unknown) => drinkingPlanSchema.parse(raw),
      providesTags: CELLAR_LISTS,
    }),
  }),
});

export const { useUpdateBottleMutation, useOpenBottleMutation, useGetJournalInfiniteQuery, useGetDrinkingPlanQuery } = bottlesApi;

/** The message of a 400/409 answer, to show beside the form; null for anything else. */
export function problemOf(error: unknown): string | null {
  const parsed = z.object({ status: z.number(), data: z.object({ message: z.string() }) }).safeParse(error);
  return parsed.success && parsed.data.status < 500 ? productMessage(parsed.data.data.message) : null;
}
