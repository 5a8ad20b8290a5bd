import { api } from '@/lib/api';
import type { GrapeVariety, StateGroup } from '@wine/contracts';

export const guideApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWineRegions: build.query<StateGroup[], void>({ query: () => '/guide/regions' }),
    getGrapeVarieties: build.query<GrapeVariety[], void>({ query: () => '/guide/varieties' }),
  }),
});

export const { useGetWineRegionsQuery, useGetGrapeVarietiesQuery } = guideApi;
