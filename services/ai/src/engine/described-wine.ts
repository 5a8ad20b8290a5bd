import { ageingOf, findRegion, findVariety, WINE_TYPES, type Wine, type WineType } from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine, prepare } from './catalogue';
import { understandQuery } from './query-understanding';

/**
 * A wine the member keeps that the catalogue does not know (an import kept as written, a label read
 * as printed), described by what its name, grape and region say (docs/product-rules.md#from-my-cellar):
 * the query understanding reads its grape, region and type from those words, and its structure,
 * foods and alcohol are the typical ones of the catalogue's wines of that grape and type. The engine
 * then scores it with the same pairing rules as any catalogue wine.
 */
export interface DescribedWineText {
  id: string;
  wineName: string;
  producer: string;
  wineType: string;
  region: string;
  grape: string;
}

// Grapes the knowledge base does not describe, read as the one it does that makes the closest wine.
const KIN_GRAPES: [RegExp, string][] = [
  [/\b(zinfandel|primitivo)\b/i, 'shiraz'],
  [/\b(gamay|mencia|frappato)\b/i, 'pinot-noir'],
  [/\b(barbera|dolcetto|montepulciano|nero d.?avola|teroldego|lagrein|aglianico)\b/i, 'sangiovese'],
  [/\b(cinsault|carignan|carignane)\b/i, 'grenache'],
  [/\b(gruner|albarino|assyrtiko|arneis|greco|garganega)\b/i, 'fiano'],
  [/\b(pinot blanc|trebbiano|furmint)\b/i, 'pinot-gris'],
  [/\b(roussanne)\b/i, 'marsanne'],
];

type Peers = Pick<Wine, 'structure' | 'foodTags' | 'abv' | 'priceRange'>;
const peerCache = new Map<string, Peers | null>();

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The typical structure, foods, alcohol and price of the catalogue's wines led by this grape, of this type. */
function peersOf(varietyId: string | null, wineType: WineType): Peers | null {
  const key = `${varietyId ?? '-'}|${wineType}`;
  if (peerCache.has(key)) return peerCache.get(key)!;
  let peers = CATALOGUE.filter((e) => e.wine.wineType === wineType && (!varietyId || e.wine.varietyIds[0] === varietyId));
  // a grape the catalogue has none of in this type: the type's wines speak for it
  if (!peers.length && varietyId) peers = CATALOGUE.filter((e) => e.wine.wineType === wineType);
  let found: Peers | null = null;
  if (peers.length) {
    const wines = peers.map((e) => e.wine);
    const structure = {
      body: Math.round(mean(wines.map((w) => w.structure.body))),
      acidity: Math.round(mean(wines.map((w) => w.structure.acidity))),
      tannin: Math.round(mean(wines.map((w) => w.structure.tannin))),
      sweetness: Math.round(mean(wines.map((w) => w.structure.sweetness))),
      oak: Math.round(mean(wines.map((w) => w.structure.oak))),
    };
    // the foods at least half of the grape's wines are tagged with
    const counts = new Map<string, number>();
    for (const w of wines) for (const tag of w.foodTags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const foodTags = [...counts].filter(([, n]) => n >= wines.length / 2).map(([tag]) => tag);
    const mids = peers.map((e) => e.priceMid).sort((a, b) => a - b);
    const mid = Math.round(mids[Math.floor(mids.length / 2)] / 5) * 5;
    found = {
      structure,
      foodTags: foodTags.length ? foodTags : (wines[0]?.foodTags ?? []),
      abv: Math.round(mean(wines.map((w) => w.abv)) * 2) / 2,
      priceRange: `$${Math.max(5, mid - 5)}-${mid + 5}`,
    };
  }
  peerCache.set(key, found);
  return found;
}

function wineTypeOf(written: string, read: WineType[], varietyId: string | null): WineType {
  const named = WINE_TYPES.find((t) => t.toLowerCase() === written.trim().toLowerCase());
  if (read.length) return read[0];
  if (named) return named;
  const variety = varietyId ? findVariety(varietyId) : undefined;
  if (variety?.type === 'white') return 'White Wine';
  if (variety?.type === 'pink') return 'Rosé Wine';
  return 'Red Wine';
}

// Reading a wine's words takes the query parser twice: the same words are read once and kept, a
// bounded number of them (oldest dropped first), so a large imported cellar is not re-read on every search.
const DESCRIBED_CACHE_MAX = 20_000;
const described = new Map<string, CatalogueWine | null>();

/** The engine's entry for a wine known only by its words; null when the words say nothing of its grape or type. */
export function describedWine(text: DescribedWineText): CatalogueWine | null {
  const key = JSON.stringify([text.wineName, text.producer, text.wineType, text.region, text.grape]);
  let entry = described.get(key);
  if (entry === undefined) {
    entry = readDescribedWine({ ...text, id: 'described' });
    if (described.size >= DESCRIBED_CACHE_MAX) described.delete(described.keys().next().value!);
    described.set(key, entry);
  }
  if (!entry) return null;
  // each bottle keeps its own id (the card and the palate tell two bottles of one wine apart)
  return { ...entry, wine: { ...entry.wine, id: `cellar-${text.id}` } };
}

function readDescribedWine(text: DescribedWineText): CatalogueWine | null {
  const words = `${text.grape} ${text.wineName} ${text.wineType}`;
  const q = understandQuery(words);
  const where = understandQuery(text.region);
  const kin = KIN_GRAPES.find(([re]) => re.test(words))?.[1];
  const varietyIds = q.varieties.length ? q.varieties : kin && findVariety(kin) ? [kin] : [];
  const lead = varietyIds[0] ?? null;
  const wineType = wineTypeOf(text.wineType, q.types, lead);
  const peers = peersOf(lead, wineType);
  if (!peers) return null;
  const regionId = where.regions[0] ?? q.regions[0] ?? '';
  const styleTags = [...new Set([...q.styleTags, ...(wineType === 'Fortified Wine' ? (['fortified'] as const) : [])])];
  const variety = lead ? (findVariety(lead)?.name ?? '') : '';
  const wine: Wine = {
    id: `cellar-${text.id}`,
    producer: text.producer,
    wineName: text.wineName,
    variety: varietyIds.map((v) => findVariety(v)?.name ?? v).join(' ') || variety,
    varietyIds: varietyIds.length ? varietyIds : ['unknown'],
    wineType,
    regionId,
    priceRange: peers.priceRange,
    priceApproximate: true,
    currency: 'AUD',
    abv: peers.abv,
    ageingYears: ageingOf(lead, regionId || null, wineType),
    structure: peers.structure,
    tastingNotes: '',
    foodTags: peers.foodTags,
    mayBeStale: false,
    styleTags: styleTags.length ? styleTags : undefined,
    asOf: '',
    sources: [],
  } as Wine;
  const entry = prepare(wine);
  const regionName = regionId ? (findRegion(regionId)?.name ?? text.region) : text.region;
  // the member's own words name it: no producer prefix the catalogue would add
  return { ...entry, name: text.wineName, regionName, displayRegion: text.region || regionName };
}
