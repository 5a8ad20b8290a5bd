import type { WineType } from '@wine/wine-knowledge';
import type { StyleTarget } from './vocabulary';

// Occasions a request names ('a toast', 'date night', 'dad's 60th'): the wine types they suit, the
// style they lean to and how special a bottle they want (docs/product-rules.md#recommendations).

export interface Occasion {
  label: string;
  types: Partial<Record<WineType, number>>; // type weights 0-1
  target?: StyleTarget;
  quality?: number; // extra weight for the house score (gifts, celebrations)
  drinkNow?: boolean;
  benchmark?: boolean; // 'to impress', 'a wine lover's gift': the catalogue's benchmark wines, across styles
}

export const OCCASIONS: Record<string, Occasion> = {
  celebration: { label: 'for a celebration', types: { 'Sparkling Wine': 1 }, quality: 1 },
  celebrate: { label: 'for a celebration', types: { 'Sparkling Wine': 1 }, quality: 1 },
  celebrating: { label: 'for a celebration', types: { 'Sparkling Wine': 1 }, quality: 1 },
  party: { label: 'for a party', types: { 'Sparkling Wine': 0.8, 'Rosé Wine': 0.6 }, target: { body: 3 } },
  birthday: { label: 'for a birthday', types: { 'Sparkling Wine': 0.9 }, quality: 0.8 },
  bday: { label: 'for a birthday', types: { 'Sparkling Wine': 0.9 }, quality: 0.8 },
  // a 40th, 60th or 21st (read from the ordinal): a bottle to mark it, often given
  'milestone birthday': {
    label: 'for a milestone birthday',
    types: { 'Sparkling Wine': 0.9, 'Red Wine': 0.8 },
    quality: 1,
    benchmark: true,
  },
  housewarming: { label: 'for a housewarming', types: {}, quality: 0.8 },
  'house warming': { label: 'for a housewarming', types: {}, quality: 0.8 },
  'thank you': { label: 'as a thank-you', types: {}, quality: 0.8 },
  retirement: { label: 'for a retirement', types: { 'Sparkling Wine': 0.9, 'Red Wine': 0.6 }, quality: 1 },
  graduation: { label: 'for a graduation', types: { 'Sparkling Wine': 1 }, quality: 0.8 },
  'melbourne cup': { label: 'for Cup Day', types: { 'Sparkling Wine': 1, 'Rosé Wine': 0.6 } },
  'cup day': { label: 'for Cup Day', types: { 'Sparkling Wine': 1, 'Rosé Wine': 0.6 } },
  'australia day': {
    label: 'for Australia Day',
    types: { 'White Wine': 0.8, 'Rosé Wine': 0.8, 'Sparkling Wine': 0.7, 'Red Wine': 0.6 },
    target: { body: 3 },
    drinkNow: true,
  },
  nye: { label: 'for New Year', types: { 'Sparkling Wine': 1 } },
  anniversary: { label: 'for an anniversary', types: { 'Sparkling Wine': 0.9, 'Red Wine': 0.5 }, quality: 1, benchmark: true },
  wedding: { label: 'for a wedding', types: { 'Sparkling Wine': 1 }, quality: 0.8 },
  engagement: { label: 'for an engagement', types: { 'Sparkling Wine': 1 }, quality: 1 },
  'new year': { label: 'for New Year', types: { 'Sparkling Wine': 1 } },
  'new years': { label: 'for New Year', types: { 'Sparkling Wine': 1 } },
  toast: { label: 'for a toast', types: { 'Sparkling Wine': 1 } },
  romantic: {
    label: 'for a romantic evening',
    types: { 'Sparkling Wine': 0.7, 'Red Wine': 0.6, 'Rosé Wine': 0.5 },
    quality: 0.6,
  },
  'date night': { label: 'for date night', types: { 'Sparkling Wine': 0.7, 'Red Wine': 0.6, 'Rosé Wine': 0.5 }, quality: 0.6 },
  valentines: { label: 'for Valentine’s Day', types: { 'Sparkling Wine': 0.8, 'Rosé Wine': 0.7 }, quality: 0.6 },
  summer: {
    label: 'for summer',
    types: { 'White Wine': 0.8, 'Rosé Wine': 0.9, 'Sparkling Wine': 0.6 },
    target: { body: 2, acidity: 4 },
  },
  summery: { label: 'for summer', types: { 'White Wine': 0.8, 'Rosé Wine': 0.9 }, target: { body: 2, acidity: 4 } },
  'hot day': { label: 'for a hot day', types: { 'White Wine': 0.8, 'Rosé Wine': 1 }, target: { body: 2, acidity: 4 } },
  'hot weather': { label: 'for a hot day', types: { 'White Wine': 0.8, 'Rosé Wine': 1 }, target: { body: 2, acidity: 4 } },
  beach: { label: 'for the beach', types: { 'Rosé Wine': 1, 'White Wine': 0.8 }, target: { body: 2, acidity: 4 } },
  picnic: { label: 'for a picnic', types: { 'Rosé Wine': 1, 'White Wine': 0.8, 'Sparkling Wine': 0.6 }, target: { body: 2 } },
  poolside: { label: 'by the pool', types: { 'Rosé Wine': 1, 'White Wine': 0.8 }, target: { body: 2 } },
  brunch: { label: 'for brunch', types: { 'Sparkling Wine': 1, 'Rosé Wine': 0.7 }, target: { body: 2 } },
  'long lunch': {
    label: 'for a long lunch',
    types: { 'White Wine': 0.8, 'Rosé Wine': 0.8, 'Red Wine': 0.5 },
    target: { body: 3 },
  },
  winter: { label: 'for winter', types: { 'Red Wine': 1, 'Fortified Wine': 0.5 }, target: { body: 4.5 } },
  'cold night': { label: 'for a cold night', types: { 'Red Wine': 1, 'Fortified Wine': 0.6 }, target: { body: 4.5 } },
  cosy: { label: 'for a cosy night', types: { 'Red Wine': 1, 'Fortified Wine': 0.6 }, target: { body: 4.5 } },
  cozy: { label: 'for a cosy night', types: { 'Red Wine': 1, 'Fortified Wine': 0.6 }, target: { body: 4.5 } },
  fireside: { label: 'by the fire', types: { 'Red Wine': 1, 'Fortified Wine': 0.8 }, target: { body: 4.5 } },
  'dinner party': { label: 'for a dinner party', types: { 'Red Wine': 0.7, 'White Wine': 0.6 }, quality: 0.6 },
  'crowd pleaser': {
    label: 'a crowd-pleaser',
    types: { 'Red Wine': 0.6, 'White Wine': 0.6, 'Rosé Wine': 0.6 },
    target: { tannin: 2.5 },
  },
  gift: { label: 'as a gift', types: {}, quality: 1, benchmark: true },
  present: { label: 'as a gift', types: {}, quality: 1, benchmark: true },
  impress: { label: 'to impress', types: {}, quality: 1, benchmark: true },
  'special occasion': { label: 'for a special occasion', types: {}, quality: 1, benchmark: true },
  'wine lover': { label: 'for a wine lover', types: {}, quality: 1, benchmark: true },
  'wine lovers': { label: 'for a wine lover', types: {}, quality: 1, benchmark: true },
  'after work': { label: 'for after work', types: {}, target: { body: 3, tannin: 2 }, drinkNow: true },
  weeknight: { label: 'for a weeknight', types: {}, target: { body: 3 }, drinkNow: true },
  relaxing: { label: 'for relaxing', types: {}, target: { tannin: 2 }, drinkNow: true },
  relax: { label: 'for relaxing', types: {}, target: { tannin: 2 }, drinkNow: true },
  casual: { label: 'for a casual drink', types: {}, target: { body: 3 }, drinkNow: true },
  christmas: { label: 'for Christmas', types: { 'Sparkling Wine': 0.8, 'Red Wine': 0.6, 'White Wine': 0.5 }, quality: 0.6 },
  xmas: { label: 'for Christmas', types: { 'Sparkling Wine': 0.8, 'Red Wine': 0.6, 'White Wine': 0.5 }, quality: 0.6 },
  aperitif: { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2, acidity: 4.5 } },
  'pre dinner': { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2 } },
  predinner: { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2 } },
  aperitivo: { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2 } },
  apero: { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2 } },
  'before dinner': { label: 'as an aperitif', types: { 'Sparkling Wine': 1, 'White Wine': 0.6 }, target: { body: 2 } },
  'after dinner': { label: 'after dinner', types: { 'Fortified Wine': 1, 'Dessert Wine': 0.9 } },
  digestif: { label: 'after dinner', types: { 'Fortified Wine': 1, 'Dessert Wine': 0.9 } },
  nightcap: { label: 'as a nightcap', types: { 'Fortified Wine': 1, 'Dessert Wine': 0.7 } },
  'drink now': { label: 'ready to drink', types: {}, drinkNow: true },
  'drink tonight': { label: 'ready to drink', types: {}, drinkNow: true },
  tonight: { label: 'ready to drink', types: {}, drinkNow: true },
  'ready to drink': { label: 'ready to drink', types: {}, drinkNow: true },
};

// 'dad's 60th', 'her 21st': a milestone birthday; 'for the newborn's 18th' a wine to cellar that long
const ORDINAL = /\b(1[89]|[2-9]0|21|100)(st|th)\b(?! (of|century))/;
const NEWBORN =
  /\b(newborn|new born|baby|babies|born|christening|grandchild|grandson|granddaughter|godchild|godson|goddaughter|nephew|niece)s?\b/;

/** The milestone a request names: an occasion to mark, or the years to cellar a birth-year wine. */
export function milestoneOf(text: string): { occasion: string } | { cellarYears: number } | null {
  const ordinal = ORDINAL.exec(text);
  if (!ordinal) return null;
  if (NEWBORN.test(text)) return { cellarYears: Math.min(40, Number(ordinal[1])) };
  return { occasion: 'milestone birthday' };
}
