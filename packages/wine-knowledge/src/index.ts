// Curated Australian wine knowledge: the static guide content (spec §3), the pairing rules
// (spec §3 "Food pairing suggestion", §9 serving temperatures), wineries and wines.
import type { Wine } from './schemas';
import { WINES_SOUTH_AUSTRALIA } from './wines-south-australia';
import { WINES_OTHER_STATES } from './wines-other-states';

export * from './schemas';
export * from './regions';
export * from './varieties';
export * from './pairing-rules';
export { WINERIES } from './wineries';

/** Every curated wine, South Australia first. */
export const WINES: Wine[] = [...WINES_SOUTH_AUSTRALIA, ...WINES_OTHER_STATES];

/** Version of the curated data set; bump when the data changes. */
export const KNOWLEDGE_VERSION = '2026.11.1';
