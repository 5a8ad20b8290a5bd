import {
  catalogueWineSummarySchema,
  dinnerPlanSchema,
  openedDinnerSchema,
  savedWineSchema,
  type CatalogueWineSummary,
  type DinnerPlan,
  type OpenDinnerRequest,
  type OpenedDinner,
  type PlanDinnerRequest,
  type SavedWine,
} from '@wine/contracts';
import { z } from 'zod';
import { cellarApi } from '@/lib/cellar-api';
import { cursorPages, pageFrom, pageParams, type ListPage } from '@/lib/paging';

const LIST = 'LIST' as const;
const tagged = cellarApi.enhanceEndpoints({ addTagTypes: ['Tasting'] });
const CELLAR_LISTS = [
  { type: 'SavedWine' as const, id: LIST },
  { type: 'Upload' as const, id: LIST },
];

/**
 * A dinner party from the cellar (docs/product-rules.md#a-dinner-party) and "Find this wine"
 * (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs).
 */
export const dinnerApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    planDinner: build.mutation<DinnerPlan, PlanDinnerRequest>({
      query: (body) => ({ url: '/cellar/plan-dinner', method: 'POST', body }),
      transformResponse: (raw: unknown) => dinnerPlanSchema.parse(raw),
    }),
    // one call for every planned bottle; the plan's id makes a second call answer the first's tastings
    openDinner: build.mutation<OpenedDinner, { planId: string; dinner: OpenDinnerRequest }>({
      query: ({ planId, dinner }) => ({
        url: `/cellar/plan-dinner/${encodeURIComponent(planId)}/open`,
        method: 'POST',
        body: dinner,
      }),
      transformResponse: (raw: unknown) => openedDinnerSchema.parse(raw),
      invalidatesTags: [...CELLAR_LISTS, { type: 'Tasting', id: LIST }],
    }),
    // the catalogue by name, 20 at a time: "Show more" asks for the next page
    searchCatalogue: build.infiniteQuery<ListPage<CatalogueWineSummary>, string, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/catalogue/wines', params: { q: queryArg, ...pageParams(pageParam, 20) } }),
      transformResponse: (raw: unknown, meta) => pageFrom(z.array(catalogueWineSummarySchema).parse(raw), meta),
    }),
    linkCatalogueWine: build.mutation<SavedWine, { id: string; catalogueWineId: string }>({
      query: ({ id, catalogueWineId }) => ({
        url: `/cellar/${encodeURIComponent(id)}/link`,
        method: 'POST',
        body: { catalogueWineId },
      }),
      transformResponse: (raw: unknown) => savedWineSchema.parse(raw),
      invalidatesTags: CELLAR_LISTS,
    }),
  }),
});

export const { usePlanDinnerMutation, useOpenDinnerMutation, useSearchCatalogueInfiniteQuery, useLinkCatalogueWineMutation } =
  dinnerApi;
