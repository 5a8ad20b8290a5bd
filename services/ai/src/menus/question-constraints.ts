import { findRegion, fold, type WineType } from '@wine/wine-knowledge';
import { grapeName, grapesOnLine, OLD_WORLD_REGIONS, oldWorldRegionsIn } from './list-vocabulary';
import type { UnderstoodEntry } from './understand-entry';

// The hard part of a question about a wine list (docs/product-rules.md, wine-list questions): a
// colour or style, by the glass or by the bottle, a price limit, a grape, a region. No pick may
// break one. When nothing on the list meets them all, the answer says so and names the nearest
// options with what each breaks. The dish and the wish ('good value', 'something special') are
// soft: they rank what meets the hard part.

export interface HardConstraints {
  types: WineType[];
  byGlass: boolean;
  byBottle: boolean;
  maxPrice: number | null;
  minPrice: number | null;
  /** grape ids: the wine's lead grape must be one */
  grapes: string[];
  /** grape ids the wine's lead grape must not be ('a white, but not Chardonnay') */
  notGrapes: string[];
  /** a grape asked for with no style: a still wine of it when the list has one, not its sparkling */
  stillFirst: boolean;
  /** 'a light red': a light-bodied one when the list has one */
  lightFirst: boolean;
  regions: string[];
  states: string[];
}

/** What readQuestion found, as the constraints need it. */
export interface AskedFor {
  types: WineType[];
  varieties: string[];
  regions: string[];
  states: string[];
  byGlass: boolean;
  byBottle: boolean;
  maxPrice: number | null;
  minPrice: number | null;
  /** 'anything but Chardonnay': what the question rules out */
  exclude?: { varieties: string[] };
  /** 'something sweet': asked for sweetness, with no colour named */
  sweetness?: string | null;
  /** style words ('light') */
  styles?: string[];
}

const STILL: WineType[] = ['Red Wine', 'White Wine', 'Rosé Wine'];
// light-bodied: the catalogue's body, else the grapes that make light wines
const LIGHT_GRAPES = ['pinot-noir', 'gamay', 'pinot-gris', 'riesling', 'sauvignon-blanc'];
const isLight = (e: UnderstoodEntry) =>
  e.catalogue
    ? e.catalogue.wine.structure.body <= 2 || LIGHT_GRAPES.includes(e.varietyIds[0] ?? '')
    : LIGHT_GRAPES.includes(e.varietyIds[0] ?? '');
// 'something sweet (to finish)' with no colour named asks for a dessert or fortified wine
const SWEET_TYPES: WineType[] = ['Dessert Wine', 'Fortified Wine'];

/** The question's hard constraints: what readQuestion found, plus the grapes only a wine list names (Savagnin, GSM). */
export function hardConstraints(question: string, asked: AskedFor): HardConstraints {
  // an appellation asked for ('something from the Rhône', 'a Chablis') is a region, not its usual
  // grapes: a Condrieu is from the Rhône though no Grenache
  const listGrapes = grapesOnLine(withoutAppellations(question)).grapes;
  const grapes = [...new Set([...asked.varieties, ...(asked.varieties.length ? [] : listGrapes)])];
  // 'a GSM' asks for the blend: its lead grape (Grenache)
  const gsm = /\bgsm\b/.test(fold(question));
  return {
    types: asked.types.length || asked.sweetness !== 'sweet' ? asked.types : SWEET_TYPES,
    byGlass: asked.byGlass,
    byBottle: asked.byBottle,
    maxPrice: asked.maxPrice,
    minPrice: asked.minPrice,
    grapes: gsm ? ['grenache'] : grapes,
    notGrapes: asked.exclude?.varieties ?? [],
    stillFirst: (gsm || grapes.length > 0) && !asked.types.length,
    lightFirst: Boolean(asked.styles?.includes('light')),
    // the Rhône, Burgundy: regions a list names by their appellations
    regions: [...asked.regions, ...oldWorldRegionsIn(question)],
    states: asked.regions.length ? [] : asked.states,
  };
}

const APPELLATIONS = OLD_WORLD_REGIONS.flatMap((r) => r.words).sort((a, b) => b.length - a.length);

/** The question's words without the Old World regions and appellations it names. */
function withoutAppellations(question: string): string {
  let f = ` ${fold(question)} `;
  for (const w of APPELLATIONS) f = f.replaceAll(` ${w} `, ' ');
  return f.trim();
}

/** The price a constraint is about: a glass when asked by the glass, a bottle when by the bottle, else the bottle (or the glass when that is all there is). */
export function priceFor(
  e: Pick<UnderstoodEntry, 'glassPrice' | 'bottlePrice'>,
  c: Pick<HardConstraints, 'byGlass' | 'byBottle'>,
) {
  if (c.byGlass) return e.glassPrice;
  if (c.byBottle) return e.bottlePrice;
  return e.bottlePrice ?? e.glassPrice;
}

const dollars = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
const typeWord = (t: WineType) => (t === 'Rosé Wine' ? 'a rosé' : `a ${t.toLowerCase().replace(' wine', '')}`);

/** What of the hard constraints an entry breaks, in words ('not a red', 'over $90'); empty when it meets them all. */
export function breaches(e: UnderstoodEntry, c: HardConstraints): string[] {
  const out: string[] = [];
  if (c.types.length && (e.wineType === null || !c.types.includes(e.wineType)))
    out.push(`not ${c.types.map(typeWord).join(' or ')}`);
  // a wine whose price the photo lost may well be poured by the glass: what is broken is that its price is unknown
  if (e.priceUnread && (c.byGlass || c.byBottle || c.maxPrice !== null || c.minPrice !== null))
    out.push('its price could not be read');
  else if (c.byGlass && e.glassPrice === null) out.push('not by the glass');
  else if (c.byBottle && e.bottlePrice === null) out.push('not by the bottle');
  if (!e.priceUnread && (c.maxPrice !== null || c.minPrice !== null)) {
    const price = priceFor(e, c);
    const per = c.byGlass ? ' a glass' : c.byBottle ? ' a bottle' : '';
    if (price === null) out.push('no price shown');
    else if (c.maxPrice !== null && price > c.maxPrice) out.push(`over ${dollars(c.maxPrice)}${per} (${dollars(price)})`);
    else if (c.minPrice !== null && price < c.minPrice) out.push(`under ${dollars(c.minPrice)}${per} (${dollars(price)})`);
  }
  if (c.grapes.length && !c.grapes.includes(e.varietyIds[0] ?? '')) out.push(`not ${c.grapes.map(grapeName).join(' or ')}`);
  if (c.notGrapes.includes(e.varietyIds[0] ?? '')) out.push(`a ${grapeName(e.varietyIds[0])}`);
  const regionName = (r: string) => findRegion(r)?.name ?? OLD_WORLD_REGIONS.find((o) => o.id === r)?.name ?? r;
  if (c.regions.length && !e.regionIds.some((r) => c.regions.includes(r)))
    out.push(`not from ${c.regions.map(regionName).join(' or ')}`);
  else if (!c.regions.length && c.states.length && !e.states.some((s) => c.states.includes(s)))
    out.push(`not from ${c.states.join(' or ')}`);
  return out;
}

export interface Nearest {
  entry: UnderstoodEntry;
  breaks: string[];
}

/**
 * The entries that meet every hard constraint; when none does, the nearest: the fewest broken,
 * and of a broken price limit the least over it.
 */
export function withinConstraints(
  entries: UnderstoodEntry[],
  c: HardConstraints,
): { fitting: UnderstoodEntry[]; nearest: Nearest[] } {
  const judged = entries.map((entry) => ({ entry, breaks: breaches(entry, c) }));
  const meeting = judged.filter((j) => !j.breaks.length).map((j) => j.entry);
  const still = meeting.filter((e) => e.wineType !== null && STILL.includes(e.wineType));
  const chosen = c.stillFirst && still.length ? still : meeting;
  const light = chosen.filter(isLight);
  const fitting = c.lightFirst && light.length ? light : chosen;
  if (fitting.length) return { fitting, nearest: [] };
  const overBy = (e: UnderstoodEntry) => {
    const price = priceFor(e, c);
    return c.maxPrice !== null && price !== null ? Math.max(0, price - c.maxPrice) : 0;
  };
  const nearest = judged.sort((a, b) => a.breaks.length - b.breaks.length || overBy(a.entry) - overBy(b.entry));
  return { fitting, nearest };
}
