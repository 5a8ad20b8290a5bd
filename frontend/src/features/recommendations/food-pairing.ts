import type { RecommendedWine } from '@wine/contracts';

// Food pairing suggestions (fixed client-side data, docs/product-rules.md#serving-temperatures): category, dishes, servingTemp,
// glassType, optional decantTime; temperatures per docs/product-rules.md#serving-temperatures.
export interface FoodPairingSuggestion {
  category: string;
  dishes: string[];
  servingTemp: string;
  glassType: string;
  decantTime?: string;
}

const BIG_RED_DECANT = '30-60 minutes';

/**
 * docs/product-rules.md#serving-temperatures, most specific first: cabernet → 16-18°C with decanting; sauvignon or riesling →
 * 8-10°C; chardonnay → 10-12°C (so a Chardonnay Pinot Noir sparkling is no red); pinot with red
 * or noir → 14-16°C; shiraz or red → 16-18°C with decanting; white → 10-12°C; default 14-16°C.
 */
export function servingTemperatureFor(wine: Pick<RecommendedWine, 'type' | 'variety'>): {
  servingTemp: string;
  decantTime?: string;
} {
  const text = `${wine.type} ${wine.variety}`.toLowerCase();
  const has = (w: string) => text.includes(w);
  const hasWord = (w: string) => new RegExp(`\\b${w}\\b`).test(text);
  const bigRed = { servingTemp: '16-18°C', decantTime: BIG_RED_DECANT };
  if (has('cabernet')) return bigRed;
  if (has('sauvignon') || has('riesling')) return { servingTemp: '8-10°C' };
  if (has('chardonnay')) return { servingTemp: '10-12°C' };
  if (has('pinot') && (hasWord('red') || has('noir'))) return { servingTemp: '14-16°C' };
  if (has('shiraz') || hasWord('red')) return bigRed;
  if (hasWord('white')) return { servingTemp: '10-12°C' };
  return { servingTemp: '14-16°C' };
}

const BY_TYPE: Record<string, Omit<FoodPairingSuggestion, 'servingTemp' | 'decantTime'>> = {
  'Red Wine': {
    category: 'Red meat and rich dishes',
    dishes: ['Chargrilled steak', 'Slow-roasted lamb', 'Beef and red wine pie', 'Aged cheddar'],
    glassType: 'Large Bordeaux glass',
  },
  'White Wine': {
    category: 'Seafood and poultry',
    dishes: ['Grilled barramundi', 'Garlic prawns', 'Roast chicken', 'Thai green curry'],
    glassType: 'White wine glass',
  },
  'Rosé Wine': {
    category: 'Light summer food',
    dishes: ['Antipasto platter', 'Prawn salad', 'Grilled haloumi', 'Salmon niçoise'],
    glassType: 'White wine glass',
  },
  'Sparkling Wine': {
    category: 'Celebrations and starters',
    dishes: ['Freshly shucked oysters', 'Fish and chips', 'Smoked salmon blinis', 'Soft cheese'],
    glassType: 'Flute or tulip glass',
  },
  'Dessert Wine': {
    category: 'Desserts and blue cheese',
    dishes: ['Pavlova with passionfruit', 'Crème brûlée', 'Fruit tart', 'Blue cheese'],
    glassType: 'Small dessert wine glass',
  },
  'Fortified Wine': {
    category: 'After dinner',
    dishes: ['Sticky date pudding', 'Dark chocolate', 'Christmas pudding', 'Walnuts and dried figs'],
    glassType: 'Small fortified wine glass',
  },
};

const BY_VARIETY: [RegExp, Omit<FoodPairingSuggestion, 'servingTemp' | 'decantTime'>][] = [
  [
    /pinot noir/i,
    {
      category: 'Duck, mushrooms and salmon',
      dishes: ['Roast duck', 'Mushroom risotto', 'Seared salmon', 'Pork belly'],
      glassType: 'Large Burgundy glass',
    },
  ],
  [
    /riesling/i,
    {
      category: 'Asian food and seafood',
      dishes: ['Thai fish cakes', 'Vietnamese rice paper rolls', 'Pork dumplings', 'Grilled whiting'],
      glassType: 'Small white wine glass',
    },
  ],
  [
    /sauvignon blanc/i,
    {
      category: 'Fresh and herby dishes',
      dishes: ['Goat’s cheese salad', 'Asparagus with herbs', 'Grilled fish with salsa verde', 'Sushi'],
      glassType: 'White wine glass',
    },
  ],
  [
    /chardonnay/i,
    {
      category: 'Creamy and roast dishes',
      dishes: ['Roast chicken', 'Creamy pasta', 'Lobster', 'Baked salmon'],
      glassType: 'White wine glass',
    },
  ],
];

/** The pairing card for a wine: its variety's classic matches, else its type's. */
export function foodPairingFor(wine: Pick<RecommendedWine, 'type' | 'variety'>): FoodPairingSuggestion {
  const base =
    (wine.type !== 'Sparkling Wine' && BY_VARIETY.find(([re]) => re.test(wine.variety))?.[1]) ||
    BY_TYPE[wine.type] ||
    BY_TYPE['Red Wine'];
  return { ...base, ...servingTemperatureFor(wine) };
}
