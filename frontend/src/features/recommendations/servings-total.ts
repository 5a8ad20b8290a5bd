import type { Servings } from '@wine/contracts';

/**
 * The card's quantity line (docs/product-rules.md#recommendations): the bottles a request for a crowd
 * needs and their total at the wine's price range, '4 bottles × $25-32 ≈ $100-128'.
 */
export function servingsLine(servings: Servings, priceRange: string): string {
  const [lo, hi] = [...priceRange.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const n = servings.bottles;
  const bottles = `${n} bottle${n === 1 ? '' : 's'}`;
  if (lo === undefined) return bottles;
  const total = hi === undefined ? `$${n * lo}+` : `$${n * lo}-${n * hi}`;
  return `${bottles} × ${priceRange} ≈ ${total}`;
}

/** Who the quantity is for: 'For 20 people' or 'As asked'. */
export function servingsFor(servings: Servings): string {
  return servings.people ? `For ${servings.people} people` : 'As asked';
}
