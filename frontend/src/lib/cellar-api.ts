import {
  FREE_SAVED_WINE_LIMIT,
  PLAN_LIMIT_MESSAGE,
  UPLOAD_LIMIT_MESSAGE,
  type CellarAnalytics,
  type SaveWineRequest,
  type SavedWine,
  type UpdateUploadRequest,
  type UploadAnalysis,
} from '@wine/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import { allPages } from './paging';

// The cellar's endpoints, shared by the cellar page, the dashboard's Save button and /upload.
// Every change to saved wines or uploads also invalidates 'User', whose usage counts it shows.
// Answers are checked with the contracts' schemas, loaded with the first answer: the dashboard's
// first load carries neither them nor zod (bench/bundle.bench.mjs).
const cellarTaggedApi = api.enhanceEndpoints({ addTagTypes: ['SavedWine', 'Upload'] });

const LIST = 'LIST' as const;

/** One page of GET /api/cellar: its wines, the total the query matches and the next page's cursor. */
export interface CellarPage {
  wines: SavedWine[];
  total: number;
  nextCursor: string | null;
}

/** The cursor of a `Link: <…>; rel="next"` header (RFC 8288), or null on the last page. */
export function nextCursorOf(link: string | null | undefined): string | null {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
  return next ? new URL(next, 'http://cellar.invalid').searchParams.get('cursor') : null;
}

export const cellarApi = cellarTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    // the argument is the query string (q, sort, filters, limit, cursor): see features/cellar/cellar-view.ts
    getCellar: build.query<CellarPage, string>({
      query: (query) => `/cellar${query ? `?${query}` : ''}`,
      transformResponse: async (raw: unknown, meta): Promise<CellarPage> => {
        const headers = meta?.response?.headers;
        const wines = (await import('@wine/contracts')).savedWineSchema.array().parse(raw);
        return {
          wines,
          total: Number(headers?.get('X-Total-Count') ?? wines.length),
          nextCursor: nextCursorOf(headers?.get('Link')),
        };
      },
      // pages loaded stay a while, so returning to the cellar finds its place
      keepUnusedDataFor: 600,
      providesTags: (page) => [
        { type: 'SavedWine', id: LIST },
        ...(page?.wines ?? []).map((w) => ({ type: 'SavedWine' as const, id: w.id })),
      ],
    }),
    saveWine: build.mutation<SavedWine, SaveWineRequest>({
      query: (body) => ({ url: '/cellar/save', method: 'POST', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).savedWineSchema.parse(raw),
      invalidatesTags: [{ type: 'SavedWine', id: LIST }, 'User'],
    }),
    deleteSavedWine: build.mutation<void, string>({
      query: (id) => ({ url: `/cellar/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'SavedWine', id: LIST }, 'User'],
    }),
    // the cellar page shows every analysed bottle beside the saved wines: all pages, 100 at a time
    getUploads: build.query<UploadAnalysis[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const all = await allPages<UploadAnalysis, FetchBaseQueryError>(baseQuery, '/uploads', async (raw) =>
          (await import('@wine/contracts')).uploadAnalysisSchema.array().parse(raw),
        );
        return all.error ? { error: all.error } : { data: all.data };
      },
      providesTags: (uploads) => [
        { type: 'Upload', id: LIST },
        ...(uploads ?? []).map((u) => ({ type: 'Upload' as const, id: u.id })),
      ],
    }),
    updateUpload: build.mutation<UploadAnalysis, { id: string; changes: UpdateUploadRequest }>({
      query: ({ id, changes }) => ({ url: `/uploads/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).uploadAnalysisSchema.parse(raw),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Upload', id: LIST },
        { type: 'Upload', id },
      ],
    }),
    deleteUpload: build.mutation<void, string>({
      query: (id) => ({ url: `/uploads/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Upload', id: LIST }, 'User'],
    }),
    getCellarAnalytics: build.query<CellarAnalytics, void>({
      query: () => '/cellar/analytics',
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).cellarAnalyticsSchema.parse(raw),
      providesTags: [
        { type: 'SavedWine', id: LIST },
        { type: 'Upload', id: LIST },
      ],
    }),
    // The CSV of GET /api/cellar/export, read as text so the page can offer it as a download.
    exportCellar: build.query<string, void>({
      query: () => ({ url: '/cellar/export', responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    // An analysed bottle's photo: the route needs the bearer token, which an <img src> cannot send,
    // so it is fetched here and shown from an object URL.
    getUploadImage: build.query<string, string>({
      query: (imageUrl) => ({
        url: imageUrl.replace(/^\/api/, ''),
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
    }),
  }),
});

export const {
  useLazyExportCellarQuery,
  useGetUploadImageQuery,
  useGetCellarQuery,
  useSaveWineMutation,
  useDeleteSavedWineMutation,
  useGetUploadsQuery,
  useUpdateUploadMutation,
  useDeleteUploadMutation,
  useGetCellarAnalyticsQuery,
} = cellarApi;

// What a failed call carried, read the way the client reads it (docs/product-rules.md#errors).
// Read by hand: these run on the dashboard, whose first load does not carry zod.
interface ErrorBody {
  status: unknown;
  data: { message?: string; currentCount?: unknown; upgrade?: unknown };
}
const errorBody = {
  safeParse(error: unknown): { success: true; data: ErrorBody } | { success: false } {
    if (typeof error !== 'object' || error === null) return { success: false };
    const data = (error as { data?: unknown }).data;
    if (typeof data !== 'object' || data === null) return { success: false };
    const { message, currentCount, upgrade } = data as Record<string, unknown>;
    if (message !== undefined && typeof message !== 'string') return { success: false };
    return { success: true, data: { status: (error as { status?: unknown }).status, data: { message, currentCount, upgrade } } };
  },
};

/**
 * docs/product-rules.md#saved-wine-limit: a 403 'Plan limit reached' opens the Cellar Limit Reached modal; its currentCount
 * defaults to 3 when unreadable. Returns null for any other error.
 */
export function planLimitOf(error: unknown): { currentCount: number } | null {
  const parsed = errorBody.safeParse(error);
  if (!parsed.success || parsed.data.status !== 403 || parsed.data.data.message !== PLAN_LIMIT_MESSAGE) return null;
  const count = Number(parsed.data.data.currentCount);
  return { currentCount: Number.isInteger(count) && count >= 0 ? count : FREE_SAVED_WINE_LIMIT };
}

/** docs/product-rules.md#quota: any error whose message contains 'Upload limit reached' opens the Upload Limit Reached modal. */
export function isUploadLimitError(error: unknown): boolean {
  const parsed = errorBody.safeParse(error);
  const message = parsed.success ? (parsed.data.data.message ?? '') : error instanceof Error ? error.message : '';
  return message.includes('Upload limit reached') || message === UPLOAD_LIMIT_MESSAGE;
}

/** A 403 with the upgrade flag: a Premium feature (analytics, meal pairing). */
export function isPremiumRequiredError(error: unknown): boolean {
  const parsed = errorBody.safeParse(error);
  return parsed.success && parsed.data.status === 403 && parsed.data.data.upgrade === true;
}

/** 401 after the session could not be renewed. */
export function isUnauthorizedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
