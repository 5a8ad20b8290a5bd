import { servingTemperatureFor, type RecommendedWine } from '@wine/contracts';

// Food pairing suggestions (fixed client-side data, docs/product-rules.md#serving-temperatures): category, dishes, servingTemp,
// glassType, optional decantTime; temperatures per docs/product-rules.md#serving-temperatures.
export interface FoodPairingSuggestion {
  category: string;
  dishes: string[];
  servingTemp: string;
  glassType: string;
  decantTime?: string;
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
  return { ...base, ...servingTemperatureFor({ wineType: wine.type, variety: wine.variety }) };
}
