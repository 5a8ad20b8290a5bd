import type { LabelAlternative } from '@wine/contracts';
import { WINES, type Wine } from '@wine/wine-knowledge';
import { comparableValue, middleOf, middleThirdOf, priceOf, type LabelStyle, type PriceRange } from './comparable-value';

// The wines offered instead of a label's reading cost about what it does: from half its lowest
// price to twice its highest, none outside (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told). A $25
// label is never offered a $900 wine, whatever the label lacks; with no price to band by, none at all.
export const BAND_BELOW = 0.5;
export const BAND_ABOVE = 2;

/** True when a price range sits within the band around the reference price. */
export function withinPriceBand(price: PriceRange, reference: PriceRange): boolean {
  const middle = middleOf(price);
  return middle >= reference.low * BAND_BELOW && middle <= reference.high * BAND_ABOVE;
}

/**
 * The price a label not in the catalogue is banded by: its comparable value, else what its grape or
 * style costs anywhere, else what its type of wine typically costs (a rare grape: a Fiano with one
 * catalogue wine is banded as a white wine). A label that names neither grape nor style has none.
 */
export function referencePriceOf(label: LabelStyle, wines: readonly Wine[] = WINES): PriceRange | null {
  const found =
    comparableValue(label, wines) ??
    comparableValue({ ...label, regionId: null }, wines) ??
    (label.wineType === 'Unknown' ? null : middleThirdOf(wines.filter((w) => w.wineType === label.wineType)));
  return found?.range ?? null;
}

/** The alternatives within the band; none when there is no reference price to band by (no unrelated wines). */
export function alternativesInBand(alternatives: LabelAlternative[], reference: PriceRange | null): LabelAlternative[] {
  if (!reference) return [];
  return alternatives.filter((a) => {
    const price = priceOf(a.estimatedValue);
    return price !== null && withinPriceBand(price, reference);
  });
}
