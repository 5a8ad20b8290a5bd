import { loadRecords } from './load';
import { grapeVarietySchema, type GrapeVariety } from './schemas';

// "Grape variety (static)" (data/varieties.json). The spec's six come first, in its order (docs/product-rules.md#static-content).
// Serving temperatures follow the rules as implemented by servingTemperatureFor (docs/product-rules.md#serving-temperatures)
// (pairing-rules.ts): reds 16-18°C, Pinot Noir 14-16°C, Sauvignon Blanc and Riesling 8-10°C,
// other whites 10-12°C; Muscat and Muscadelle, drunk in Australia mostly as fortifieds, take
// the 14-16°C default.
export const GRAPE_VARIETIES: GrapeVariety[] = loadRecords('varieties.json', grapeVarietySchema);

const VARIETIES_BY_ID = new Map(GRAPE_VARIETIES.map((variety) => [variety.id, variety]));

/** The grape variety with this id, or undefined. */
export function findVariety(id: string): GrapeVariety | undefined {
  return VARIETIES_BY_ID.get(id);
}

/** True for a red grape (its varieties.json type): the grapes whose table wine is a red. */
export function isRedGrape(id: string): boolean {
  return findVariety(id)?.type === 'red';
}
