import { normalise, type Wine } from '@wine/wine-knowledge';

/**
 * What a dish asks of a wine, in the terms of the pairing principles (docs/product-rules.md#pairing):
 * its weight (1 light – 5 rich), whether it is delicate (raw or light seafood, fried morsels), how hot
 * its chilli is (0-3), how sweet it is (0 savoury – 5 very sweet), whether it is sharp (tomato,
 * citrus, vinegar), whether it is earthy (mushroom, eggplant, beetroot), and whether a sweet wine
 * belongs with it (blue cheese, nuts, dried fruit).
 */
export interface DishCharacter {
  weight: number;
  delicate: boolean;
  spice: number;
  sweetness: number;
  sharp: boolean;
  earthy: boolean;
  sweetWineWelcome: boolean;
}

const SAVOURY: DishCharacter = {
  weight: 3,
  delicate: false,
  spice: 0,
  sweetness: 0,
  sharp: false,
  earthy: false,
  sweetWineWelcome: false,
};
const dish = (c: Partial<DishCharacter>): DishCharacter => ({ ...SAVOURY, ...c });

// The character of each pairing rule's typical dish (rule ids from packages/wine-knowledge).
const BY_RULE: Record<string, DishCharacter> = {
  'beef-steak': dish({ weight: 5 }),
  lamb: dish({ weight: 4 }),
  pork: dish({ weight: 3 }),
  chicken: dish({ weight: 3 }),
  duck: dish({ weight: 3 }),
  game: dish({ weight: 4 }),
  kangaroo: dish({ weight: 4 }),
  veal: dish({ weight: 3 }),
  sausages: dish({ weight: 4 }),
  barbecue: dish({ weight: 5 }),
  burgers: dish({ weight: 4 }),
  'roast-dinner': dish({ weight: 4 }),
  'slow-cooked-stews': dish({ weight: 5 }),
  'meat-pies': dish({ weight: 4 }),
  salmon: dish({ weight: 3 }),
  'white-fish': dish({ weight: 2, delicate: true }),
  shellfish: dish({ weight: 2, delicate: true }),
  oysters: dish({ weight: 1, delicate: true, sharp: true }),
  prawns: dish({ weight: 2, delicate: true }),
  'sushi-sashimi': dish({ weight: 1, delicate: true }),
  'fish-and-chips': dish({ weight: 2, delicate: true }),
  thai: dish({ weight: 2, spice: 2, sharp: true }),
  vietnamese: dish({ weight: 2, spice: 1, sharp: true }),
  chinese: dish({ weight: 3, spice: 1 }),
  japanese: dish({ weight: 2, delicate: true }),
  korean: dish({ weight: 3, spice: 2 }),
  'indian-curry': dish({ weight: 3, spice: 2 }),
  'spicy-asian': dish({ weight: 3, spice: 3 }),
  'middle-eastern': dish({ weight: 3, spice: 1 }),
  mexican: dish({ weight: 3, spice: 2 }),
  'tomato-pasta': dish({ weight: 3, sharp: true }),
  'creamy-pasta': dish({ weight: 3 }),
  pizza: dish({ weight: 3, sharp: true }),
  'mushroom-dishes': dish({ weight: 3, earthy: true }),
  vegetarian: dish({ weight: 3 }),
  vegan: dish({ weight: 2 }),
  salads: dish({ weight: 2, sharp: true }),
  'soft-cheese': dish({ weight: 3 }),
  'hard-cheese': dish({ weight: 4, sweetWineWelcome: true }),
  'blue-cheese': dish({ weight: 4, sweetWineWelcome: true }),
  'goat-cheese': dish({ weight: 2, sharp: true }),
  charcuterie: dish({ weight: 3 }),
  tapas: dish({ weight: 3 }),
  'chocolate-desserts': dish({ weight: 4, sweetness: 4, sweetWineWelcome: true }),
  'fruit-desserts': dish({ weight: 2, sweetness: 3, sweetWineWelcome: true }),
  'creamy-desserts': dish({ weight: 3, sweetness: 4, sweetWineWelcome: true }),
  'nuts-and-dried-fruit': dish({ weight: 4, sweetness: 3, sweetWineWelcome: true }),
};

// Words in the query that change the dish: how it is cooked, its sauce, its heat.
const MODIFIERS: { words: RegExp; change: Partial<DishCharacter> }[] = [
  { words: /\b(blinis?|canapes?|smoked salmon|tempura|scaloppine|piccata|al limone)\b/, change: { delicate: true, weight: 2 } },
  { words: /\b(quail|pheasant|pigeon|guinea fowl|rabbit)\b/, change: { weight: 3 } },
  { words: /\b(chipotle|jalapenos?|vindaloo|madras|hot|fiery|sichuan|szechuan)\b/, change: { spice: 3 } },
  { words: /\b(butter chicken)\b/, change: { spice: 1 } },
  { words: /\b(eggplant|aubergine|ratatouille|mushrooms?|beetroot|lentils?|truffle|porcini)\b/, change: { earthy: true } },
  { words: /\b(lemon|citrus|lime|vinaigrette|tomato)\b/, change: { sharp: true } },
  { words: /\b(creamy|cream|butter|cheesy)\b/, change: { sharp: false } },
];

/** The dish the query describes, from the pairing rules it named and its own words. */
export function dishCharacterOf(ruleIds: string[], queryText: string): DishCharacter | null {
  // 'prawns on the barbie': the barbecue says how it is cooked, the prawns what the wine meets
  const foods = ruleIds.length > 1 ? ruleIds.filter((id) => id !== 'barbecue') : ruleIds;
  const known = foods.map((id) => BY_RULE[id]).filter((c): c is DishCharacter => Boolean(c));
  if (!known.length) return null;
  const c: DishCharacter = {
    weight: Math.max(...known.map((k) => k.weight)),
    delicate: known.every((k) => k.delicate),
    spice: Math.max(...known.map((k) => k.spice)),
    sweetness: Math.max(...known.map((k) => k.sweetness)),
    sharp: known.some((k) => k.sharp),
    earthy: known.some((k) => k.earthy),
    sweetWineWelcome: known.every((k) => k.sweetWineWelcome),
  };
  const text = normalise(queryText);
  for (const m of MODIFIERS) if (m.words.test(text)) Object.assign(c, m.change);
  return c;
}

// how much a wine heavier than the dish (by 0-4 steps of body) flattens it
const OVERWEIGHT = [0, 0.2, 0.5, 0.9, 1];

/** A clash between the wine's structure and the dish, with the principle it breaks (0-1 severity). */
export interface Clash {
  severity: number;
  principle: string;
}

/** Every clash between the wine and the dish by the pairing principles; empty when they agree. */
export function clashesOf(wine: Wine, dish: DishCharacter): Clash[] {
  const s = wine.structure;
  const red = wine.wineType === 'Red Wine';
  const sweetStyle = s.sweetness >= 4;
  const out: Clash[] = [];
  const add = (severity: number, principle: string) => {
    if (severity > 0) out.push({ severity: Math.min(1, severity), principle });
  };
  // weight matches weight: a big wine flattens a light dish, a light one vanishes beside a rich one
  if (wine.wineType !== 'Sparkling Wine' || dish.weight >= 4) {
    add(OVERWEIGHT[Math.max(0, s.body - dish.weight)], 'weight');
    add(0.3 * (dish.weight - s.body - 1), 'weight');
  }
  // tannin needs protein and fat to soften it, and turns delicate seafood metallic
  if (red && dish.delicate) add(s.tannin >= 3 || s.body >= 4 ? 1 : 0.6, 'tannin-seafood');
  if (red && !dish.delicate && s.tannin >= 4 && dish.weight <= 3) add(0.35 * (s.tannin - 3), 'tannin-protein');
  // chilli heat is fanned by tannin, alcohol and oak, and cooled by a touch of sweetness
  if (dish.spice >= 2) {
    if (red) add(0.3 * (s.tannin - 1.5) * (dish.spice / 2), 'spice-tannin');
    if (wine.abv >= 14.5) add(0.3 * (dish.spice / 2), 'spice-alcohol');
    if (s.oak >= 3) add(0.2 * (s.oak - 2), 'spice-oak');
  }
  // a sharp dish (tomato, citrus) makes a wine of lower acidity taste flat
  if (dish.sharp) add(0.3 * (4 - s.acidity), 'acid');
  // the wine at least as sweet as the dessert; a sweet wine does not belong with a savoury dish
  if (dish.sweetness > 0) add(0.4 * (dish.sweetness - s.sweetness), 'sweetness');
  else if (sweetStyle && !dish.sweetWineWelcome) add(0.8, 'sweetness');
  return out;
}

/**
 * How well the wine echoes the dish beyond avoiding clashes (0-1): a touch of sweetness cools chilli;
 * the savoury, earthy fruit of a light or medium red echoes mushroom, eggplant or beetroot.
 */
export function harmonyOf(wine: Wine, dish: DishCharacter): number {
  const s = wine.structure;
  let h = 0;
  if (dish.spice >= 2 && wine.wineType !== 'Red Wine' && s.sweetness >= 2 && s.sweetness <= 3) h += 0.5;
  if (dish.earthy && wine.wineType === 'Red Wine' && s.body <= 4 && s.tannin <= 3) h += 0.5;
  return h;
}
