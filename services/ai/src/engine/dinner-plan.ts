import {
  type CellarPairingItem,
  DINNER_SUGGESTIONS_PER_COURSE,
  type DinnerCourse,
  type DinnerMissing,
  type RecommendationPreferences,
  type RecommendedWine,
} from '@wine/contracts';
import { CATALOGUE } from './catalogue';
import { candidateOf, recommendFromCellar } from './cellar-pairing';
import { amountToBuy, bottleNoun, inWords, pourFor, STANDARD_BOTTLE_ML } from './dinner-pour';
import type { Palate } from './palate-profile';
import { understandQuery } from './query-understanding';
import { inServingOrder, type Servable } from './serving-order';

// A dinner party from the member's own cellar (docs/product-rules.md#a-dinner-party): each course
// asks "From my cellar" for its dish (the same engine, rules and reasons), the first bottle that suits
// with enough bottles left is planned, bottles already planned for another course count against what
// is left, and the courses come back in serving order.

export interface DinnerRequest {
  courses: string[];
  guests: number;
  items: CellarPairingItem[];
  preferences: RecommendationPreferences;
  palate?: Palate | null;
}

export interface DinnerResult {
  courses: DinnerCourse[];
  missing: DinnerMissing[];
  bottlesToOpen: number;
}

// the bottles the engine is asked for each course: enough to find one with bottles left
const CANDIDATES_PER_COURSE = 6;
const SWEET_TYPES = new Set(['Dessert Wine', 'Fortified Wine']);
const BY_ID = new Map(CATALOGUE.map((e) => [e.wine.id, e]));

interface Planned extends Servable {
  course: DinnerCourse;
  missing: DinnerMissing | null;
}

/** 'a botrytis Semillon', 'a Chardonnay', 'a sparkling wine': what a wine to buy is, in words. */
function styleOf(wine: RecommendedWine | undefined): string {
  if (!wine) return 'a wine that suits it';
  const tags = BY_ID.get(wine.id)?.wine.styleTags ?? [];
  if (wine.type === 'Sparkling Wine') return 'a sparkling wine';
  // 'Botrytis Semillon' reads 'a botrytis Semillon'; a tag the variety does not say is added
  const variety = wine.variety.replace(/\b(Botrytis|Late Harvest)\b/g, (w) => w.toLowerCase());
  const tag = tags.includes('botrytis') ? 'botrytis' : tags.includes('late-harvest') ? 'late-harvest' : '';
  const style = tag && !variety.toLowerCase().includes(tag.replace('-', ' ')) ? `${tag} ` : '';
  return `a ${style}${variety}`;
}

function missingMessage(
  dish: string,
  dessert: boolean,
  anySweet: boolean,
  guests: number,
  buy: RecommendedWine | undefined,
  read: boolean,
): string {
  if (!read)
    return `We could not tell what “${dish}” is: describe the dish (for example 'roast lamb' or 'lemon tart') to plan its wine.`;
  const sweet = dessert || (buy ? SWEET_TYPES.has(buy.type) : false);
  const amount = `${amountToBuy(guests, sweet)} of ${styleOf(buy)} would do`;
  if (dessert && !anySweet) return `No dessert wine in your cellar: ${amount}.`;
  return `Nothing in your cellar suits ${dish}: ${amount}.`;
}

function shortMessage(dish: string, wine: RecommendedWine, left: number, needed: number, size: number, guests: number): string {
  const noun = bottleNoun(size);
  const more = needed - left;
  return (
    `Only ${inWords(left)} ${noun}${left === 1 ? '' : 's'} of ${wine.name} left for ${dish}: ${guests} guests want ${needed}. ` +
    `${more === 1 ? 'One more' : `${inWords(more)[0].toUpperCase()}${inWords(more).slice(1)} more`} ${noun}${more === 1 ? '' : 's'} of ${styleOf(wine)} would do.`
  );
}

export function planDinner(request: DinnerRequest): DinnerResult {
  // what is left of each bottle as the courses take theirs
  const left = new Map(request.items.map((i) => [i.id, i.quantity]));
  const planned: Planned[] = [];
  request.courses.forEach((dish, index) => {
    const q = understandQuery(dish);
    const dessert = q.dessertSweetness > 0;
    const items = request.items.map((i) => ({ ...i, quantity: left.get(i.id) ?? 0 })).filter((i) => i.quantity > 0);
    const found = recommendFromCellar({
      query: dish,
      preferences: request.preferences,
      limit: CANDIDATES_PER_COURSE,
      items,
      palate: request.palate ?? null,
    });
    const byId = new Map(items.map((i) => [i.id, i]));
    const needOf = (w: RecommendedWine) => {
      const item = byId.get(w.cellarItemId ?? '')!;
      return pourFor(request.guests, SWEET_TYPES.has(w.type) || dessert, item.size ?? STANDARD_BOTTLE_ML);
    };
    // the best bottle with enough left; else the best, with what is left of it
    const pick =
      found.recommendations.find((w) => (left.get(w.cellarItemId ?? '') ?? 0) >= needOf(w).bottles) ?? found.recommendations[0];
    const read = found.message === null || found.recommendations.length > 0 || found.fallback.length > 0;
    if (!pick) {
      const buy = found.fallback.slice(0, DINNER_SUGGESTIONS_PER_COURSE);
      const anySweet = items.some((i) => SWEET_TYPES.has(candidateOf(i)?.entry.wine.wineType ?? ''));
      const pour = pourFor(request.guests, dessert || (buy[0] ? SWEET_TYPES.has(buy[0].type) : false));
      const course: DinnerCourse = { courseNumber: index + 1, course: dish, dessert, wine: null, pour, bottlesToOpen: 0 };
      const message = missingMessage(dish, dessert, anySweet, request.guests, buy[0], read);
      planned.push({
        index,
        dessert,
        wine: buy[0] ? (BY_ID.get(buy[0].id)?.wine ?? null) : null,
        course,
        missing: { courseNumber: index + 1, course: dish, message, suggestions: buy },
      });
      return;
    }
    const item = byId.get(pick.cellarItemId!)!;
    const pour = needOf(pick);
    const have = left.get(item.id) ?? 0;
    const bottlesToOpen = Math.min(have, pour.bottles);
    left.set(item.id, have - bottlesToOpen);
    const course: DinnerCourse = { courseNumber: index + 1, course: dish, dessert, wine: pick, pour, bottlesToOpen };
    const short = bottlesToOpen < pour.bottles;
    planned.push({
      index,
      dessert,
      wine: candidateOf(item)?.entry.wine ?? null,
      course,
      missing: short
        ? {
            courseNumber: index + 1,
            course: dish,
            message: shortMessage(dish, pick, bottlesToOpen, pour.bottles, pour.bottleSize, request.guests),
            suggestions: [],
          }
        : null,
    });
  });
  const ordered = inServingOrder(planned);
  return {
    courses: ordered.map((p) => p.course),
    missing: ordered.flatMap((p) => (p.missing ? [p.missing] : [])),
    bottlesToOpen: ordered.reduce((sum, p) => sum + p.course.bottlesToOpen, 0),
  };
}
