import type { LabelAlternative } from '@wine/contracts';
import { middleOf, priceOf, type PriceRange } from './comparable-value';

// The wines offered instead of a label's reading cost about what it does: from half its lowest
// price to twice its highest, none outside (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told). A $25
// label is never offered a $900 wine.
export const BAND_BELOW = 0.5;
export const BAND_ABOVE = 2;

/** True when a price range sits within the band around the reference price. */
export function withinPriceBand(price: PriceRange, reference: PriceRange): boolean {
  const middle = middleOf(price);
  return middle >= reference.low * BAND_BELOW && middle <= reference.high * BAND_ABOVE;
}

/** The alternatives within the band; all of them when there is no reference price to band by. */
export function alternativesInBand(alternatives: LabelAlternative[], reference: PriceRange | null): LabelAlternative[] {
  if (!reference) return alternatives;
  return alternatives.filter((a) => {
    const price = priceOf(a.estimatedValue);
    return price !== null && withinPriceBand(price, reference);
  });
}
