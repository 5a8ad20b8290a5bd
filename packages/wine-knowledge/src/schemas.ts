// The knowledge base's zod schemas live in packages/contracts (shared with the services and the
// SPA); re-exported here under the names this package has always had.
export {
  WINE_TYPES,
  wineTypeSchema,
  STATES,
  stateSchema,
  priceRangeSchema,
  famousWinerySchema,
  wineRegionSchema,
  stateGroupSchema,
  grapeVarietySchema,
  winerySchema,
  wineSchema,
  pairingRuleSchema,
  WINERY_NOT_AVAILABLE as NOT_AVAILABLE,
  WINERY_UNKNOWN_YEAR as UNKNOWN_YEAR,
} from '@wine/contracts';
export type { WineType, AustralianState, WineRegion, StateGroup, GrapeVariety, Winery, Wine, PairingRule } from '@wine/contracts';
