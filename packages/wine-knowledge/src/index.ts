// Curated Australian wine knowledge: the static guide content (spec §3), the pairing rules
// (spec §3 "Food pairing suggestion", §9 serving temperatures), wineries and wines.
import type { Wine } from './schemas';
import { WINES_SOUTH_AUSTRALIA } from './wines-south-australia';
import { WINES_OTHER_STATES } from './wines-other-states';

export * from './schemas';
export * from './regions';
export * from './varieties';
export * from './pairing-rules';
import { WINERIES as CURATED_WINERIES } from './wineries';
import type { Winery } from './schemas';

/** When the curated facts were last checked, and where they come from (issue 9 fact-check). */
export const KNOWLEDGE_AS_OF = '2026-11-01';
export const KNOWLEDGE_SOURCES = [
  'Producer websites and cellar door pages',
  'Wine Australia regional and GI information',
  'Australian retail price lists (approximate AUD ranges, GST included)',
];
// Names or prices the fact-check flagged as possibly out of date.
const MAY_BE_STALE = new Set(['nsw-bloodwood-ice-riesling']);

/** Every curated wine, South Australia first; prices are approximate AUD retail ranges. */
export const WINES: Wine[] = [...WINES_SOUTH_AUSTRALIA, ...WINES_OTHER_STATES].map((wine) => ({
  asOf: KNOWLEDGE_AS_OF,
  sources: KNOWLEDGE_SOURCES,
  priceApproximate: true as const,
  currency: 'AUD' as const,
  mayBeStale: MAY_BE_STALE.has(wine.id),
  ...wine,
}));
export const WINERIES: Winery[] = CURATED_WINERIES.map((winery) => ({ asOf: KNOWLEDGE_AS_OF, sources: KNOWLEDGE_SOURCES, ...winery }));

/** Version of the curated data set; bump when the data changes. */
export const KNOWLEDGE_VERSION = '2026.11.1';
