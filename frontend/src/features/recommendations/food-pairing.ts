import { servingTemperatureFor, type RecommendedWine } from '@wine/contracts';
import pairings from './food-pairings.json';

// Food pairing suggestions (fixed client-side data in food-pairings.json): category, dishes,
// servingTemp, glassType, optional decantTime; temperatures per docs/product-rules.md#serving-temperatures.
export interface FoodPairingSuggestion {
  category: string;
  dishes: string[];
  servingTemp: string;
  glassType: string;
  decantTime?: string;
}

type Pairing = Omit<FoodPairingSuggestion, 'servingTemp' | 'decantTime'>;
const BY_TYPE: Record<string, Pairing> = pairings.byType;

/** The pairing card for a wine: its variety's classic matches, else its type's. */
export function foodPairingFor(wine: Pick<RecommendedWine, 'type' | 'variety'>): FoodPairingSuggestion {
  const variety = wine.variety.toLowerCase();
  const byVariety = wine.type !== 'Sparkling Wine' ? pairings.byVariety.find((p) => variety.includes(p.variety)) : undefined;
  const { category, dishes, glassType } = byVariety ?? BY_TYPE[wine.type] ?? BY_TYPE['Red Wine'];
  return { category, dishes, glassType, ...servingTemperatureFor({ wineType: wine.type, variety: wine.variety }) };
}
