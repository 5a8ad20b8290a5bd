// How long a request may be and how many wines a search answers, with no schema: a first page needs
// them before zod (docs/architecture.md, First load).
export const RECOMMENDATION_QUERY_MAX = 500;
export const RECOMMENDATION_QUERY_TOO_LONG = `Please keep your description under ${RECOMMENDATION_QUERY_MAX} characters.`;
// docs/product-rules.md#recommendations: Free 3 per search, Premium 6.
export const RECOMMENDATIONS_PER_SEARCH = { free: 3, premium: 6 } as const;
// GET /api/recommendations/history returns the latest searches.
export const RECOMMENDATION_HISTORY_LIMIT = 20;
