// The wines and dishes of the third held-out wine-list set (render-third-lists.mjs), with their
// truth. Written from how wine bars and bistros print lists, apart from the reader's code and from
// the first two sets' pools: catalogue wines at restaurant prices, French and Italian bottles named
// the way a bistro names them (appellation first, the grape nowhere), Australian wines of no
// catalogue, and dishes whose names carry wine words ('pinot jus', 'shiraz-braised').
// Each wine: its type, grapes (lead first), region key, structure (body, acidity, oak) for the
// sommelier's truth: crisp unoaked whites for oysters, bold reds for steak, light reds.

const RED = 'Red Wine';
const WHITE = 'White Wine';
const SPARKLING = 'Sparkling Wine';
const ROSE = 'Rosé Wine';
const DESSERT = 'Dessert Wine';
const FORTIFIED = 'Fortified Wine';
export const TYPES = { RED, WHITE, SPARKLING, ROSE, DESSERT, FORTIFIED };

// [producer, wine name, type, grapes, region key, printed region, body, acidity, oak, appellation-first]
const IMPORTS = [
  ['Pol Roger', 'Brut Réserve', SPARKLING, ['chardonnay', 'pinot-noir'], 'champagne', 'Champagne', 3, 4, 1, false],
  ['Billecart-Salmon', 'Brut Rosé', SPARKLING, ['pinot-noir', 'chardonnay'], 'champagne', 'Champagne', 3, 4, 1, false],
  ['Larmandier-Bernier', 'Latitude Extra Brut', SPARKLING, ['chardonnay'], 'champagne', 'Champagne', 2, 5, 1, false],
  ['Domaine Laroche', 'Chablis', WHITE, ['chardonnay'], 'burgundy', 'Bourgogne', 2, 5, 1, true],
  ['Domaine de la Pépière', 'Muscadet Sèvre et Maine', WHITE, ['melon'], 'loire', 'Loire', 1, 5, 1, true],
  ['Domaine Vacheron', 'Sancerre', WHITE, ['sauvignon-blanc'], 'loire', 'Loire', 2, 5, 1, true],
  ['Olivier Leflaive', 'Meursault', WHITE, ['chardonnay'], 'burgundy', 'Bourgogne', 4, 3, 4, true],
  ['Domaine Huet', 'Vouvray Sec', WHITE, ['chenin-blanc'], 'loire', 'Loire', 2, 5, 1, true],
  ['Trimbach', 'Riesling', WHITE, ['riesling'], 'alsace', 'Alsace', 2, 5, 1, false],
  ['Domaine Jamet', 'Côte-Rôtie', RED, ['shiraz'], 'rhone', 'Rhône', 4, 3, 3, true],
  ['Alain Graillot', 'Crozes-Hermitage', RED, ['shiraz'], 'rhone', 'Rhône', 4, 3, 2, true],
  ['Château de Beaucastel', 'Châteauneuf-du-Pape', RED, ['grenache', 'mataro', 'shiraz'], 'rhone', 'Rhône', 5, 3, 3, true],
  ['E. Guigal', 'Côtes du Rhône Rouge', RED, ['grenache', 'shiraz'], 'rhone', 'Rhône', 3, 3, 2, true],
  ['Domaine Georges Vernay', 'Condrieu', WHITE, ['viognier'], 'rhone', 'Rhône', 4, 2, 2, true],
  ['Marcel Lapierre', 'Morgon', RED, ['gamay'], 'beaujolais', 'Beaujolais', 2, 4, 1, true],
  ['Domaine Faiveley', 'Bourgogne Pinot Noir', RED, ['pinot-noir'], 'burgundy', 'Bourgogne', 2, 4, 2, true],
  ['Château Cantemerle', 'Haut-Médoc', RED, ['cabernet-sauvignon', 'merlot'], 'bordeaux', 'Bordeaux', 4, 3, 4, true],
  ['Château du Cèdre', 'Cahors', RED, ['malbec'], 'south-west', 'Sud-Ouest', 5, 3, 3, true],
  ['Domaine Tempier', 'Bandol Rosé', ROSE, ['mataro', 'grenache'], 'provence', 'Provence', 2, 4, 1, true],
  ['Château de Fargues', 'Sauternes', DESSERT, ['semillon', 'sauvignon-blanc'], 'bordeaux', 'Bordeaux', 4, 3, 3, true],
  ['G.D. Vajra', 'Barolo Albe', RED, ['nebbiolo'], 'piedmont', 'Piemonte', 4, 4, 2, false],
  ['La Rioja Alta', 'Viña Ardanza Rioja Reserva', RED, ['tempranillo', 'grenache'], 'rioja', 'Rioja', 4, 3, 4, false],
  ['Pazo de Señoráns', 'Albariño', WHITE, ['albarino'], 'rias-baixas', 'Rías Baixas', 2, 5, 1, false],
];

// Australian wines of no catalogue: [producer, wine name, type, grapes, region id, printed region, body, acidity, oak]
const LOCAL = [
  ['Blue Wren Hill', 'Nero d’Avola', RED, ['nero-d-avola'], 'mclaren-vale', 'McLaren Vale', 3, 4, 1],
  ['Thornbury Lane', 'Chenin Blanc', WHITE, ['chenin-blanc'], 'swan-district', 'Swan Valley', 2, 5, 1],
  ['Saltbush Flat', 'Mourvèdre', RED, ['mataro'], 'barossa-valley', 'Barossa Valley', 4, 3, 2],
  ['Cradle Rock', 'Skin Contact Pinot Gris', WHITE, ['pinot-gris'], 'adelaide-hills', 'Adelaide Hills', 3, 4, 1],
  ['Windmill Road', 'Assyrtiko', WHITE, ['assyrtiko'], 'riverland', 'Riverland', 2, 5, 1],
  ['Pepper Tree Corner', 'Syrah', RED, ['shiraz'], 'yarra-valley', 'Yarra Valley', 3, 4, 2],
  ['Little Ironbark', 'Cabernet Franc', RED, ['cabernet-franc'], 'margaret-river', 'Margaret River', 3, 4, 2],
  ['Goldfields Road', 'Oaked Chardonnay', WHITE, ['chardonnay'], 'yarra-valley', 'Yarra Valley', 4, 3, 4],
  ['Sea Eagle', 'Pinot Noir', RED, ['pinot-noir'], 'tasmania', 'Tasmania', 2, 4, 2],
  ['Lantern Bay', 'Sparkling Rosé', SPARKLING, ['pinot-noir', 'chardonnay'], 'tasmania', 'Tasmania', 2, 4, 1],
  ['Three Chimneys', 'Vermentino', WHITE, ['vermentino'], 'mclaren-vale', 'McLaren Vale', 2, 5, 1],
  ['Hidden Dam', 'Tempranillo', RED, ['tempranillo'], 'hilltops', 'Hilltops', 4, 3, 2],
  ['Copper Lantern', 'Rosé of Sangiovese', ROSE, ['sangiovese'], 'king-valley', 'King Valley', 2, 4, 1],
  ['Kelpie Creek', 'Liqueur Muscat', FORTIFIED, ['muscat'], 'rutherglen', 'Rutherglen', 5, 2, 2],
  ['Old Mill Row', 'Durif', RED, ['durif'], 'rutherglen', 'Rutherglen', 5, 3, 3],
  ['Lyrebird Ridge', 'Riesling', WHITE, ['riesling'], 'clare-valley', 'Clare Valley', 2, 5, 1],
  ['Silverleaf', 'Gamay', RED, ['gamay'], 'adelaide-hills', 'Adelaide Hills', 2, 4, 1],
  ['Mooring Post', 'Semillon', WHITE, ['semillon'], 'hunter-valley', 'Hunter Valley', 1, 5, 1],
];

/** The structure a catalogue wine's truth carries, from the curated data. */
const structureOf = (w) => ({
  body: w.structure.body,
  acidity: w.structure.acidity,
  oak: w.structure.oak,
  sweet: w.structure.sweetness,
});

const retailMid = (range) => {
  const n = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return n.length === 1 ? n[0] * 1.2 : (n[0] + n[1]) / 2;
};

/** Catalogue wines a bar lists (retail under $100, names a line holds). */
export function thirdCatalogue(wines, regionName) {
  return wines
    .filter((w) => retailMid(w.priceRange) <= 100 && `${w.producer} ${w.wineName}`.length <= 44)
    .map((w) => ({
      producer: w.producer,
      wineName: w.wineName,
      catalogueId: w.id,
      wineType: w.wineType,
      grapes: w.varietyIds,
      region: w.regionId,
      printedRegion: regionName(w.regionId),
      ...structureOf(w),
      retail: retailMid(w.priceRange),
      appellationFirst: false,
    }));
}

/** Imports and local wines of no catalogue, skipping any whose producer the catalogue knows. */
export function thirdOffCatalogue(knownProducers) {
  const imports = IMPORTS.map(([producer, wineName, wineType, grapes, region, printedRegion, body, acidity, oak, af]) => ({
    producer,
    wineName,
    catalogueId: null,
    wineType,
    grapes,
    region,
    printedRegion,
    body,
    acidity,
    oak,
    sweet: wineType === DESSERT ? 5 : 1,
    retail: null,
    appellationFirst: af,
    imported: true,
  }));
  const local = LOCAL.map(([producer, wineName, wineType, grapes, region, printedRegion, body, acidity, oak]) => ({
    producer,
    wineName,
    catalogueId: null,
    wineType,
    grapes,
    region,
    printedRegion,
    body,
    acidity,
    oak,
    sweet: wineType === FORTIFIED ? 5 : 1,
    retail: null,
    appellationFirst: false,
  }));
  return [...imports, ...local].filter((w) => !knownProducers.has(w.producer.toLowerCase()));
}

// What a sommelier pours: a crisp, unoaked white with oysters; a bold red with a rare steak; a
// light red when a light red is asked for. From the wine's structure, not its name.
export const isCrisp = (w) => w.wineType === WHITE && w.acidity >= 4 && w.oak <= 2 && (w.sweet ?? 1) <= 2;
export const isBold = (w) => w.wineType === RED && w.body >= 4;
export const isLight = (w) => w.wineType === RED && (w.body <= 2 || ['pinot-noir', 'gamay'].includes(w.grapes[0]));

// Dishes for the menus that mix food and wine: some carry wine words, as menus do.
export const DISHES = [
  ['Sydney rock oysters, mignonette', 5],
  ['Kingfish crudo, finger lime', 24],
  ['Duck breast, pinot jus, cherries', 46],
  ['Shiraz-braised beef cheek, mash', 42],
  ['Chardonnay butter spanner crab linguine', 39],
  ['Riesling-poached pear, crème fraîche', 16],
  ['Grass-fed rib eye 400g, café de Paris', 68],
  ['Burrata, heirloom tomato', 22],
  ['Roast chicken, tarragon, sauvignon sauce', 38],
  ['Market fish, beurre blanc', 44],
  ['Prosciutto, melon', 19],
  ['Chocolate tart, muscat prunes', 17],
  ['Cheese: three local, lavosh', 28],
  ['Lamb shoulder, rosemary, champagne mustard', 49],
];
