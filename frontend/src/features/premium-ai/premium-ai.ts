import type { MealPairingRecommendation, RecommendedWine } from '@wine/contracts';
import type { FormProblem } from '@/lib/form-problem';
import { photoProblem } from '@/lib/photo-problem';

/** Image checks for menu and meal photos, titled as their toasts are. */
export function checkMenuPhoto(file: Pick<File, 'type' | 'size'>): FormProblem | null {
  return photoProblem(file, { invalid: 'Invalid file', tooLarge: 'File too large' });
}

/** A 403 with the upgrade flag (docs/product-rules.md#premium-features): the server says this is a Premium feature. */
export function isUpgradeRequired(err: unknown): boolean {
  const e = err as { status?: unknown; data?: { upgrade?: unknown } };
  return e.status === 403 && e.data?.upgrade === true;
}

/** A meal pairing's wine as the dashboard's wine card shows it (and saves it). */
export function toRecommendedWine(r: MealPairingRecommendation): RecommendedWine {
  return {
    id: r.catalogueWineId,
    name: r.wineName,
    producer: r.producer,
    type: r.wineType,
    region: r.region,
    vintage: r.vintage,
    description: r.description,
    priceRange: r.priceRange,
    abv: r.abv,
    rating: r.rating,
    matchReason: r.matchReason,
    confidence: r.confidence,
    signals: r.dish ? [`for ${r.dish}`] : [],
    variety: r.variety,
  };
}

// Dishes people photograph most, offered as chips when the photo could not be read.
export const COMMON_DISHES = [
  'Steak',
  'Roast lamb',
  'Roast chicken',
  'Salmon',
  'Prawns',
  'Oysters',
  'Pasta with tomato sauce',
  'Creamy pasta',
  'Pizza',
  'Thai curry',
  'Indian curry',
  'Sushi',
  'Burgers',
  'Cheese board',
  'Chocolate dessert',
];

/** The dishes to offer on the confirm step: the answer's suggestions first, then what it read, then the common ones. */
export function dishChoices(result: { suggestedDishes?: string[]; recognizedFood: string[] } | null, max = 16): string[] {
  return [...new Set([...(result?.suggestedDishes ?? []), ...(result?.recognizedFood ?? []), ...COMMON_DISHES])].slice(0, max);
}

// The dish a user confirmed for a photo, remembered on this device so the same photo pairs at once.
export type RememberedDishes = { key: string; dish: string }[];
export const REMEMBERED_DISHES_MAX = 50;

/** The list with this photo's dish at the front, the oldest dropped beyond `max`. */
export function rememberDish(list: RememberedDishes, key: string, dish: string, max = REMEMBERED_DISHES_MAX): RememberedDishes {
  return [{ key, dish }, ...list.filter((d) => d.key !== key)].slice(0, max);
}
