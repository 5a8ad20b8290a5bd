import { WINDOW_FROM_CATALOGUE, type WindowBasis } from '@wine/contracts';
import { type DrinkingWindow, typicalWindowFor, type Wine, windowFor } from '@wine/wine-knowledge';

// The drinking window of an analysed label (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told): a
// catalogue wine's own curated ageing; for a label we do not know, only the grape's typical ageing
// (marked "typical for Fiano"), and only for a table wine or Prosecco with its vintage printed:
// a rosé, sparkling, fortified or sweet wine ages by its making, not its grape. Otherwise none.
const TYPICAL_FOR_TYPES = new Set(['Red Wine', 'White Wine']);
const SPARKLING_GRAPES = new Set(['prosecco']);

export interface LabelWindow {
  window: DrinkingWindow | null;
  basis: WindowBasis;
}

export function windowOfLabel(
  wine: Wine | null,
  label: { vintage: number | null; varietyId: string | null; regionId: string | null; wineType: string },
  thisYear = new Date().getFullYear(),
): LabelWindow {
  if (wine) return { window: windowFor(wine, label, thisYear), basis: WINDOW_FROM_CATALOGUE };
  const grapeAges = TYPICAL_FOR_TYPES.has(label.wineType) || (label.varietyId !== null && SPARKLING_GRAPES.has(label.varietyId));
  const typical = grapeAges ? typicalWindowFor(label.varietyId, label.vintage) : null;
  return typical ? { window: typical.window, basis: typical.basis } : { window: null, basis: null };
}

/** The four window fields as the analysis gives them: years, or empty when there is no window. */
export function windowFields(window: DrinkingWindow | null) {
  const year = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    optimalDrinkingStart: year(window?.optimalDrinkingStart),
    optimalDrinkingEnd: year(window?.optimalDrinkingEnd),
    peakYearsStart: year(window?.peakYearsStart),
    peakYearsEnd: year(window?.peakYearsEnd),
  };
}
