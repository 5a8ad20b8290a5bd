import type { PairingRule } from './schemas';

// Spec §3 "Food pairing suggestion" (category, dishes, servingTemp, glassType, optional decantTime)
// plus the keywords and weighted wine styles the pairing engine scores with.
// Rule ids are fixed: wines reference them in their foodTags.

const BIG_RED_DECANT = '30-60 minutes';
const BORDEAUX_GLASS = 'Large Bordeaux glass';
const BURGUNDY_GLASS = 'Large Burgundy glass';
const RED_GLASS = 'Universal red wine glass';
const WHITE_GLASS = 'White wine glass';
const AROMATIC_GLASS = 'Small white wine glass';
const SPARKLING_GLASS = 'Flute or tulip glass';
const DESSERT_GLASS = 'Small dessert wine glass';
const FORTIFIED_GLASS = 'Small fortified wine glass';

export const PAIRING_RULES: PairingRule[] = [
  // Meat
  {
    id: 'beef-steak',
    category: 'Beef & Steak',
    keywords: ['steak', 'beef', 'scotch fillet', 'ribeye', 'rib eye', 'sirloin', 'porterhouse', 't-bone', 'eye fillet', 'rump', 'wagyu', 'filet mignon', 'tomahawk'],
    dishes: ['Chargrilled scotch fillet', 'Rib eye with pepper sauce', 'Eye fillet with red wine jus', 'Beef Wellington'],
    styles: [
      { varietyId: 'cabernet-sauvignon', weight: 1 },
      { varietyId: 'shiraz', weight: 0.95 },
      { varietyId: 'malbec', weight: 0.8 },
      { varietyId: 'petit-verdot', weight: 0.6 },
    ],
    reason: 'The firm tannins of Cabernet and Shiraz bind with the protein and fat of a good steak, softening the wine and lifting the flavour of the meat.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'lamb',
    category: 'Lamb',
    keywords: ['lamb', 'lamb chops', 'lamb cutlets', 'rack of lamb', 'lamb shoulder', 'leg of lamb', 'lamb shank', 'lamb roast', 'lamb rump', 'backstrap'],
    dishes: ['Slow-roasted lamb shoulder', 'Herb-crusted rack of lamb', 'Barbecued lamb cutlets', 'Roast leg of lamb with rosemary and garlic'],
    styles: [
      { varietyId: 'cabernet-sauvignon', weight: 1 },
      { varietyId: 'shiraz', weight: 0.9 },
      { varietyId: 'grenache', weight: 0.8 },
      { varietyId: 'tempranillo', weight: 0.7 },
    ],
    reason: 'Cabernet’s blackcurrant and mint echo the classic rosemary and mint flavours with lamb, while its structure cuts through the rich fat.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'pork',
    category: 'Pork',
    keywords: ['pork', 'pork belly', 'pork chops', 'pork loin', 'crackling', 'pulled pork', 'porchetta', 'pork cutlet', 'pork ribs', 'pork roast'],
    dishes: ['Crispy pork belly', 'Roast pork with crackling and apple sauce', 'Porchetta', 'Pork chops with fennel'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { varietyId: 'riesling', weight: 0.85 },
      { varietyId: 'chardonnay', weight: 0.7 },
      { varietyId: 'grenache', weight: 0.6 },
    ],
    reason: 'Pork is rich but delicate, so a silky Pinot Noir or a zesty Riesling refreshes the palate without overwhelming the meat.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'chicken',
    category: 'Chicken',
    keywords: ['chicken', 'roast chicken', 'chicken breast', 'chicken thigh', 'schnitzel', 'chicken parma', 'chicken parmigiana', 'chicken parmi', 'poultry', 'roast chook', 'chook'],
    dishes: ['Roast chicken with lemon and thyme', 'Chicken schnitzel', 'Chicken parmigiana', 'Chicken and leek pie'],
    styles: [
      { varietyId: 'chardonnay', weight: 1 },
      { varietyId: 'pinot-noir', weight: 0.8 },
      { varietyId: 'semillon', weight: 0.6 },
      { wineType: 'Rosé Wine', weight: 0.6 },
    ],
    reason: 'Chardonnay’s stone fruit and gentle creaminess mirror the savoury, buttery flavours of roast chicken without overpowering it.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'duck',
    category: 'Duck',
    keywords: ['duck', 'duck breast', 'peking duck', 'duck confit', 'roast duck', 'duck pancakes', 'duck l\'orange'],
    dishes: ['Seared duck breast with cherries', 'Duck confit', 'Peking duck pancakes', 'Roast duck with orange'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { varietyId: 'shiraz', weight: 0.6 },
      { varietyId: 'gewurztraminer', weight: 0.55 },
      { varietyId: 'sangiovese', weight: 0.5 },
    ],
    reason: 'Pinot Noir’s bright cherry fruit and acidity cut through the richness of duck fat, a pairing sommeliers return to again and again.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'game',
    category: 'Game',
    keywords: ['venison', 'rabbit', 'quail', 'pheasant', 'wild boar', 'game', 'game meat', 'jugged hare', 'pigeon', 'guinea fowl'],
    dishes: ['Venison loin with juniper', 'Braised rabbit', 'Roast quail', 'Wild boar ragù'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'pinot-noir', weight: 0.8 },
      { varietyId: 'mataro', weight: 0.8 },
      { varietyId: 'nebbiolo', weight: 0.7 },
    ],
    reason: 'The earthy, gamey notes of these meats find a mirror in savoury Shiraz and Mataro, whose spice and structure match their intensity.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'kangaroo',
    category: 'Kangaroo',
    keywords: ['kangaroo', 'kangaroo fillet', 'kangaroo steak', 'roo steak', 'kangaroo loin', 'kangaroo tail'],
    dishes: ['Seared kangaroo fillet with bush tomato', 'Kangaroo steak with pepperberry', 'Kangaroo tail stew'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'pinot-noir', weight: 0.75 },
      { varietyId: 'mataro', weight: 0.7 },
      { varietyId: 'grenache', weight: 0.6 },
    ],
    reason: 'Lean, iron-rich kangaroo loves a peppery Shiraz, whose spice complements native pepperberry while its fruit softens the meat’s gamey edge.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'veal',
    category: 'Veal',
    keywords: ['veal', 'osso buco', 'saltimbocca', 'vitello tonnato', 'veal scaloppine', 'veal schnitzel', 'wiener schnitzel', 'veal cutlet'],
    dishes: ['Osso buco with gremolata', 'Veal saltimbocca', 'Veal scaloppine with lemon', 'Wiener schnitzel'],
    styles: [
      { varietyId: 'sangiovese', weight: 1 },
      { varietyId: 'nebbiolo', weight: 0.8 },
      { varietyId: 'chardonnay', weight: 0.7 },
      { varietyId: 'pinot-noir', weight: 0.7 },
    ],
    reason: 'Veal’s gentle flavour suits the bright acidity and savoury cherry of Sangiovese, especially in Italian dishes built on tomato, sage and lemon.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'sausages',
    category: 'Sausages',
    keywords: ['sausage', 'sausages', 'snags', 'snag', 'sausage sizzle', 'bratwurst', 'bangers', 'bangers and mash', 'merguez'],
    dishes: ['Sausages with mash and onion gravy', 'Barbecued snags', 'Pork and fennel sausages', 'Merguez with couscous'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'grenache', weight: 0.85 },
      { varietyId: 'tempranillo', weight: 0.7 },
      { wineType: 'Rosé Wine', weight: 0.6 },
    ],
    reason: 'Juicy, spicy Shiraz or Grenache has the fruit and pepper to stand up to the fat and seasoning of a good sausage.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'barbecue',
    category: 'Barbecue',
    keywords: ['barbecue', 'bbq', 'barbie', 'grilled meat', 'chargrilled', 'smoked brisket', 'brisket', 'ribs', 'low and slow', 'smoked meat', 'spare ribs'],
    dishes: ['Smoked beef brisket', 'Sticky barbecue pork ribs', 'Mixed grill', 'Chargrilled chicken wings'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'durif', weight: 0.8 },
      { varietyId: 'malbec', weight: 0.8 },
      { wineType: 'Rosé Wine', weight: 0.5 },
    ],
    reason: 'Smoke, char and sweet glazes call for a ripe, full-bodied Shiraz whose dark fruit and spice can match the bold flavours of the grill.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'burgers',
    category: 'Burgers',
    keywords: ['burger', 'burgers', 'cheeseburger', 'hamburger', 'beef burger', 'burger with the lot', 'smash burger', 'wagyu burger'],
    dishes: ['Classic cheeseburger', 'Aussie burger with the lot', 'Wagyu beef burger', 'Smash burger with pickles'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'malbec', weight: 0.9 },
      { varietyId: 'merlot', weight: 0.8 },
      { varietyId: 'grenache', weight: 0.6 },
    ],
    reason: 'A plush, fruit-forward red has enough body for a juicy beef patty but soft enough tannins to sit comfortably with cheese, sauce and pickles.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'roast-dinner',
    category: 'Roast Dinner',
    keywords: ['roast', 'roast dinner', 'sunday roast', 'roast beef', 'roast turkey', 'yorkshire pudding', 'gravy', 'christmas lunch', 'roast vegetables', 'pot roast'],
    dishes: ['Roast beef with Yorkshire pudding', 'Roast turkey with cranberry', 'Sunday roast with gravy and vegetables', 'Christmas lunch'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'cabernet-sauvignon', weight: 0.9 },
      { varietyId: 'pinot-noir', weight: 0.8 },
      { varietyId: 'chardonnay', weight: 0.6 },
    ],
    reason: 'A generous Shiraz or Cabernet matches the savoury depth of roast meat and gravy, while lighter Pinot Noir suits turkey and poultry roasts.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'slow-cooked-stews',
    category: 'Slow-Cooked Stews',
    keywords: ['stew', 'casserole', 'braise', 'braised', 'slow cooked', 'slow-cooked', 'beef bourguignon', 'goulash', 'cassoulet', 'beef cheeks', 'lamb shanks'],
    dishes: ['Beef bourguignon', 'Braised beef cheeks', 'Lamb shanks in red wine', 'Hungarian goulash'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'mataro', weight: 0.85 },
      { varietyId: 'grenache', weight: 0.8 },
      { varietyId: 'durif', weight: 0.7 },
    ],
    reason: 'Long-cooked, deeply savoury dishes need a wine of matching depth, and the earthy richness of Shiraz and Mataro blends seamlessly with the sauce.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'meat-pies',
    category: 'Meat Pies',
    keywords: ['meat pie', 'beef pie', 'steak pie', 'pie floater', 'sausage roll', 'pasty', 'pastie', 'chunky pie', 'steak and kidney', 'shepherd\'s pie', 'cottage pie'],
    dishes: ['Chunky steak pie', 'Lamb and rosemary pie', 'Sausage rolls with tomato sauce', 'Shepherd’s pie'],
    styles: [
      { varietyId: 'shiraz', weight: 1 },
      { varietyId: 'grenache', weight: 0.8 },
      { varietyId: 'cabernet-sauvignon', weight: 0.7 },
      { varietyId: 'merlot', weight: 0.7 },
    ],
    reason: 'The classic Australian meat pie, with its rich gravy and buttery pastry, is at its best with a medium- to full-bodied Shiraz.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },

  // Seafood
  {
    id: 'salmon',
    category: 'Salmon & Trout',
    keywords: ['salmon', 'atlantic salmon', 'smoked salmon', 'ocean trout', 'trout', 'salmon fillet', 'gravlax', 'crispy skin salmon'],
    dishes: ['Crispy-skin salmon', 'Smoked salmon with capers', 'Baked ocean trout', 'Salmon teriyaki'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { varietyId: 'chardonnay', weight: 0.9 },
      { wineType: 'Rosé Wine', weight: 0.7 },
      { wineType: 'Sparkling Wine', weight: 0.6 },
    ],
    reason: 'Salmon is rich enough for a light red, and a cool-climate Pinot Noir’s low tannin and red fruit flatter the oily flesh without a metallic clash.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'white-fish',
    category: 'White Fish',
    keywords: ['fish', 'white fish', 'barramundi', 'snapper', 'flathead', 'whiting', 'king george whiting', 'john dory', 'dory', 'bream', 'cod', 'grilled fish', 'blue-eye', 'coral trout'],
    dishes: ['Pan-fried barramundi', 'Grilled snapper with lemon', 'King George whiting', 'Whole baked fish with herbs'],
    styles: [
      { varietyId: 'semillon', weight: 1 },
      { varietyId: 'chardonnay', weight: 0.85 },
      { varietyId: 'vermentino', weight: 0.8 },
      { varietyId: 'sauvignon-blanc', weight: 0.8 },
      { varietyId: 'riesling', weight: 0.7 },
    ],
    reason: 'Delicate white fish needs a crisp, unoaked white such as Semillon, whose citrus acidity acts like a squeeze of lemon.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'shellfish',
    category: 'Shellfish',
    keywords: ['lobster', 'crayfish', 'rock lobster', 'crab', 'mussels', 'scallops', 'clams', 'marron', 'moreton bay bugs', 'balmain bugs', 'yabbies', 'pipis'],
    dishes: ['Grilled rock lobster with butter', 'Chilli mud crab', 'Mussels in white wine', 'Seared scallops'],
    styles: [
      { varietyId: 'chardonnay', weight: 1 },
      { wineType: 'Sparkling Wine', weight: 0.85 },
      { varietyId: 'riesling', weight: 0.8 },
      { varietyId: 'fiano', weight: 0.7 },
    ],
    reason: 'The sweet, rich flesh of lobster, crab and scallops suits the texture of a fine Chardonnay, while its acidity keeps butter sauces in check.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'oysters',
    category: 'Oysters',
    keywords: ['oysters', 'oyster', 'natural oysters', 'oysters kilpatrick', 'sydney rock oysters', 'pacific oysters', 'freshly shucked'],
    dishes: ['Freshly shucked Sydney rock oysters', 'Oysters with mignonette', 'Oysters Kilpatrick', 'Pacific oysters with lemon'],
    styles: [
      { wineType: 'Sparkling Wine', weight: 1 },
      { varietyId: 'riesling', weight: 0.9 },
      { varietyId: 'semillon', weight: 0.8 },
      { varietyId: 'sauvignon-blanc', weight: 0.7 },
    ],
    reason: 'The briny minerality of oysters is lifted by the fine bubbles and crisp acidity of traditional-method sparkling or a bone-dry Riesling.',
    servingTemp: '8-10°C',
    glassType: SPARKLING_GLASS,
  },
  {
    id: 'prawns',
    category: 'Prawns',
    keywords: ['prawns', 'prawn', 'king prawns', 'garlic prawns', 'shrimp', 'tiger prawns', 'prawn cocktail', 'barbecued prawns', 'prawn skewers'],
    dishes: ['Chilled king prawns with aioli', 'Garlic prawns', 'Barbecued prawn skewers', 'Prawn cocktail'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'sauvignon-blanc', weight: 0.9 },
      { varietyId: 'vermentino', weight: 0.8 },
      { wineType: 'Sparkling Wine', weight: 0.7 },
      { wineType: 'Rosé Wine', weight: 0.7 },
    ],
    reason: 'Sweet prawns love a zesty, aromatic white, and a dry Riesling’s lime notes are a natural match for garlic, chilli and citrus.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'sushi-sashimi',
    category: 'Sushi & Sashimi',
    keywords: ['sushi', 'sashimi', 'nigiri', 'maki', 'hand roll', 'poke bowl', 'raw fish', 'chirashi', 'tuna tartare'],
    dishes: ['Salmon and tuna sashimi', 'Mixed nigiri', 'Hand rolls', 'Poke bowl'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { wineType: 'Sparkling Wine', weight: 0.85 },
      { varietyId: 'pinot-gris', weight: 0.7 },
      { varietyId: 'sauvignon-blanc', weight: 0.6 },
    ],
    reason: 'Raw fish, rice vinegar and soy need a pure, high-acid white, and a delicate dry Riesling refreshes without masking the fish.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'fish-and-chips',
    category: 'Fish & Chips',
    keywords: ['fish and chips', 'fish & chips', 'fish n chips', 'battered fish', 'beer battered', 'calamari', 'fried fish', 'potato scallops', 'flake'],
    dishes: ['Beer-battered flathead and chips', 'Salt and pepper calamari', 'Grilled fish and chips', 'Fried whiting with tartare sauce'],
    styles: [
      { varietyId: 'sauvignon-blanc', weight: 1 },
      { wineType: 'Sparkling Wine', weight: 0.95 },
      { varietyId: 'semillon', weight: 0.8 },
      { varietyId: 'vermentino', weight: 0.8 },
    ],
    reason: 'Crisp acidity and bubbles cut through batter and salt like a squeeze of lemon, making a zesty Sauvignon Blanc or sparkling the perfect beach-side match.',
    servingTemp: '8-10°C',
    glassType: WHITE_GLASS,
  },

  // Asian and world cuisines
  {
    id: 'thai',
    category: 'Thai',
    keywords: ['thai', 'pad thai', 'green curry', 'red curry', 'tom yum', 'massaman', 'larb', 'som tam', 'papaya salad', 'pad see ew', 'thai basil'],
    dishes: ['Green chicken curry', 'Pad Thai', 'Green papaya salad', 'Massaman beef curry'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'gewurztraminer', weight: 0.85 },
      { varietyId: 'pinot-gris', weight: 0.8 },
      { varietyId: 'sauvignon-blanc', weight: 0.7 },
    ],
    reason: 'Thai food balances sweet, sour, salty and hot, and a lime-scented Riesling (ideally with a touch of sweetness) echoes the citrus and tames the chilli.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'vietnamese',
    category: 'Vietnamese',
    keywords: ['vietnamese', 'pho', 'banh mi', 'rice paper rolls', 'bun cha', 'vermicelli salad', 'bun bo hue', 'lemongrass chicken', 'goi cuon'],
    dishes: ['Rice paper rolls with prawn and herbs', 'Beef pho', 'Bun cha', 'Lemongrass chicken with vermicelli'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'pinot-gris', weight: 0.85 },
      { varietyId: 'sauvignon-blanc', weight: 0.7 },
      { wineType: 'Rosé Wine', weight: 0.7 },
    ],
    reason: 'The fresh herbs, lime and fish sauce of Vietnamese cooking sing alongside the crisp citrus and floral lift of a dry Riesling.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'chinese',
    category: 'Chinese',
    keywords: ['chinese', 'dim sum', 'yum cha', 'dumplings', 'sweet and sour', 'kung pao', 'char siu', 'fried rice', 'stir fry', 'stir-fry', 'sichuan', 'szechuan', 'cantonese', 'honey chicken'],
    dishes: ['Yum cha dumplings', 'Char siu pork', 'Kung pao chicken', 'Salt and pepper squid'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'pinot-noir', weight: 0.85 },
      { varietyId: 'gewurztraminer', weight: 0.75 },
      { wineType: 'Sparkling Wine', weight: 0.6 },
    ],
    reason: 'A shared Chinese banquet spans many flavours, and an off-dry Riesling or a supple Pinot Noir is versatile enough to move from dumplings to roast meats.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'japanese',
    category: 'Japanese',
    keywords: ['japanese', 'tempura', 'teriyaki', 'yakitori', 'ramen', 'miso', 'karaage', 'gyoza', 'katsu', 'okonomiyaki', 'udon', 'donburi'],
    dishes: ['Prawn tempura', 'Chicken karaage', 'Teriyaki salmon', 'Pork katsu'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { wineType: 'Sparkling Wine', weight: 0.9 },
      { varietyId: 'chardonnay', weight: 0.7 },
      { varietyId: 'pinot-noir', weight: 0.7 },
    ],
    reason: 'Japanese cooking is precise and umami-rich, and a dry Riesling or fine sparkling cleanses the palate between crisp tempura and savoury glazes.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'korean',
    category: 'Korean',
    keywords: ['korean', 'bulgogi', 'kimchi', 'bibimbap', 'korean fried chicken', 'galbi', 'japchae', 'gochujang', 'korean bbq', 'tteokbokki'],
    dishes: ['Beef bulgogi', 'Korean fried chicken', 'Bibimbap', 'Korean barbecue short ribs'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'grenache', weight: 0.75 },
      { wineType: 'Rosé Wine', weight: 0.7 },
      { wineType: 'Sparkling Wine', weight: 0.7 },
    ],
    reason: 'Fermented, sweet-spicy Korean flavours call for a fresh, fruity wine, and off-dry Riesling handles gochujang heat while juicy Grenache suits barbecued beef.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'indian-curry',
    category: 'Indian Curry',
    keywords: ['curry', 'indian', 'butter chicken', 'tikka masala', 'vindaloo', 'korma', 'rogan josh', 'biryani', 'dhal', 'dal makhani', 'tandoori', 'saag paneer', 'madras', 'samosa'],
    dishes: ['Butter chicken', 'Lamb rogan josh', 'Chicken tikka masala', 'Vegetable biryani'],
    styles: [
      { varietyId: 'gewurztraminer', weight: 1 },
      { varietyId: 'riesling', weight: 0.9 },
      { varietyId: 'viognier', weight: 0.8 },
      { wineType: 'Rosé Wine', weight: 0.6 },
      { varietyId: 'grenache', weight: 0.5 },
    ],
    reason: 'Aromatic whites such as Gewürztraminer and Viognier have the perfume and texture to match warm spices, while their fruit soothes the heat.',
    servingTemp: '10-12°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'spicy-asian',
    category: 'Spicy Asian',
    keywords: ['spicy', 'chilli', 'chili', 'sambal', 'laksa', 'rendang', 'satay', 'nasi goreng', 'hot and spicy', 'mala hotpot', 'spicy asian', 'szechuan pepper'],
    dishes: ['Laksa', 'Beef rendang', 'Chicken satay skewers', 'Chilli salt squid'],
    styles: [
      { varietyId: 'riesling', weight: 1 },
      { varietyId: 'gewurztraminer', weight: 0.9 },
      { varietyId: 'pinot-gris', weight: 0.75 },
      { wineType: 'Rosé Wine', weight: 0.65 },
    ],
    reason: 'Chilli heat amplifies alcohol and tannin, so a low-alcohol, slightly sweet aromatic white such as Riesling cools the palate instead of fanning the flames.',
    servingTemp: '8-10°C',
    glassType: AROMATIC_GLASS,
  },
  {
    id: 'middle-eastern',
    category: 'Middle Eastern',
    keywords: ['middle eastern', 'lebanese', 'shawarma', 'kebab', 'falafel', 'hummus', 'tabouli', 'tagine', 'kofta', 'baba ganoush', 'turkish', 'persian', 'za\'atar'],
    dishes: ['Lamb kofta with yoghurt', 'Chicken shawarma', 'Falafel with hummus and tabouli', 'Lamb tagine with apricots'],
    styles: [
      { varietyId: 'grenache', weight: 1 },
      { wineType: 'Rosé Wine', weight: 0.9 },
      { varietyId: 'shiraz', weight: 0.7 },
      { varietyId: 'viognier', weight: 0.6 },
    ],
    reason: 'Grenache’s juicy red fruit and gentle spice meet the cumin, sumac and chargrilled lamb of Middle Eastern cooking without clashing tannins.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'mexican',
    category: 'Mexican',
    keywords: ['mexican', 'tacos', 'taco', 'burrito', 'enchiladas', 'quesadilla', 'nachos', 'fajitas', 'chilli con carne', 'guacamole', 'carnitas', 'birria'],
    dishes: ['Beef birria tacos', 'Pork carnitas', 'Chicken enchiladas', 'Fish tacos'],
    styles: [
      { varietyId: 'tempranillo', weight: 1 },
      { varietyId: 'grenache', weight: 0.85 },
      { wineType: 'Rosé Wine', weight: 0.8 },
      { varietyId: 'malbec', weight: 0.7 },
      { varietyId: 'sauvignon-blanc', weight: 0.6 },
    ],
    reason: 'Smoky chillies, lime and slow-cooked meats suit a medium-bodied, savoury Tempranillo with soft tannins, or a crisp rosé for lighter tacos.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },

  // Pasta, pizza and vegetables
  {
    id: 'tomato-pasta',
    category: 'Tomato-Based Pasta',
    keywords: ['tomato pasta', 'bolognese', 'spaghetti bolognese', 'spag bol', 'napolitana', 'arrabbiata', 'puttanesca', 'lasagne', 'lasagna', 'ragu', 'marinara', 'amatriciana', 'meatballs'],
    dishes: ['Spaghetti bolognese', 'Lasagne', 'Penne arrabbiata', 'Pappardelle with beef ragù'],
    styles: [
      { varietyId: 'sangiovese', weight: 1 },
      { varietyId: 'tempranillo', weight: 0.7 },
      { varietyId: 'grenache', weight: 0.7 },
      { varietyId: 'shiraz', weight: 0.6 },
      { varietyId: 'nebbiolo', weight: 0.6 },
    ],
    reason: 'Tomato is high in acid, so it needs a wine with equally bright acidity, and Sangiovese was practically made for a bowl of ragù.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'creamy-pasta',
    category: 'Creamy Pasta',
    keywords: ['carbonara', 'alfredo', 'creamy pasta', 'fettuccine alfredo', 'cream sauce', 'mac and cheese', 'macaroni cheese', 'boscaiola', 'creamy garlic', 'gnocchi'],
    dishes: ['Spaghetti carbonara', 'Fettuccine alfredo', 'Creamy chicken and mushroom pasta', 'Gnocchi with burnt butter and sage'],
    styles: [
      { varietyId: 'chardonnay', weight: 1 },
      { varietyId: 'fiano', weight: 0.8 },
      { varietyId: 'viognier', weight: 0.65 },
      { varietyId: 'pinot-gris', weight: 0.6 },
    ],
    reason: 'A textured Chardonnay has the weight to match a cream sauce and the acidity to stop it feeling heavy.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'pizza',
    category: 'Pizza',
    keywords: ['pizza', 'margherita', 'pepperoni', 'capricciosa', 'wood-fired pizza', 'supreme pizza', 'hawaiian', 'calzone', 'meat lovers'],
    dishes: ['Margherita pizza', 'Pepperoni pizza', 'Capricciosa', 'Wood-fired pizza with salami and chilli'],
    styles: [
      { varietyId: 'sangiovese', weight: 1 },
      { varietyId: 'grenache', weight: 0.8 },
      { wineType: 'Rosé Wine', weight: 0.7 },
      { varietyId: 'tempranillo', weight: 0.65 },
      { varietyId: 'shiraz', weight: 0.6 },
    ],
    reason: 'The tomato, cheese and cured meat on a pizza suit a fresh, medium-bodied Italian-style red with lively acidity.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },
  {
    id: 'mushroom-dishes',
    category: 'Mushroom Dishes',
    keywords: ['mushroom', 'mushrooms', 'mushroom risotto', 'porcini', 'truffle', 'shiitake', 'mushroom stroganoff', 'field mushrooms', 'mushroom pie'],
    dishes: ['Mushroom risotto', 'Porcini pappardelle', 'Mushroom stroganoff', 'Truffled mushroom toast'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { varietyId: 'nebbiolo', weight: 0.85 },
      { varietyId: 'chardonnay', weight: 0.75 },
      { varietyId: 'sangiovese', weight: 0.6 },
    ],
    reason: 'The earthy, forest-floor character of mature Pinot Noir mirrors the umami depth of mushrooms and truffle.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'vegetarian',
    category: 'Vegetarian',
    keywords: ['vegetarian', 'veggie', 'vegetable', 'vegetables', 'eggplant', 'zucchini', 'pumpkin', 'lentils', 'halloumi', 'frittata', 'ratatouille', 'vegetable lasagne'],
    dishes: ['Roast pumpkin and feta salad', 'Eggplant parmigiana', 'Ratatouille', 'Grilled halloumi with vegetables'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { wineType: 'Rosé Wine', weight: 0.85 },
      { varietyId: 'fiano', weight: 0.8 },
      { varietyId: 'sangiovese', weight: 0.7 },
    ],
    reason: 'Vegetable dishes are lighter and more varied than meat, so a supple Pinot Noir or a textural Fiano complements them without overpowering their flavours.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'vegan',
    category: 'Vegan',
    keywords: ['vegan', 'plant-based', 'plant based', 'tofu', 'tempeh', 'chickpea', 'buddha bowl', 'dairy free', 'seitan', 'jackfruit'],
    dishes: ['Tofu and vegetable stir-fry', 'Chickpea curry', 'Buddha bowl', 'Vegan mushroom burger'],
    styles: [
      { varietyId: 'pinot-gris', weight: 1 },
      { wineType: 'Rosé Wine', weight: 0.9 },
      { varietyId: 'pinot-noir', weight: 0.8 },
      { varietyId: 'grenache', weight: 0.7 },
    ],
    reason: 'Fresh, fruit-driven wines such as Pinot Gris suit plant-based dishes, and many Australian producers now make them without animal-derived fining agents.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'salads',
    category: 'Salads',
    keywords: ['salad', 'caesar salad', 'greek salad', 'garden salad', 'nicoise', 'niçoise', 'caprese', 'leafy greens', 'quinoa salad', 'coleslaw'],
    dishes: ['Greek salad', 'Salade niçoise', 'Caprese salad', 'Caesar salad'],
    styles: [
      { varietyId: 'sauvignon-blanc', weight: 1 },
      { wineType: 'Rosé Wine', weight: 0.8 },
      { varietyId: 'vermentino', weight: 0.8 },
      { varietyId: 'pinot-gris', weight: 0.7 },
      { varietyId: 'riesling', weight: 0.7 },
    ],
    reason: 'Green, fresh salads and tangy dressings need a wine with vibrant acidity, and Sauvignon Blanc’s herbaceous zing matches them perfectly.',
    servingTemp: '8-10°C',
    glassType: WHITE_GLASS,
  },

  // Cheese and grazing
  {
    id: 'soft-cheese',
    category: 'Soft Cheese',
    keywords: ['brie', 'camembert', 'soft cheese', 'triple cream', 'burrata', 'mozzarella', 'ricotta', 'washed rind', 'taleggio', 'double brie'],
    dishes: ['Baked camembert', 'Brie with fig paste', 'Burrata with tomatoes', 'Triple cream cheese board'],
    styles: [
      { varietyId: 'chardonnay', weight: 1 },
      { wineType: 'Sparkling Wine', weight: 0.9 },
      { varietyId: 'pinot-noir', weight: 0.8 },
    ],
    reason: 'The creamy, buttery texture of soft cheese is matched by Chardonnay, while sparkling wine’s bubbles scrub the palate clean after each bite.',
    servingTemp: '10-12°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'hard-cheese',
    category: 'Hard Cheese',
    keywords: ['cheddar', 'aged cheddar', 'parmesan', 'parmigiano', 'gruyere', 'comte', 'manchego', 'pecorino', 'gouda', 'hard cheese', 'vintage cheddar', 'cheese board', 'cheese platter'],
    dishes: ['Vintage cheddar with quince paste', 'Aged gouda', 'Manchego with almonds', 'Parmigiano-Reggiano shards'],
    styles: [
      { varietyId: 'cabernet-sauvignon', weight: 1 },
      { varietyId: 'shiraz', weight: 0.9 },
      { varietyId: 'nebbiolo', weight: 0.7 },
      { wineType: 'Fortified Wine', weight: 0.7 },
    ],
    reason: 'Aged hard cheeses are salty, nutty and full of protein, which softens a structured red and brings out its fruit.',
    servingTemp: '16-18°C',
    glassType: BORDEAUX_GLASS,
    decantTime: BIG_RED_DECANT,
  },
  {
    id: 'blue-cheese',
    category: 'Blue Cheese',
    keywords: ['blue cheese', 'gorgonzola', 'roquefort', 'stilton', 'blue vein', 'danish blue', 'dolcelatte'],
    dishes: ['Gorgonzola with honey and walnuts', 'Stilton and pear', 'Blue cheese with dried muscatels', 'Roquefort on a cheese board'],
    styles: [
      { wineType: 'Fortified Wine', weight: 1 },
      { wineType: 'Dessert Wine', weight: 0.95 },
      { varietyId: 'muscat', weight: 0.9 },
      { varietyId: 'muscadelle', weight: 0.8 },
    ],
    reason: 'Salty, pungent blue cheese needs sweetness to balance it, which is why a Rutherglen Muscat or botrytis Semillon is such a classic match.',
    servingTemp: '14-16°C',
    glassType: FORTIFIED_GLASS,
  },
  {
    id: 'goat-cheese',
    category: 'Goat Cheese',
    keywords: ['goat cheese', 'goats cheese', 'goat\'s cheese', 'chevre', 'chèvre', 'goat curd', 'marinated goats cheese', 'goats curd'],
    dishes: ['Goat cheese and beetroot salad', 'Goat cheese tart', 'Marinated goats cheese on crostini', 'Goat curd with herbs'],
    styles: [
      { varietyId: 'sauvignon-blanc', weight: 1 },
      { varietyId: 'chenin-blanc', weight: 0.75 },
      { varietyId: 'riesling', weight: 0.7 },
      { wineType: 'Rosé Wine', weight: 0.6 },
    ],
    reason: 'The tangy, herbal character of fresh goat cheese is one of the classic matches for a crisp Sauvignon Blanc.',
    servingTemp: '8-10°C',
    glassType: WHITE_GLASS,
  },
  {
    id: 'charcuterie',
    category: 'Charcuterie & Antipasto',
    keywords: ['charcuterie', 'salami', 'prosciutto', 'antipasto', 'cured meats', 'salumi', 'pate', 'pâté', 'terrine', 'mortadella', 'grazing board', 'grazing platter'],
    dishes: ['Antipasto platter', 'Prosciutto and melon', 'Country terrine', 'Salami and pickles'],
    styles: [
      { varietyId: 'pinot-noir', weight: 1 },
      { varietyId: 'sangiovese', weight: 0.85 },
      { wineType: 'Rosé Wine', weight: 0.75 },
      { varietyId: 'tempranillo', weight: 0.7 },
      { wineType: 'Sparkling Wine', weight: 0.6 },
    ],
    reason: 'Salty, fatty cured meats want a light, fresh red with good acidity, and Pinot Noir or Sangiovese refreshes the palate between bites.',
    servingTemp: '14-16°C',
    glassType: BURGUNDY_GLASS,
  },
  {
    id: 'tapas',
    category: 'Tapas',
    keywords: ['tapas', 'chorizo', 'patatas bravas', 'croquetas', 'jamon', 'jamón', 'paella', 'albondigas', 'pintxos', 'padron peppers', 'gambas'],
    dishes: ['Chorizo cooked in cider', 'Patatas bravas', 'Jamón croquetas', 'Seafood paella'],
    styles: [
      { varietyId: 'tempranillo', weight: 1 },
      { varietyId: 'grenache', weight: 0.85 },
      { wineType: 'Rosé Wine', weight: 0.7 },
      { varietyId: 'vermentino', weight: 0.6 },
      { wineType: 'Fortified Wine', weight: 0.5 },
    ],
    reason: 'Spanish dishes are at home with Spanish grapes, and a savoury Tempranillo matches paprika, cured ham and smoky chorizo.',
    servingTemp: '16-18°C',
    glassType: RED_GLASS,
  },

  // Desserts
  {
    id: 'chocolate-desserts',
    category: 'Chocolate Desserts',
    keywords: ['chocolate', 'chocolate cake', 'brownie', 'brownies', 'mud cake', 'chocolate mousse', 'chocolate fondant', 'lava cake', 'dark chocolate', 'chocolate tart'],
    dishes: ['Chocolate fondant', 'Mud cake', 'Dark chocolate tart', 'Chocolate mousse'],
    styles: [
      { wineType: 'Fortified Wine', weight: 1 },
      { varietyId: 'muscat', weight: 0.9 },
      { varietyId: 'touriga-nacional', weight: 0.7 },
      { varietyId: 'durif', weight: 0.6 },
    ],
    reason: 'Chocolate coats the palate and makes dry wines taste thin, so a fortified wine at least as sweet as the dessert, such as a tawny or Muscat, is the answer.',
    servingTemp: '14-16°C',
    glassType: FORTIFIED_GLASS,
  },
  {
    id: 'fruit-desserts',
    category: 'Fruit Desserts',
    keywords: ['pavlova', 'fruit salad', 'apple pie', 'fruit tart', 'berries', 'lemon tart', 'peach melba', 'crumble', 'apple crumble', 'poached pears', 'tarte tatin', 'trifle'],
    dishes: ['Pavlova with passionfruit and berries', 'Lemon tart', 'Apple crumble', 'Poached pears'],
    styles: [
      { wineType: 'Dessert Wine', weight: 1 },
      { varietyId: 'riesling', weight: 0.8 },
      { varietyId: 'muscat', weight: 0.75 },
      { wineType: 'Sparkling Wine', weight: 0.7 },
    ],
    reason: 'Fruit desserts pair best with a luscious but fresh sweet wine, such as a late-harvest Riesling or light Moscato, whose acidity mirrors the fruit.',
    servingTemp: '8-10°C',
    glassType: DESSERT_GLASS,
  },
  {
    id: 'creamy-desserts',
    category: 'Creamy Desserts',
    keywords: ['creme brulee', 'crème brûlée', 'cheesecake', 'panna cotta', 'custard', 'vanilla slice', 'tiramisu', 'ice cream', 'bread and butter pudding', 'rice pudding'],
    dishes: ['Crème brûlée', 'Vanilla panna cotta', 'Baked cheesecake', 'Tiramisu'],
    styles: [
      { wineType: 'Dessert Wine', weight: 1 },
      { varietyId: 'muscadelle', weight: 0.85 },
      { wineType: 'Fortified Wine', weight: 0.7 },
      { varietyId: 'semillon', weight: 0.6 },
    ],
    reason: 'The honeyed, apricot richness of a botrytis Semillon matches the caramel and vanilla of creamy desserts while its acidity keeps it from cloying.',
    servingTemp: '8-10°C',
    glassType: DESSERT_GLASS,
  },
  {
    id: 'nuts-and-dried-fruit',
    category: 'Nuts & Dried Fruit',
    keywords: ['nuts', 'walnuts', 'almonds', 'dried fruit', 'dates', 'figs', 'christmas pudding', 'fruit cake', 'panforte', 'sticky date', 'pecan pie', 'baklava'],
    dishes: ['Sticky date pudding', 'Christmas pudding', 'Panforte', 'Dried figs and walnuts'],
    styles: [
      { wineType: 'Fortified Wine', weight: 1 },
      { varietyId: 'muscat', weight: 0.95 },
      { varietyId: 'muscadelle', weight: 0.9 },
      { varietyId: 'touriga-nacional', weight: 0.6 },
    ],
    reason: 'The raisin, toffee and nutty flavours of aged Rutherglen Muscat and Topaque mirror dried fruit and nuts almost exactly.',
    servingTemp: '14-16°C',
    glassType: FORTIFIED_GLASS,
  },
];

const RULES_BY_ID = new Map(PAIRING_RULES.map((rule) => [rule.id, rule]));

/** The pairing rule for this food category id, or undefined. */
export function findPairingRule(id: string): PairingRule | undefined {
  return RULES_BY_ID.get(id);
}

/**
 * Spec §9 food pairing serving temperatures, read from the wine type and variety text together.
 * Precedence, most specific first: 'cabernet' (so Cabernet Sauvignon stays a red) → 16-18°C with
 * decanting; then 'sauvignon' or 'riesling' → 8-10°C; then 'chardonnay' → 10-12°C (so a
 * Chardonnay Pinot Noir sparkling is not treated as a red); then 'pinot' when the text also says
 * red or noir → 14-16°C; then 'shiraz' or the word 'red' → 16-18°C with decanting; then the word
 * 'white' → 10-12°C; anything else → 14-16°C.
 */
export function servingTemperatureFor(wine: { wineType: string; variety: string }): {
  servingTemp: string;
  decantTime?: string;
} {
  const text = `${wine.wineType ?? ''} ${wine.variety ?? ''}`.toLowerCase();
  const has = (word: string) => text.includes(word);
  const hasWord = (word: string) => new RegExp(`\\b${word}\\b`).test(text);
  const bigRed = { servingTemp: '16-18°C', decantTime: BIG_RED_DECANT };

  if (has('cabernet')) return bigRed;
  if (has('sauvignon') || has('riesling')) return { servingTemp: '8-10°C' };
  if (has('chardonnay')) return { servingTemp: '10-12°C' };
  if (has('pinot') && (hasWord('red') || has('noir'))) return { servingTemp: '14-16°C' };
  if (has('shiraz') || hasWord('red')) return bigRed;
  if (hasWord('white')) return { servingTemp: '10-12°C' };
  return { servingTemp: '14-16°C' };
}
