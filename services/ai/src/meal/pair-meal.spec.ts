import { pairDishes, unrecognisedMeal } from './pair-meal';

// Dish texts → the wine type and style a sommelier would pour (≥ 30 cases). Each case
// lists the acceptable types for the top wine, and the grapes (lead variety in the name or
// variety) of which at least one of the top three must be.
const RED = 'Red Wine';
const WHITE = 'White Wine';
const SPARKLING = 'Sparkling Wine';
const ROSE = 'Rosé Wine';
const DESSERT = 'Dessert Wine';
const FORTIFIED = 'Fortified Wine';

const CASES: { dish: string; types: string[]; styles: RegExp }[] = [
  { dish: 'chargrilled scotch fillet with pepper sauce', types: [RED], styles: /cabernet|shiraz|malbec/i },
  { dish: 'rib eye steak, medium rare', types: [RED], styles: /cabernet|shiraz|malbec/i },
  { dish: 'slow-roasted lamb shoulder with rosemary', types: [RED], styles: /cabernet|shiraz|grenache|tempranillo/i },
  { dish: 'herb-crusted rack of lamb', types: [RED], styles: /cabernet|shiraz|grenache|tempranillo/i },
  {
    dish: 'freshly shucked Sydney rock oysters',
    types: [SPARKLING, WHITE],
    styles: /sparkling|riesling|semillon|sauvignon|brut|cuv|chardonnay|pinot noir/i,
  },
  {
    dish: 'oysters kilpatrick',
    types: [SPARKLING, WHITE],
    styles: /sparkling|riesling|semillon|sauvignon|brut|cuv|chardonnay|pinot noir/i,
  },
  {
    dish: 'grilled king prawns with garlic butter',
    types: [WHITE, SPARKLING, ROSE],
    styles: /riesling|semillon|sauvignon|chardonnay|vermentino|fiano|pinot gris|rose|ros/i,
  },
  {
    dish: 'salmon sashimi with soy and wasabi',
    types: [WHITE, SPARKLING, ROSE],
    styles: /riesling|sparkling|pinot|brut|cuv|chardonnay|gris|rose|ros/i,
  },
  {
    dish: 'pan-seared barramundi with lemon butter',
    types: [WHITE],
    styles: /chardonnay|semillon|sauvignon|riesling|pinot gris|fiano|vermentino/i,
  },
  {
    dish: 'beer-battered fish and chips',
    types: [WHITE, SPARKLING],
    styles: /semillon|sauvignon|riesling|sparkling|chardonnay|brut|cuv/i,
  },
  {
    dish: 'Thai green curry with chicken',
    types: [WHITE, ROSE],
    styles: /riesling|gewurz|traminer|pinot gris|viognier|rose|ros/i,
  },
  { dish: 'spicy pad thai', types: [WHITE, ROSE], styles: /riesling|gewurz|traminer|pinot gris|viognier|rose|ros/i },
  {
    dish: 'Indian butter chicken curry',
    types: [WHITE, ROSE, RED],
    styles: /riesling|gewurz|traminer|viognier|grenache|rose|ros|shiraz|pinot/i,
  },
  {
    dish: 'margherita pizza',
    types: [RED, ROSE],
    styles: /sangiovese|grenache|tempranillo|shiraz|nebbiolo|rose|ros|barbera|montepulciano|pinot/i,
  },
  {
    dish: 'spaghetti bolognese',
    types: [RED],
    styles: /sangiovese|shiraz|grenache|tempranillo|nebbiolo|barbera|montepulciano|cabernet/i,
  },
  { dish: 'creamy carbonara pasta', types: [WHITE], styles: /chardonnay|fiano|vermentino|pinot gris|viognier|marsanne/i },
  { dish: 'wild mushroom risotto', types: [WHITE, RED], styles: /chardonnay|pinot noir|pinot/i },
  { dish: 'roast duck breast with cherry jus', types: [RED], styles: /pinot noir|pinot|grenache|shiraz/i },
  { dish: 'peking duck pancakes', types: [RED, WHITE], styles: /pinot|grenache|riesling|shiraz/i },
  { dish: 'kangaroo fillet with pepperberry', types: [RED], styles: /shiraz|cabernet|grenache|pinot/i },
  { dish: 'venison loin', types: [RED], styles: /shiraz|cabernet|pinot|grenache|nebbiolo/i },
  {
    dish: 'pork belly with apple',
    types: [WHITE, RED, ROSE],
    styles: /riesling|pinot|chardonnay|grenache|viognier|rose|ros|gris/i,
  },
  { dish: 'roast chicken with thyme', types: [WHITE, RED], styles: /chardonnay|pinot|semillon|grenache|viognier/i },
  { dish: 'barbecued snags and burgers', types: [RED, ROSE], styles: /shiraz|grenache|cabernet|tempranillo|rose|ros|malbec/i },
  { dish: 'beef and red wine pie', types: [RED], styles: /shiraz|cabernet|grenache|tempranillo/i },
  {
    dish: 'dark chocolate fondant',
    types: [FORTIFIED, DESSERT, RED, SPARKLING],
    styles: /muscat|tawny|topaque|durif|shiraz|port|sparkling/i,
  },
  {
    dish: 'lemon tart with berries',
    types: [DESSERT, SPARKLING, WHITE],
    styles: /botrytis|noble|riesling|semillon|moscato|sparkling|muscat/i,
  },
  {
    dish: 'sticky date pudding with caramel',
    types: [FORTIFIED, DESSERT],
    styles: /muscat|tawny|topaque|botrytis|noble|semillon/i,
  },
  {
    dish: 'aged cheddar and parmesan cheese board',
    types: [RED, FORTIFIED, WHITE],
    styles: /cabernet|shiraz|tawny|muscat|chardonnay|nebbiolo/i,
  },
  { dish: 'blue cheese with quince', types: [FORTIFIED, DESSERT], styles: /muscat|tawny|topaque|botrytis|noble|semillon|port/i },
  { dish: 'goat cheese salad', types: [WHITE, ROSE, SPARKLING], styles: /sauvignon|riesling|semillon|rose|ros|chenin/i },
  {
    dish: 'sushi platter',
    types: [WHITE, SPARKLING, ROSE],
    styles: /riesling|sparkling|brut|cuv|pinot|chardonnay|semillon|sauvignon|rose|ros/i,
  },
  {
    dish: 'korean fried chicken',
    types: [WHITE, SPARKLING, ROSE, RED],
    styles: /riesling|sparkling|rose|ros|gris|brut|pinot|grenache|gewurz|shiraz/i,
  },
  {
    dish: 'lamb tagine with apricots',
    types: [RED, ROSE, WHITE],
    styles: /grenache|shiraz|tempranillo|mataro|rose|ros|viognier|cabernet/i,
  },
  {
    dish: 'beef tacos with salsa',
    types: [RED, ROSE, WHITE],
    styles: /grenache|tempranillo|shiraz|malbec|rose|ros|riesling|zinfandel/i,
  },
];

describe('pairDishes: dish text → wine type and style', () => {
  it.each(CASES)('$dish', ({ dish, types, styles }) => {
    const result = pairDishes([{ name: dish }]);
    expect(result.needsConfirmation).toBe(false);
    expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(types).toContain(result.recommendations[0].wineType);
    const top3 = result.recommendations.slice(0, 3).map((r) => `${r.wineName} ${r.variety} ${r.wineType}`);
    expect(top3.some((t) => styles.test(t))).toBe(true);
  });

  it('reads cuisine, cooking method and ingredients from the dish', () => {
    const result = pairDishes([{ name: 'Thai green curry', description: 'chicken, coconut, jasmine rice' }]);
    expect(result.cuisineType).toBe('Thai');
    expect(result.cookingMethod).toBe('Simmered');
    expect(result.mainIngredients).toEqual(expect.arrayContaining(['chicken', 'coconut']));
    expect(result.recognizedFood).toEqual(['Thai green curry']);
  });

  it('pairs a menu dish by dish, no wine twice, each reason naming its dish', () => {
    const result = pairDishes([
      { name: 'Chargrilled scotch fillet', description: 'pepper sauce' },
      { name: 'Freshly shucked oysters', description: 'mignonette' },
      { name: 'Lemon tart', description: 'cream' },
    ]);
    expect(result.recommendations.map((r) => r.dish)).toEqual([
      'Chargrilled scotch fillet',
      'Freshly shucked oysters',
      'Lemon tart',
    ]);
    expect(new Set(result.recommendations.map((r) => r.catalogueWineId)).size).toBe(3);
    expect(result.recommendations[0].matchReason).toMatch(/^With the Chargrilled scotch fillet: /);
    expect(result.recommendations[0].wineType).toBe('Red Wine');
  });

  it('asks for confirmation when it recognises nothing', () => {
    expect(pairDishes([{ name: 'something tasty' }]).needsConfirmation).toBe(true);
    expect(unrecognisedMeal()).toMatchObject({ recognizedFood: [], recommendations: [], needsConfirmation: true });
  });
});
