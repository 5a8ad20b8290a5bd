// Curated Australian wine knowledge: the static guide content (docs/product-rules.md#static-content), the pairing rules
// (food pairing suggestions, docs/product-rules.md#serving-temperatures), wineries and wines.
// The facts are data (../data/*.json), validated at load by the schemas in packages/contracts.
import { loadRecords } from './load';
import { findPairingRule } from './pairing-rules';
import { findPlace, findRegion } from './regions';
import { wineSchema, winerySchema, type Wine, type Winery } from './schemas';
import { findVariety } from './varieties';

export * from './schemas';
export * from './regions';
export * from './varieties';
export * from './pairing-rules';
export * from './drinking-window';
export * from './typical-ageing';
export * from './text';
export { DATA_DIR } from './load';

/**
 * The wine data files, in the order WINES lists them: South Australia first, then the other states,
 * then the files grouped by style (README.md says what each holds).
 */
export const WINE_DATA_FILES = [
  'wines-south-australia.json',
  'wines-other-states.json',
  'wines-everyday.json',
  'wines-alternative-and-natural.json',
  'wines-tasmania.json',
  'wines-rose-sweet-and-fortified.json',
  'wines-regional-classics.json',
  'wines-geelong.json',
] as const;

/** Every curated wine; prices are approximate AUD retail ranges. */
export const WINES: Wine[] = WINE_DATA_FILES.flatMap((file) => loadRecords(file, wineSchema));
export const WINERIES: Winery[] = loadRecords('wineries.json', winerySchema);

/** The newest date any curated fact was checked. */
export const KNOWLEDGE_AS_OF = [...WINES, ...WINERIES].reduce((latest, r) => (r.asOf > latest ? r.asOf : latest), '');
/** Every source the curated facts cite. */
export const KNOWLEDGE_SOURCES = [...new Set([...WINES, ...WINERIES].flatMap((r) => r.sources))];

/** Version of the curated data set; bump when the data changes (embeddings are cached by it). */
export const KNOWLEDGE_VERSION = '2026.11.7';

/** The wine with this id, or undefined. */
const WINES_BY_ID = new Map(WINES.map((wine) => [wine.id, wine]));
export function findWine(id: string): Wine | undefined {
  return WINES_BY_ID.get(id);
}

/** Every name the wine is findable by: its current name first, then any it was sold under before. */
export function wineNames(wine: Wine): string[] {
  return [wine.wineName, ...(wine.formerNames ?? [])];
}

// Ids across files must line up; a dangling reference fails the load like a bad record.
function checkReferences(): void {
  const problems: string[] = [];
  // a winery is a guide entry, so its region is a guide region; a wine may come from a place beyond the guide
  for (const w of WINERIES) if (!findRegion(w.regionId)) problems.push(`${w.id}: unknown regionId '${w.regionId}'`);
  for (const w of WINES) if (!findPlace(w.regionId)) problems.push(`${w.id}: unknown regionId '${w.regionId}'`);
  for (const w of WINES) {
    for (const v of w.varietyIds) if (!findVariety(v)) problems.push(`${w.id}: unknown varietyId '${v}'`);
    for (const t of w.foodTags) if (!findPairingRule(t)) problems.push(`${w.id}: unknown foodTag '${t}'`);
  }
  if (problems.length) throw new Error(`wine-knowledge data has dangling references:\n${problems.join('\n')}`);
}
checkReferences();
