import { z } from 'zod';

// The winery search term is trimmed; nothing is searched when empty.
export const WINERY_QUERY_REQUIRED = 'Please enter a region, winery name or wine style to search for.';
export const WINERY_QUERY_MAX = 200;
// docs/product-rules.md#static-content: 'Unknown' and 'Not available' stand in for facts we do not hold.
export const WINERY_UNKNOWN_YEAR = 'Unknown';
export const WINERY_NOT_AVAILABLE = 'Not available';

/** POST /api/search-wineries body. */
export const winerySearchRequestSchema = z.object({
  query: z
    .string({ error: WINERY_QUERY_REQUIRED })
    .trim()
    .min(1, WINERY_QUERY_REQUIRED)
    .max(WINERY_QUERY_MAX, `Please keep your search under ${WINERY_QUERY_MAX} characters.`),
});
export type WinerySearchRequest = z.input<typeof winerySearchRequestSchema>;

/**
 * "Winery (search result)" plus a stable id, the region id and state the explorer's map places it
 * by, and the date and source of its cellar door hours and fees when we hold them (null otherwise:
 * the page says "Check with the winery"; docs/product-rules.md#static-content).
 */
export const winerySearchResultSchema = z.object({
  id: z.string(),
  wineryName: z.string(),
  region: z.string(),
  regionId: z.string(),
  state: z.string(),
  establishedYear: z.string(),
  bookingRequired: z.boolean(),
  description: z.string(),
  address: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  websiteUrl: z.string(),
  cellarDoorHours: z.string(),
  tastingFees: z.string(),
  cellarDoorFactsAsOf: z.string().nullable(),
  cellarDoorFactsSource: z.string().nullable(),
  specialtyWines: z.array(z.string()),
});
export type WinerySearchResult = z.infer<typeof winerySearchResultSchema>;
export const winerySearchResponseSchema = z.object({ wineries: z.array(winerySearchResultSchema) });
export type WinerySearchResponse = z.infer<typeof winerySearchResponseSchema>;
