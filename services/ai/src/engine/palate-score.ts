import type { CatalogueWine } from './catalogue';
import type { ScoredWine } from './scored-wine';
import { affinity, isEmpty, type Palate, regionName, STYLE_DIMENSIONS, varietyName } from './palate-profile';

// The palate is a soft score: it reorders the wines that already meet every hard constraint of the
// query (type, price limit, variety or region named), never lets another one in.
export const PALATE_WEIGHTS = { wine: 2, variety: 1.2, region: 0.5, style: 1.2, price: 0.3 } as const;
// a profile reaches full strength at this much evidence (about three clear signals)
const FULL_EVIDENCE = 3;
// a card says the palate shaped it when the palate added at least this much
const CHIP_THRESHOLD = 0.35;
const MAX_SIGNALS = 6;

interface PalateFit {
  points: number;
  max: number;
}

/** How well one wine fits the palate: points (may be negative) out of max. */
export function palateFit(entry: CatalogueWine, palate: Palate): PalateFit {
  const strength = Math.min(1, palate.evidence / FULL_EVIDENCE);
  const w = entry.wine;
  const own = palate.wines.get(w.id)?.thumb;
  const wine = own === 'up' ? 1 : own === 'down' ? -1 : 0;
  const variety = affinity(palate.varieties.get(w.varietyIds[0]));
  const region = entry.singleRegion ? affinity(palate.regions.get(w.regionId)) : 0;
  // the wine's structure along the palate's lean on each dimension, -1..1
  const style = STYLE_DIMENSIONS.reduce((sum, d) => sum + palate.style[d] * ((w.structure[d] - 3) / 2), 0);
  const band = palate.priceBand;
  const price = band && entry.priceMid >= band.min && entry.priceMid <= band.max ? 1 : 0;
  const points =
    PALATE_WEIGHTS.wine * wine +
    strength *
      (PALATE_WEIGHTS.variety * variety +
        PALATE_WEIGHTS.region * region +
        PALATE_WEIGHTS.style * Math.max(-1, Math.min(1, style)) +
        PALATE_WEIGHTS.price * price);
  const max =
    (wine ? PALATE_WEIGHTS.wine : 0) +
    strength * (PALATE_WEIGHTS.variety + PALATE_WEIGHTS.region + PALATE_WEIGHTS.style + (band ? PALATE_WEIGHTS.price : 0));
  return { points, max };
}

/** The chip a card shows when the palate lifted it: what the user did that says they would like it. */
export function palateChip(entry: CatalogueWine, palate: Palate): string | null {
  const w = entry.wine;
  if (palate.wines.get(w.id)?.thumb === 'up') return 'you gave it a thumbs up';
  const liked = [...palate.wines.values()].filter((e) => e.weight > 0 && e.entry.wine.varietyIds[0] === w.varietyIds[0]);
  const rated = liked
    .filter((e) => e.stars !== null && e.stars >= 4)
    .sort(
      (a, b) =>
        b.stars! - a.stars! || Number(b.entry.wine.regionId === w.regionId) - Number(a.entry.wine.regionId === w.regionId),
    )[0];
  const variety = varietyName(w.varietyIds[0]);
  if (rated) return `you rated ${rated.entry.regionName} ${variety} ${Math.round(rated.stars!)}★`;
  if (liked.length) return `you liked ${liked.length === 1 ? article(variety) : `${liked.length} ${plural(variety)}`}`;
  const fromRegion = [...palate.wines.values()].filter((e) => e.weight > 0 && e.entry.wine.regionId === w.regionId);
  if (entry.singleRegion && fromRegion.length)
    return `you liked ${fromRegion.length === 1 ? 'a wine' : `${fromRegion.length} wines`} from ${regionName(w.regionId)}`;
  const lean = STYLE_DIMENSIONS.find((d) => palate.style[d] <= -0.15 && w.structure[d] <= 2);
  if (lean === 'body') return 'suits your taste for lighter wines';
  if (lean === 'oak') return 'suits your taste for less oak';
  if (lean === 'sweetness') return 'suits your taste for dry wines';
  return null;
}

function article(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
}

function plural(name: string): string {
  return /s$/.test(name) ? name : `${name}s`;
}

/**
 * Adds the palate's soft score to a scored wine, and a chip when it lifted the wine. An empty palate
 * (a user with no signals) returns the wine unchanged: today's answer, exactly.
 */
export function withPalate(scored: ScoredWine, palate: Palate | null | undefined): ScoredWine {
  if (!palate || isEmpty(palate)) return scored;
  const fit = palateFit(scored.entry, palate);
  const signals = [...scored.signals];
  const chip = fit.points >= CHIP_THRESHOLD ? palateChip(scored.entry, palate) : null;
  // kept among the signals a card shows (the first six)
  if (chip) signals.splice(Math.min(signals.length, MAX_SIGNALS - 1), 0, chip);
  return { ...scored, score: scored.score + fit.points, maxScore: scored.maxScore + fit.max, signals };
}
