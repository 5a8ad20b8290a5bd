import type { Wine } from '@wine/wine-knowledge';

// The order a dinner's wines are poured in (docs/product-rules.md#a-dinner-party): sparkling, then
// whites, rosé, reds, then sweet and fortified wines; within a type dry before sweet and lighter
// before fuller; a dessert course is served last whatever its wine.
const TYPE_ORDER: Record<string, number> = {
  'Sparkling Wine': 0,
  'White Wine': 1,
  'Rosé Wine': 2,
  'Red Wine': 3,
  'Dessert Wine': 4,
  'Fortified Wine': 5,
};
const DESSERT_COURSE = 10;
// a course with no wine to place it by keeps a middle place, among the reds
const UNKNOWN = 3;

export interface Servable {
  index: number; // the order the member wrote the courses in: the tie-break
  dessert: boolean;
  wine: Pick<Wine, 'wineType' | 'structure'> | null;
}

/** Lower is poured earlier. */
export function servingKey(c: Servable): number {
  const type = c.wine ? (TYPE_ORDER[c.wine.wineType] ?? UNKNOWN) : UNKNOWN;
  const sweetness = c.wine?.structure.sweetness ?? 0;
  const body = c.wine?.structure.body ?? 0;
  return (c.dessert ? DESSERT_COURSE * 100 : 0) + type * 100 + sweetness * 10 + body;
}

/** The courses in serving order; equal keys keep the member's order. */
export function inServingOrder<T extends Servable>(courses: T[]): T[] {
  return [...courses].sort((a, b) => servingKey(a) - servingKey(b) || a.index - b.index);
}
