import { helpArticleSchema, type HelpArticle } from '@wine/contracts';
import { api } from '@/lib/api';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpArticles: build.query<HelpArticle[], void>({
      query: () => '/help-articles',
      transformResponse: (raw: unknown) => helpArticleSchema.array().parse(raw),
    }),
  }),
});

export const { useGetHelpArticlesQuery } = helpApi;
