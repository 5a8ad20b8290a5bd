import type { WineType } from '@wine/wine-knowledge';
// The words the engine understands, built from the knowledge base's own vocabulary (varieties,
// regions, states, pairing-rule keywords) plus the everyday words Australians use for them.

export type StyleKey = 'body' | 'acidity' | 'tannin' | 'sweetness' | 'oak';
export type StyleTarget = Partial<Record<StyleKey, number>>;

export interface StyleWord {
  label: string; // the signal shown to the user
  target: StyleTarget;
  varieties?: string[]; // varieties that embody the word, a small bonus
}

/** Variety id → the words people write for it (normalised). The variety's own name is added below. */
export const VARIETY_ALIASES: Record<string, string[]> = {
  shiraz: ['syrah', 'shiraz'],
  'cabernet-sauvignon': ['cabernet', 'cab sav', 'cab sauv', 'cab', 'cabernet sauvignon', 'cabernets', 'bordeaux blend'],
  riesling: ['riesling', 'rieslings'],
  chardonnay: ['chardy', 'chardonnay', 'chardonnays', 'chard'],
  'pinot-noir': ['pinot', 'pinot noir', 'pinots'],
  semillon: ['semillon', 'semillons', 'hunter semillon'],
  grenache: ['grenache', 'garnacha', 'gsm'],
  mataro: ['mataro', 'mourvedre', 'monastrell'],
  merlot: ['merlot'],
  'cabernet-franc': ['cabernet franc', 'cab franc'],
  'petit-verdot': ['petit verdot'],
  malbec: ['malbec'],
  durif: ['durif', 'petite sirah'],
  tempranillo: ['tempranillo', 'tempranillos'],
  sangiovese: ['sangiovese'],
  nebbiolo: ['nebbiolo'],
  'sauvignon-blanc': ['sauvignon blanc', 'sav blanc', 'sauv blanc', 'savvy b', 'savvy', 'sauvignon', 'sb'],
  'pinot-gris': ['pinot gris', 'pinot grigio', 'grigio'],
  gewurztraminer: ['gewurztraminer', 'gewurz', 'traminer'],
  viognier: ['viognier'],
  marsanne: ['marsanne'],
  fiano: ['fiano'],
  vermentino: ['vermentino'],
  'chenin-blanc': ['chenin blanc', 'chenin'],
  verdelho: ['verdelho'],
  muscat: ['muscat', 'frontignac', 'muscat blanc'],
  muscadelle: ['muscadelle', 'topaque', 'tokay'],
  'touriga-nacional': ['touriga', 'touriga nacional'],
};

/** Type → words (normalised). Food phrases are read first, so 'red curry' never means a red. */
export const TYPE_ALIASES: Record<WineType, string[]> = {
  'Red Wine': ['red', 'reds', 'red wine', 'red wines', 'vino rosso', 'rouge'],
  'White Wine': ['white', 'whites', 'white wine', 'white wines', 'blanc'],
  'Rosé Wine': ['rose', 'roses', 'rose wine', 'rosato', 'pink wine', 'pink', 'blush'],
  'Sparkling Wine': [
    'sparkling',
    'sparkling wine',
    'sparklings',
    'bubbles',
    'bubbly',
    'fizz',
    'fizzy',
    'champagne',
    'champers',
    'cava',
    'methode traditionnelle',
    'blanc de blancs',
    'blanc de noirs',
  ],
  'Dessert Wine': [
    'dessert wine',
    'dessert wines',
    'sticky',
    'stickie',
    'stickies',
    'late harvest',
    'botrytis',
    'botrytised',
    'noble rot',
    'ice wine',
    'sweet wine',
    'sauternes',
  ],
  'Fortified Wine': [
    'fortified',
    'fortifieds',
    'fortified wine',
    'port',
    'tawny',
    'apera',
    'sherry',
    'vintage port',
    'liqueur muscat',
  ],
};

/** Region id → extra words; each region's own name is added below. */
export const REGION_ALIASES: Record<string, string[]> = {
  // with the misspellings one edit cannot reach ('barrosa')
  'barossa-valley': ['barossa', 'the barossa', 'barrosa', 'barosa', 'barrossa'],
  'mclaren-vale': ['mclaren', 'mc laren vale', 'maclaren vale', 'mclaren vail', 'mclarens'],
  'clare-valley': ['clare valley', 'clare', 'the clare'],
  'adelaide-hills': ['adelaide hills'],
  'eden-valley': ['eden valley'],
  'southern-fleurieu': ['fleurieu'],
  'kangaroo-island': ['kangaroo island', 'ki'],
  'hunter-valley': ['hunter', 'the hunter'],
  'canberra-district': ['canberra'],
  'yarra-valley': ['yarra', 'the yarra'],
  'mornington-peninsula': ['mornington', 'the peninsula'],
  'goulburn-valley': ['goulburn', 'nagambie'],
  grampians: ['great western'],
  'alpine-valleys': ['alpine valleys'],
  'king-valley': ['king valley'],
  'margaret-river': ['marg river', 'margs', 'margaret river'],
  'great-southern': ['frankland river', 'mount barker', 'denmark wa', 'porongurup'],
  'swan-district': ['swan valley', 'swan district'],
};
// Region names that are everyday words too: only a region when the query says 'from X', 'X region'...
export const AMBIGUOUS_REGIONS = new Set(['orange', 'pyrenees', 'hilltops', 'riverland', 'riverina']);

export const STATE_ALIASES: Record<string, string[]> = {
  'South Australia': ['south australia', 'south australian', 'sa'],
  'New South Wales': ['new south wales', 'nsw'],
  Victoria: ['victoria', 'victorian', 'vic'],
  'Western Australia': ['western australia', 'western australian', 'west australian', 'wa'],
  Tasmania: ['tasmania', 'tasmanian', 'tassie', 'tas'],
};

/** Extra food words mapped onto pairing rules (the rules' keywords come first). */
export const FOOD_ALIASES: Record<string, string[]> = {
  'fruit-desserts': [
    'pav',
    'pavlova',
    'fruit dessert',
    'pears',
    'summer pudding',
    'apple tart',
    'pear tart',
    'mince pies',
    'fruit mince pies',
    'jam tarts',
    'jam and cream',
    'sorbet',
    'peaches',
    'strawberries',
    'mango',
    'mangoes',
  ],
  'creamy-desserts': [
    'dessert',
    'desserts',
    'pudding',
    'cake',
    'sweets',
    'gelato',
    'panacotta',
    'pannacotta',
    'pud',
    'sticky date',
    'creme brule',
    'brulee',
    'sticky toffee',
    'cupcakes',
    'donuts',
    'doughnuts',
    'churros',
    'fudge',
    'toffee',
    'custard tart',
    'vanilla slice',
    'neenish tart',
    'affogato',
    'macarons',
    'banana bread',
    'sweet tooth',
  ],
  // the biscuits and lollies of an Australian pantry: chocolate ones want a fortified or sticky
  'chocolate-desserts': [
    'choc',
    'chocolate desserts',
    'tim tams',
    'tim tam',
    'timtams',
    'freddo',
    'cherry ripe',
    'caramello',
    'chocolate biscuits',
    'choc chip',
    'lava cake',
    'rocky road',
    'chocolates',
  ],
  'nuts-and-dried-fruit': ['anzac biscuits', 'anzacs', 'anzac bikkies', 'biscotti', 'christmas cake', 'panettone', 'shortbread'],
  'meat-pies': ['meat pies', 'pie', 'pies', 'party pies', 'sausage rolls'],
  'beef-steak': ['red meat', 'steaks', 'fillet steak', 'beef fillet', 't bone', 'prime rib'],
  lamb: ['lamb roast', 'roast lamb', 'lamb leg', 'cutlets', 'lamb cutlets'],
  barbecue: ['barbeque', 'barby', 'bbq meats', 'grill', 'grilled', 'chargrill'],
  'white-fish': ['barra', 'seafood', 'fish fillet', 'fish tacos', 'fish cakes', 'fishcakes'],
  shellfish: ['seafood platter', 'crayfish', 'bugs', 'lobster', 'crab', 'crab cakes'],
  prawns: ['prawn', 'prawns', 'shrimps', 'shrimp on the barbie'],
  chicken: ['chicken', 'roast chicken', 'fried chicken', 'turkey'],
  pork: ['ham', 'christmas ham', 'glazed ham', 'bacon'],
  'hard-cheese': ['cheese', 'cheeses', 'cheeseboard', 'aged cheese'],
  'tomato-pasta': ['pasta', 'spaghetti', 'spag', 'penne', 'italian'],
  'creamy-pasta': ['risotto', 'creamy', 'creamy sauce'],
  'spicy-asian': [
    'asian',
    'spicy food',
    'chilli crab',
    'malaysian',
    'indonesian',
    'singaporean',
    'curry laksa',
    'hot pot',
    'hotpot',
  ],
  'indian-curry': ['curries'],
  vegetarian: ['veg', 'veggies', 'roast veggies', 'meat free'],
  'soft-cheese': ['brie', 'camembert'],
  charcuterie: ['platter', 'antipasti', 'cold cuts', 'deli'],
  tapas: ['spanish', 'share plates', 'small plates'],
  'fish-and-chips': ['fish n chips', 'chips', 'fish and chip', 'fish n chip', 'fish and chippies', 'battered flake'],
  'roast-dinner': ['roast', 'christmas dinner', 'christmas lunch', 'sunday lunch'],
};
// Words that are a food only when no wine word follows them ('spicy shiraz' is a style).
export const FOOD_WORDS_THAT_ARE_STYLES = new Set(['spicy', 'creamy', 'grilled']);

export const STYLE_WORDS: Record<string, StyleWord> = {
  light: { label: 'light-bodied', target: { body: 2, tannin: 2 } },
  'light bodied': { label: 'light-bodied', target: { body: 2, tannin: 2 } },
  lighter: { label: 'light-bodied', target: { body: 2, tannin: 2 } },
  delicate: { label: 'delicate', target: { body: 2, oak: 1 } },
  'easy drinking': { label: 'easy-drinking', target: { body: 3, tannin: 2 } },
  'easy going': { label: 'easy-drinking', target: { body: 3, tannin: 2 } },
  'medium bodied': { label: 'medium-bodied', target: { body: 3 } },
  medium: { label: 'medium-bodied', target: { body: 3 } },
  bold: { label: 'full-bodied', target: { body: 5, tannin: 4 } },
  big: { label: 'full-bodied', target: { body: 5, tannin: 4 } },
  'full bodied': { label: 'full-bodied', target: { body: 5 } },
  'full body': { label: 'full-bodied', target: { body: 5 } },
  full: { label: 'full-bodied', target: { body: 5 } },
  rich: { label: 'rich', target: { body: 4.5 } },
  powerful: { label: 'full-bodied', target: { body: 5, tannin: 4 } },
  robust: { label: 'full-bodied', target: { body: 5, tannin: 4 } },
  hearty: { label: 'full-bodied', target: { body: 5 } },
  heavy: { label: 'full-bodied', target: { body: 5 } },
  intense: { label: 'intense', target: { body: 5 } },
  crisp: { label: 'crisp', target: { acidity: 5, oak: 1, body: 2 } },
  zesty: { label: 'zesty', target: { acidity: 5, oak: 1 } },
  zippy: { label: 'zesty', target: { acidity: 5, oak: 1 } },
  fresh: { label: 'fresh', target: { acidity: 4.5, oak: 1.5 } },
  refreshing: { label: 'refreshing', target: { acidity: 4.5, body: 2 } },
  racy: { label: 'racy acidity', target: { acidity: 5 } },
  acidic: { label: 'racy acidity', target: { acidity: 5 } },
  'high acid': { label: 'racy acidity', target: { acidity: 5 } },
  'low acid': { label: 'soft acidity', target: { acidity: 2 } },
  'low acidity': { label: 'soft acidity', target: { acidity: 2 } },
  'soft acidity': { label: 'soft acidity', target: { acidity: 2 } },
  mineral: { label: 'mineral', target: { acidity: 4.5, oak: 1 } },
  minerally: { label: 'mineral', target: { acidity: 4.5, oak: 1 } },
  tangy: { label: 'zesty', target: { acidity: 5 } },
  unoaked: { label: 'unoaked', target: { oak: 1 } },
  'un oaked': { label: 'unoaked', target: { oak: 1 } },
  'no oak': { label: 'unoaked', target: { oak: 1 } },
  'not oaky': { label: 'unoaked', target: { oak: 1 } },
  'without oak': { label: 'unoaked', target: { oak: 1 } },
  // a little oak, not none: 'chardonnay with less oak', 'light on the oak'
  'less oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'less oaky': { label: 'lightly oaked', target: { oak: 1.5 } },
  'less oaked': { label: 'lightly oaked', target: { oak: 1.5 } },
  'not much oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'light on oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'light on the oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'lightly oaked': { label: 'lightly oaked', target: { oak: 1.5 } },
  'minimal oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'little oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'subtle oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  'gentle oak': { label: 'lightly oaked', target: { oak: 1.5 } },
  unwooded: { label: 'unoaked', target: { oak: 1 } },
  oaky: { label: 'oaky', target: { oak: 4.5 } },
  oaked: { label: 'oaked', target: { oak: 4 } },
  buttery: { label: 'rich and buttery', target: { oak: 4, body: 4 } },
  toasty: { label: 'toasty', target: { oak: 4 } },
  smooth: { label: 'smooth', target: { tannin: 2 } },
  soft: { label: 'soft tannins', target: { tannin: 2 } },
  silky: { label: 'silky', target: { tannin: 2 } },
  velvety: { label: 'velvety', target: { tannin: 2.5 } },
  mellow: { label: 'mellow', target: { tannin: 2 } },
  tannic: { label: 'firm tannins', target: { tannin: 5 } },
  tannin: { label: 'firm tannins', target: { tannin: 4.5 } },
  tannins: { label: 'firm tannins', target: { tannin: 4.5 } },
  'low tannin': { label: 'soft tannins', target: { tannin: 2 } },
  'low in tannin': { label: 'soft tannins', target: { tannin: 2 } },
  'soft tannins': { label: 'soft tannins', target: { tannin: 2 } },
  'light tannins': { label: 'soft tannins', target: { tannin: 2 } },
  'less tannin': { label: 'soft tannins', target: { tannin: 2 } },
  'less tannic': { label: 'soft tannins', target: { tannin: 2 } },
  grippy: { label: 'firm tannins', target: { tannin: 4.5 } },
  structured: { label: 'structured', target: { tannin: 4 } },
  firm: { label: 'firm tannins', target: { tannin: 4.5 } },
  fruity: { label: 'fruity', target: { tannin: 2.5 }, varieties: ['grenache', 'merlot', 'pinot-noir', 'muscat'] },
  juicy: { label: 'juicy', target: { tannin: 2.5 }, varieties: ['grenache', 'tempranillo'] },
  'fruit forward': { label: 'fruit-forward', target: { tannin: 2.5 } },
  spicy: { label: 'spicy', target: {}, varieties: ['shiraz', 'grenache', 'gewurztraminer'] },
  peppery: { label: 'peppery', target: {}, varieties: ['shiraz'] },
  earthy: { label: 'earthy', target: {}, varieties: ['pinot-noir', 'nebbiolo', 'sangiovese', 'mataro'] },
  elegant: { label: 'elegant', target: { body: 3 }, varieties: ['pinot-noir', 'chardonnay', 'riesling'] },
  aromatic: { label: 'aromatic', target: { oak: 1 }, varieties: ['riesling', 'gewurztraminer', 'viognier', 'muscat'] },
  floral: { label: 'floral', target: { oak: 1 }, varieties: ['riesling', 'gewurztraminer', 'viognier', 'muscat'] },
  perfumed: { label: 'perfumed', target: {}, varieties: ['pinot-noir', 'riesling', 'gewurztraminer', 'nebbiolo'] },
  chilled: { label: 'for chilling', target: { tannin: 2, body: 2.5 } },
  chillable: { label: 'for chilling', target: { tannin: 2, body: 2.5 } },
};

/** Sweetness words are hard constraints: sweet ≥ 3, off-dry 2-3, dry ≤ 2 on the 1-5 scale. */
export const SWEETNESS_WORDS: Record<string, 'sweet' | 'off-dry' | 'dry'> = {
  sweet: 'sweet',
  sweeter: 'sweet',
  luscious: 'sweet',
  'off dry': 'off-dry',
  'semi sweet': 'off-dry',
  'slightly sweet': 'off-dry',
  'medium sweet': 'off-dry',
  'a touch of sweetness': 'off-dry',
  dry: 'dry',
  'bone dry': 'dry',
  'not sweet': 'dry',
  'not too sweet': 'dry',
  'nothing sweet': 'dry',
};

// Common English words, so a typo corrector never turns 'party' into 'pasty' or 'tasty' into 'pasta'.
export const COMMON_WORDS = (
  'a an the and or but with without for from to of in on at by under over below above around about less more than ' +
  'some something anything nothing good great nice best better tasty yummy lovely perfect wine wines bottle bottles glass ' +
  'want looking need like love prefer please recommend suggest suggestion drink drinking drinks pair pairs pairing paired ' +
  'goes go going match matches matching serve serving dinner lunch breakfast tonight weekend friends family guests mates ' +
  'cheap cheaper cheapest dollars dollar bucks price priced budget spend spending affordable expensive special occasion ' +
  'years year decade decades cellar cellaring age ageing aging keep lay down long term party pasta parts paste taste tastes ' +
  'which where there their these those thing things style styles type types kind sort really very quite little bit lot ' +
  'australian australia aussie local region regional something else other another same similar different what would could ' +
  'should maybe also just only most much many make made have having cooking cooked roasted baked fried steamed smoked ' +
  'warm cold hot weather night evening afternoon morning home house dish dishes meal meals food plate course main entree ' +
  'starter sides side first second third wife husband partner mum dad boss client colleague friend footy match game grand final ' +
  'cherry cherries berry berries sauce sauces honey lemon lime apple apples pear peach plum plums orange oranges mango ' +
  'garlic ginger onion onions herbs butter cream cheesy salty sweetcorn potato potatoes chips rice noodles bread ' +
  'isnt arent wasnt dont doesnt cant wont were theyre its thats whats ' +
  'value valued worth money quality decent drinkable bottle cheers thanks hello share sharing crowd pleaser ' +
  // quantity words: 'two cases' must never become 'two cakes'
  'case cases dozen magnum magnums carton cartons slab crate crates pack six'
).split(' ');

// Spelled-out numbers for budgets and cellaring ('ten years', 'forty dollars').
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'one hundred': 100,
  'two hundred': 200,
  decade: 10,
  'a decade': 10,
  'two decades': 20,
  'twenty five': 25,
  'thirty five': 35,
  'forty five': 45,
};
