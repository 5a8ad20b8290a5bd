import type { MealPairingRecommendation, MealPairingResult, RecommendedWine } from '@wine/contracts';
import { recommendLocally } from '../engine/local-engine';
import { understandQuery } from '../engine/query-understanding';
import { normalise } from '@wine/wine-knowledge';

/** A dish to pair: a menu line, or what the user (or a vision model) says is on the plate. */
export interface DishToPair {
  name: string;
  description?: string;
}

const NO_PREFERENCES = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
// A menu is paired dish by dish; beyond eight dishes the answer stops being readable.
const MAX_DISHES = 8;
const WINES_FOR_ONE_DISH = 4;

// Pairing-rule ids that say the cuisine.
const CUISINE_BY_RULE: Record<string, string> = {
  thai: 'Thai',
  vietnamese: 'Vietnamese',
  chinese: 'Chinese',
  japanese: 'Japanese',
  'sushi-sashimi': 'Japanese',
  korean: 'Korean',
  'indian-curry': 'Indian',
  'spicy-asian': 'Asian',
  'middle-eastern': 'Middle Eastern',
  mexican: 'Mexican',
  'tomato-pasta': 'Italian',
  'creamy-pasta': 'Italian',
  pizza: 'Italian',
  tapas: 'Spanish',
  kangaroo: 'Modern Australian',
  'meat-pies': 'Australian',
  'fish-and-chips': 'Australian',
  barbecue: 'Barbecue',
};
const CUISINE_WORDS: [RegExp, string][] = [
  [/\b(french|bistro|bourguignon|provencal|confit|gratin)\b/, 'French'],
  [/\b(greek|souvlaki|moussaka|tzatziki)\b/, 'Greek'],
  [/\b(italian|risotto|gnocchi|osso buco|carbonara|bolognese|lasagne|ragu)\b/, 'Italian'],
  [/\b(spanish|paella|chorizo|patatas)\b/, 'Spanish'],
  [/\b(thai|pad thai|green curry|tom yum|massaman)\b/, 'Thai'],
  [/\b(indian|tikka|masala|vindaloo|korma|biryani|tandoori)\b/, 'Indian'],
  [/\b(japanese|sushi|sashimi|ramen|teriyaki|tempura|katsu)\b/, 'Japanese'],
  [/\b(chinese|peking|dumplings?|yum cha|kung pao|char siu)\b/, 'Chinese'],
  [/\b(mexican|tacos?|burrito|enchiladas?|quesadilla)\b/, 'Mexican'],
  [/\b(lebanese|turkish|persian|moroccan|tagine|shawarma|falafel|hummus)\b/, 'Middle Eastern'],
];
const METHODS: [RegExp, string][] = [
  [/\b(grilled|chargrilled|char grilled|barbecued|bbq|flame grilled|wood fired grill|grill)\b/, 'Grilled'],
  [/\b(roast|roasted|spit roasted|oven roasted)\b/, 'Roasted'],
  [/\b(braised|slow cooked|slow roasted|stew|stewed|casserole|confit)\b/, 'Slow-cooked'],
  [/\b(fried|deep fried|crispy|battered|tempura|crumbed|schnitzel|katsu)\b/, 'Fried'],
  [/\b(pan fried|pan seared|seared|sauteed)\b/, 'Pan-seared'],
  [/\b(steamed|poached)\b/, 'Steamed or poached'],
  [/\b(raw|tartare|sashimi|crudo|carpaccio|ceviche|freshly shucked|shucked|natural)\b/, 'Raw'],
  [/\b(baked|wood fired|woodfired|pie)\b/, 'Baked'],
  [/\b(smoked)\b/, 'Smoked'],
  [/\b(curry|simmered)\b/, 'Simmered'],
];
// Ingredient words worth naming back to the user, besides the pairing rules' own food words.
const INGREDIENTS = [
  'beef',
  'lamb',
  'pork',
  'chicken',
  'duck',
  'venison',
  'kangaroo',
  'veal',
  'salmon',
  'tuna',
  'barramundi',
  'snapper',
  'fish',
  'prawns',
  'prawn',
  'scallops',
  'oysters',
  'mussels',
  'crab',
  'lobster',
  'squid',
  'calamari',
  'octopus',
  'mushroom',
  'mushrooms',
  'truffle',
  'tomato',
  'eggplant',
  'pumpkin',
  'potato',
  'chilli',
  'garlic',
  'lemon',
  'cream',
  'butter',
  'cheese',
  'parmesan',
  'goat cheese',
  'blue cheese',
  'chocolate',
  'berries',
  'apple',
  'caramel',
  'pasta',
  'rice',
  'noodles',
  'coconut',
  'lime',
  'ginger',
  'soy',
  'miso',
  'pistachio',
];

const uniq = <T>(xs: T[]) => [...new Set(xs)];

export function cuisineOf(texts: string[], ruleIds: string[]): string {
  const text = normalise(texts.join(' '));
  for (const [re, cuisine] of CUISINE_WORDS) if (re.test(text)) return cuisine;
  const counts = new Map<string, number>();
  for (const id of ruleIds) if (CUISINE_BY_RULE[id]) counts.set(CUISINE_BY_RULE[id], (counts.get(CUISINE_BY_RULE[id]) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (top) return top[0];
  return ruleIds.length ? 'Modern Australian' : 'Not identified';
}

export function cookingMethodOf(texts: string[]): string {
  const text = normalise(texts.join(' ')).replace(/-/g, ' ');
  const found = METHODS.filter(([re]) => re.test(text)).map(([, m]) => m);
  return found.length ? uniq(found).slice(0, 2).join(', ') : 'Not specified';
}

export function ingredientsOf(texts: string[], foodWords: string[]): string[] {
  const text = ` ${normalise(texts.join(' '))} `;
  const found = INGREDIENTS.filter((w) => text.includes(` ${w} `));
  // 'prawn' and 'prawns' are one ingredient
  const merged = found.filter((w) => !found.includes(`${w}s`));
  return uniq([...merged, ...foodWords.map((w) => w.toLowerCase())]).slice(0, 8);
}

function toMealRecommendation(wine: RecommendedWine, dish: string | null): MealPairingRecommendation {
  return {
    wineName: wine.name,
    producer: wine.producer,
    region: wine.region,
    wineType: wine.type,
    vintage: wine.vintage,
    confidence: wine.confidence,
    priceRange: wine.priceRange,
    matchReason: dish ? `With the ${dish}: ${wine.matchReason}` : wine.matchReason,
    catalogueWineId: wine.id,
    description: wine.description,
    abv: wine.abv,
    rating: wine.rating,
    variety: wine.variety,
    dish,
  };
}

/**
 * Pairs dishes with the recommendation engine, reading each dish with its food vocabulary: one
 * dish gets the engine's top wines; a menu gets the best wine for each dish, no wine twice.
 */
export function pairDishes(dishes: DishToPair[], needsConfirmation = false): MealPairingResult {
  const texts = dishes.map((d) => `${d.name} ${d.description ?? ''}`.trim());
  // the dish's name says what it is ('scotch fillet'); its description only what comes with it
  // ('hand-cut chips'), so the name alone is paired when it names a food
  const queries = dishes.map((d, i) => (understandQuery(d.name).foods.length ? d.name : texts[i]));
  const understood = queries.map((t) => understandQuery(t));
  const ruleIds = uniq(understood.flatMap((q) => q.foods));
  const foodWords = uniq(understood.flatMap((q) => Object.values(q.foodWords)));
  const recognised = dishes.filter((_, i) => understood[i].foods.length > 0);
  const recommendations: MealPairingRecommendation[] = [];
  if (dishes.length === 1 && recognised.length === 1) {
    const { recommendations: wines } = recommendLocally({
      query: queries[0],
      preferences: NO_PREFERENCES,
      limit: WINES_FOR_ONE_DISH,
    });
    recommendations.push(...wines.map((w) => toMealRecommendation(w, null)));
  } else {
    const used = new Set<string>();
    for (const [i, dish] of dishes.entries()) {
      if (!understood[i].foods.length || recommendations.length >= MAX_DISHES) continue;
      const { recommendations: wines } = recommendLocally({ query: queries[i], preferences: NO_PREFERENCES, limit: 4 });
      const wine = wines.find((w) => !used.has(w.id)) ?? wines[0];
      if (!wine) continue;
      used.add(wine.id);
      recommendations.push(toMealRecommendation(wine, dish.name));
    }
  }
  return {
    cuisineType: cuisineOf(texts, ruleIds),
    cookingMethod: cookingMethodOf(texts),
    recognizedFood: (recognised.length ? recognised : dishes).map((d) => d.name),
    mainIngredients: ingredientsOf(texts, foodWords),
    recommendations,
    needsConfirmation: needsConfirmation || recognised.length === 0,
  };
}

/** The local engine cannot see the photo: an honest empty answer that asks the user what the dish is. */
export function unrecognisedMeal(): MealPairingResult {
  return {
    cuisineType: 'Not identified',
    cookingMethod: 'Not specified',
    recognizedFood: [],
    mainIngredients: [],
    recommendations: [],
    needsConfirmation: true,
  };
}
