import { loadRecords } from './load';
import { stateGroupSchema, type StateGroup, type WineRegion } from './schemas';

// "State group" / "Wine region" (static guide content, data/regions.json) (docs/product-rules.md#static-content).
// Region ids are fixed: wineries, wines and grape varieties reference them.
export const STATE_GROUPS: StateGroup[] = loadRecords('regions.json', stateGroupSchema, (group) => group.state);

export const WINE_REGIONS: WineRegion[] = STATE_GROUPS.flatMap((group) => group.regions);

const REGIONS_BY_ID = new Map(WINE_REGIONS.map((region) => [region.id, region]));

/** The region with this id, or undefined. */
export function findRegion(id: string): WineRegion | undefined {
  return REGIONS_BY_ID.get(id);
}
