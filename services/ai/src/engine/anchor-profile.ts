import {
  findPlace,
  findVariety,
  GRAPE_VARIETIES,
  normalise,
  REGIONS_BEYOND_GUIDE,
  STATE_GROUPS,
  type WineType,
} from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine, isVariety } from './catalogue';
import type { Comparative, Move } from './comparatives';
import type { StyleKey } from './vocabulary';

// The profile a comparative moves from (docs/product-rules.md#recommendations): one catalogue wine
// when the anchor names it ('Grange', 'Penfolds Bin 389'), else the average of the wines its grape,
// region and type describe ('Barossa Shiraz': every Barossa Shiraz we list).

export interface AnchorProfile {
  label: string; // 'Barossa Valley Shiraz', 'Penfolds Grange'
  wineId: string | null;
  type: WineType | null;
  varietyIds: string[];
  regionIds: string[];
  structure: Record<StyleKey, number>;
  priceMid: number;
  priceMin: number;
}

/** The parts of the anchor the query parser read (a subset of WineQuery). */
export interface AnchorWords {
  text: string;
  varieties: string[];
  regions: string[];
  states: string[];
  types: WineType[];
  producers: string[];
}

const KEYS: StyleKey[] = ['body', 'acidity', 'tannin', 'sweetness', 'oak'];
// words that name a region or a grape say a style, not one wine: 'Barossa Shiraz' is every Barossa Shiraz
const GENERIC = new Set([
  ...STATE_GROUPS.flatMap((g) => [...g.regions.flatMap((r) => normalise(r.name).split(' ')), ...normalise(g.state).split(' ')]),
  ...GRAPE_VARIETIES.flatMap((v) => normalise(v.name).split(' ')),
  ...REGIONS_BEYOND_GUIDE.flatMap((p) => normalise(p.name).split(' ')),
  ...'shiraz cabernet sauvignon riesling chardonnay pinot noir grenache semillon blanc merlot red white the and estate vineyard reserve single old vines sparkling rose'.split(
    ' ',
  ),
]);

// each wine's own name words, digits and producer words, folded once (not on every comparative)
const NAMES = CATALOGUE.map((entry) => {
  const name = normalise(entry.wine.wineName);
  return {
    entry,
    nameWords: name.split(' ').filter((w) => w.length >= 3 && !GENERIC.has(w)),
    digits: name.match(/\d+/g) ?? [],
    producerWords: normalise(entry.wine.producer)
      .split(' ')
      .filter((w) => w.length >= 3),
  };
});

function namedWine(a: AnchorWords): CatalogueWine | null {
  const text = normalise(a.text).split(' ');
  const words = new Set(text.filter((w) => w.length >= 3));
  let best: { entry: CatalogueWine; score: number } | null = null;
  for (const { entry, nameWords, digits, producerWords } of NAMES) {
    if (a.producers.length && !a.producers.includes(entry.wine.producer)) continue;
    if (!nameWords.length) continue;
    const hits = nameWords.filter((w) => words.has(w)).length;
    // the wine's own name words: 'grange', 'bin 389' (digits count), 'hill of grace'
    const digitHits = digits.filter((d) => text.includes(d)).length;
    // the producer's own words break a tie: 'Wynns Black Label' is not Wolf Blass's
    const producerHits = producerWords.filter((w) => words.has(w)).length;
    const score = hits / nameWords.length + digitHits + 0.5 * producerHits;
    if ((hits === nameWords.length || digitHits > 0) && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/** One catalogue wine as the anchor. */
function wineProfile(wine: CatalogueWine): AnchorProfile {
  return {
    label: wine.name,
    wineId: wine.wine.id,
    type: wine.wine.wineType,
    varietyIds: [wine.wine.varietyIds[0]],
    regionIds: [wine.wine.regionId],
    structure: { ...wine.wine.structure },
    priceMid: wine.priceMid,
    priceMin: wine.priceMin,
  };
}

/** The anchor's profile, or null when the words name nothing we list. */
export function anchorProfile(a: AnchorWords): AnchorProfile | null {
  const wine = namedWine(a);
  if (wine) return wineProfile(wine);
  const group = CATALOGUE.filter(
    (e) =>
      (!a.varieties.length || a.varieties.some((v) => e.wine.varietyIds[0] === v || isVariety(e, v))) &&
      (!a.regions.length || a.regions.includes(e.wine.regionId)) &&
      (!a.states.length || (e.state !== null && a.states.includes(e.state))) &&
      (!a.producers.length || a.producers.includes(e.wine.producer)) &&
      (a.types.length ? a.types.includes(e.wine.wineType) : ['Red Wine', 'White Wine'].includes(e.wine.wineType)),
  );
  if (!group.length || (!a.varieties.length && !a.regions.length && !a.producers.length && !a.types.length && !a.states.length))
    return null;
  // a producer's one wine of that grape is that wine: 'a Shaw and Smith sav blanc alternative'
  if (group.length === 1 && a.producers.length) return wineProfile(group[0]);
  const structure = Object.fromEntries(KEYS.map((k) => [k, mean(group.map((e) => e.wine.structure[k]))])) as Record<
    StyleKey,
    number
  >;
  const types = [...new Set(group.map((e) => e.wine.wineType))];
  const mids = group.map((e) => e.priceMid).sort((x, y) => x - y);
  return {
    // the anchor in the words we read: 'Barossa Valley Shiraz', not the whole sentence it sat in
    label:
      [
        ...a.regions.map((r) => findPlace(r)?.name ?? r),
        ...(a.regions.length ? [] : a.states),
        ...a.producers,
        ...a.varieties.map((v) => findVariety(v)?.name ?? v),
        ...(a.varieties.length ? [] : a.types.map((t) => t.replace(' Wine', ''))),
      ].join(' ') || titleCase(a.text),
    wineId: null,
    type: types.length === 1 ? types[0] : (mode(group.map((e) => e.wine.wineType)) ?? null),
    varietyIds: a.varieties,
    regionIds: a.regions,
    structure,
    priceMid: mids[Math.floor(mids.length / 2)],
    priceMin: mids[0],
  };
}

function mode<T>(xs: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const titleCase = (t: string) => t.replace(/\b([a-z])/g, (m) => m.toUpperCase());

/** Does the wine make every move from the anchor ('lighter': at least a step less body)? */
export function movedFrom(entry: CatalogueWine, anchor: AnchorProfile, moves: Move[]): boolean {
  if (anchor.wineId === entry.wine.id) return false;
  return moves.every((m) => {
    if (m.key === 'price') {
      // a step up from a $10 bottle is a $15 one, not $13
      if (m.dir > 0) return entry.priceMid >= anchor.priceMid * 1.5;
      // cheaper than a dear wine is well under it: a $170 Cabernet's cheaper twin is no $100 one
      const share = anchor.priceMid > 100 ? 0.55 : 0.7;
      return entry.priceMid <= ('far' in m && m.far ? Math.max(30, anchor.priceMid * 0.15) : anchor.priceMid * share);
    }
    // body is read a step and a half: 'lighter than Barossa Shiraz' is medium-bodied, not one notch down
    const v = entry.wine.structure[m.key];
    const from = anchor.structure[m.key];
    // from one wine the step and a half is exact (lighter than a body-5 wine is 3 at most); from a
    // style's average it is rounded ('more body than a rosé', average 2, is 3 and up)
    if (m.key === 'body') {
      const edge = from + 1.5 * m.dir;
      if (anchor.wineId) return m.dir < 0 ? v <= Math.max(1, edge) : v >= Math.min(5, edge);
      return m.dir < 0 ? v <= Math.max(1, Math.round(edge)) : v >= Math.min(5, Math.round(edge));
    }
    // a style's average ('Yarra Chardonnay', oak 2.4) is beaten by a clear half step; one wine by a whole step
    const step = anchor.wineId ? 1 : 0.4;
    return m.dir < 0 ? v <= Math.max(1, from - step) : v >= Math.min(5, from + step);
  });
}

/** Where a price move aims: well below (or above) the anchor's price, not a dollar either side. */
export function priceAim(anchor: AnchorProfile, dir: 1 | -1, far = false): number {
  if (dir > 0) return anchor.priceMid * 2;
  if (far) return Math.max(20, anchor.priceMid * 0.1);
  return anchor.priceMid <= 100 ? anchor.priceMid * 0.55 : Math.max(50, anchor.priceMid * 0.25);
}

/** The anchor's profile moved the way asked, as a style target. */
export function movedTarget(anchor: AnchorProfile, moves: Move[]): Partial<Record<StyleKey, number>> {
  const target: Partial<Record<StyleKey, number>> = { ...anchor.structure };
  for (const m of moves) if (m.key !== 'price') target[m.key] = Math.max(1, Math.min(5, anchor.structure[m.key] + 1.5 * m.dir));
  return target;
}

export type { Comparative };
