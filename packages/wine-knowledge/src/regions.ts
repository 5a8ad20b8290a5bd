import { z } from 'zod';
import { loadRecords } from './load';
import { stateGroupSchema, stateSchema, type StateGroup, type WineRegion } from './schemas';

// "State group" / "Wine region" (static guide content, data/regions.json) (docs/product-rules.md#static-content).
// Region ids are fixed: wineries, wines and grape varieties reference them.
export const STATE_GROUPS: StateGroup[] = loadRecords('regions.json', stateGroupSchema, (group) => group.state);

export const WINE_REGIONS: WineRegion[] = STATE_GROUPS.flatMap((group) => group.regions);

const REGIONS_BY_ID = new Map(WINE_REGIONS.map((region) => [region.id, region]));

/** The region with this id, or undefined. */
export function findRegion(id: string): WineRegion | undefined {
  return REGIONS_BY_ID.get(id);
}

// Geographical Indications the guide does not describe (data/regions-beyond-guide.json): a catalogue
// wine may come from one ('a Geelong Pinot'), but the guide's 34 regions stay as the spec fixes them.
const placeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().trim().min(1),
  state: stateSchema,
  description: z.string().trim().min(20),
  aliases: z.array(z.string().trim().toLowerCase().min(2)).min(1), // the words people type for it
});
export type PlaceBeyondGuide = z.infer<typeof placeSchema>;
export const REGIONS_BEYOND_GUIDE: PlaceBeyondGuide[] = loadRecords('regions-beyond-guide.json', placeSchema);

/** Where a wine comes from: a guide region or a place beyond the guide, as its id, name and state. */
export interface WinePlace {
  id: string;
  name: string;
  state: string;
}
const PLACES_BY_ID = new Map<string, WinePlace>([...WINE_REGIONS, ...REGIONS_BEYOND_GUIDE].map((p) => [p.id, p]));
if (REGIONS_BEYOND_GUIDE.some((p) => REGIONS_BY_ID.has(p.id)))
  throw new Error('regions-beyond-guide.json repeats a guide region');

/** The guide region or place beyond the guide with this id (a wine's regionId), or undefined. */
export function findPlace(id: string): WinePlace | undefined {
  return PLACES_BY_ID.get(id);
}
