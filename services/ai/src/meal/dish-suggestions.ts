import { normalise } from '@wine/wine-knowledge';
import { COOKING_METHODS, understandQuery } from '../engine/query-understanding';

// Offline, nothing recognises a dish in a photo (docs/decisions/0005-confirm-the-dish-offline.md),
// so the confirm-the-dish step offers what the engine can read: food named in the photo's own
// printed text (a menu, a packet) first, then the foods of the user's recent searches.

const MAX_SUGGESTIONS = 8;
const MAX_LINE_LENGTH = 60;

/** A food, not only a way of cooking ('THE GRILL' over the door is no dish). */
function namesAFood(line: string): boolean {
  return Object.values(understandQuery(line).foodWords).some((word) => !COOKING_METHODS.has(word));
}

/** Dishes to offer for one tap: OCR lines that name a food, then foods from recent searches. */
export function suggestDishes(photoLines: string[], recentQueries: string[], limit = MAX_SUGGESTIONS): string[] {
  const fromPhoto = photoLines
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/[\s.…$\d-]+$/, '')
        .trim(),
    )
    .filter((line) => line.length >= 3 && line.length <= MAX_LINE_LENGTH && namesAFood(line));
  // a search names the dish among other words ('a Shiraz for lamb shanks'): its food words are the dish
  const fromSearches = recentQueries.flatMap((query) => Object.values(understandQuery(query).foodWords));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const dish of [...fromPhoto, ...fromSearches]) {
    const key = normalise(dish);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(dish);
    if (out.length >= limit) break;
  }
  return out;
}
