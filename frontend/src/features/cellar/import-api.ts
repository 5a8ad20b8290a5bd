import { importPreviewSchema, importResultSchema, type ImportPreview, type ImportResult } from '@wine/contracts';
import { cellarApi } from '@/lib/cellar-api';

/** A CellarTracker or Vivino CSV previewed with its catalogue matches, then the ticked rows imported. */
export const importApi = cellarApi.injectEndpoints({
  endpoints: (build) => ({
    previewImport: build.mutation<ImportPreview, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/cellar/import/preview', method: 'POST', body };
      },
      transformResponse: (raw: unknown) => importPreviewSchema.parse(raw),
    }),
    confirmImport: build.mutation<ImportResult, { importId: string; lines: number[] }>({
      query: (body) => ({ url: '/cellar/import', method: 'POST', body }),
      transformResponse: (raw: unknown) => importResultSchema.parse(raw),
      invalidatesTags: [{ type: 'SavedWine', id: 'LIST' }, 'User'],
    }),
  }),
});

export const { usePreviewImportMutation, useConfirmImportMutation } = importApi;
