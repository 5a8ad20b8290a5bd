import { z } from 'zod';
import { pageMessageSchema, pageQueryShape, queryText } from './paging';

// "Find this wine" (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): an imported row kept
// as written is searched for in the catalogue by name, a page at a time, and linked to the wine the
// member picks.
export const CATALOGUE_SEARCH_MIN = 2;
export const CATALOGUE_SEARCH_MAX = 100;
export const CATALOGUE_SEARCH_MESSAGE = `q must be a wine's name of ${CATALOGUE_SEARCH_MIN} to ${CATALOGUE_SEARCH_MAX} characters`;
export const CATALOGUE_WINE_NOT_FOUND = 'catalogueWineId is not a wine in our catalogue';
export const LINK_ONLY_KEPT_AS_WRITTEN = 'Only a wine kept as written can be linked to a catalogue wine';

/** GET /api/catalogue/wines query: a name, and the page. */
export const catalogueSearchQuerySchema = z.object({
  q: queryText('q', CATALOGUE_SEARCH_MAX).pipe(z.string().min(CATALOGUE_SEARCH_MIN, CATALOGUE_SEARCH_MESSAGE)),
  ...pageQueryShape,
});
export type CatalogueSearchQuery = z.output<typeof catalogueSearchQuerySchema>;

/** A catalogue wine as the search lists it. */
export const catalogueWineSummarySchema = z.object({
  id: z.string(),
  name: z.string(), // 'Penfolds Grange'
  producer: z.string(),
  wineType: z.string(),
  variety: z.string(),
  region: z.string(),
  priceRange: z.string(),
});
export type CatalogueWineSummary = z.infer<typeof catalogueWineSummarySchema>;

export const catalogueSearchMessageSchema = z.object({
  q: z.string().min(CATALOGUE_SEARCH_MIN).max(CATALOGUE_SEARCH_MAX),
  page: pageMessageSchema,
});

/** POST /api/cellar/:id/link body. */
export const linkCatalogueWineSchema = z.object({
  catalogueWineId: z
    .string({ error: 'catalogueWineId is required' })
    .trim()
    .min(1, 'catalogueWineId is required')
    .max(100, 'catalogueWineId must be at most 100 characters'),
});
export type LinkCatalogueWine = z.infer<typeof linkCatalogueWineSchema>;
export const linkCatalogueWineMessageSchema = z.object({
  userId: z.string().min(1),
  id: z.string().min(1).max(100),
  link: linkCatalogueWineSchema,
});
