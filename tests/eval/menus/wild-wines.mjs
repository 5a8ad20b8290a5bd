// The wines the held-out wine lists (render-wild-lists.mjs) are made of, with their truth. Chosen
// from how Australian restaurants write their lists, not from what the reader knows: catalogue
// wines, and wines of no catalogue named the way lists name them (a GSM, a Savagnin, a Nebbiolo,
// 'Syrah', a Rhône or Rioja style, Pinot Gris that is a white, a house pour).
// Grapes are the knowledge base's ids where it has one, else a plain name ('savagnin', 'gsm').

// [producer, wine name as printed, type, grapes (lead first), region id or null, printed region]
const OFF_LIST = [
  ['Ruby Gums', 'GSM', 'Red Wine', ['grenache', 'shiraz', 'mataro'], 'mclaren-vale', 'McLaren Vale SA'],
  ['Two Moons', 'Savagnin', 'White Wine', ['savagnin'], 'adelaide-hills', 'Adelaide Hills SA'],
  ['Pebble Lane', 'Nebbiolo', 'Red Wine', ['nebbiolo'], 'king-valley', 'King Valley VIC'],
  ['Blackwattle', 'Tempranillo Graciano', 'Red Wine', ['tempranillo', 'graciano'], 'mclaren-vale', 'McLaren Vale SA'],
  ['Sandpiper', 'Vermentino', 'White Wine', ['vermentino'], 'riverland', 'Riverland SA'],
  ['Larkhill', 'Grüner Veltliner', 'White Wine', ['gruner-veltliner'], 'adelaide-hills', 'Adelaide Hills SA'],
  [
    'Bluestone Lane',
    'Grenache Shiraz Mourvèdre',
    'Red Wine',
    ['grenache', 'shiraz', 'mataro'],
    'barossa-valley',
    'Barossa Valley SA',
  ],
  ['Yellowbox', 'Fiano', 'White Wine', ['fiano'], 'mclaren-vale', 'McLaren Vale SA'],
  ['Tumbleweed', 'Montepulciano', 'Red Wine', ['montepulciano'], 'riverland', 'Riverland SA'],
  ['Fernhill', 'Albariño', 'White Wine', ['albarino'], 'adelaide-hills', 'Adelaide Hills SA'],
  ['Redgum Road', 'Barbera', 'Red Wine', ['barbera'], 'king-valley', 'King Valley VIC'],
  ['Kookaburra Rise', 'Sangiovese', 'Red Wine', ['sangiovese'], 'mclaren-vale', 'McLaren Vale SA'],
  ['Ironstone Gully', 'Gamay', 'Red Wine', ['gamay'], 'tasmania', 'Tasmania'],
  ['Quarry Lane', 'Pinot Gris', 'White Wine', ['pinot-gris'], 'mornington-peninsula', 'Mornington Peninsula VIC'],
  ['Mistle Creek', 'Syrah', 'Red Wine', ['shiraz'], 'canberra-district', 'Canberra District NSW'],
  ['Cobbler Hill', 'Rioja-style Tempranillo', 'Red Wine', ['tempranillo'], 'barossa-valley', 'Barossa Valley SA'],
  ['Heathfield', 'Rhône-style Marsanne Roussanne', 'White Wine', ['marsanne', 'roussanne'], 'yarra-valley', 'Yarra Valley VIC'],
  ['Saltwater Point', 'Grenache Rosé', 'Rosé Wine', ['grenache'], 'mclaren-vale', 'McLaren Vale SA'],
  ['Wren & Fox', 'Pinot Noir', 'Red Wine', ['pinot-noir'], 'yarra-valley', 'Yarra Valley VIC'],
  ['Hollow Log', 'Blanc de Blancs', 'Sparkling Wine', ['chardonnay'], 'tasmania', 'Tasmania'],
  ['Paddock Gate', 'Prosecco', 'Sparkling Wine', ['glera'], 'king-valley', 'King Valley VIC'],
  ['Stringybark', 'Mataro', 'Red Wine', ['mataro'], 'barossa-valley', 'Barossa Valley SA'],
  ['Dusty Track', 'Chenin Blanc', 'White Wine', ['chenin-blanc'], 'swan-district', 'Swan Valley WA'],
  ['Magpie Hollow', 'Botrytis Semillon', 'Dessert Wine', ['semillon'], 'riverina', 'Riverina NSW'],
  ['Granite Steps', 'Riesling', 'White Wine', ['riesling'], 'great-southern', 'Great Southern WA'],
  ['Lowland Flats', 'Shiraz Viognier', 'Red Wine', ['shiraz', 'viognier'], 'canberra-district', 'Canberra District NSW'],
  ['Bellbird Ridge', 'Sauvignon Blanc', 'White Wine', ['sauvignon-blanc'], 'adelaide-hills', 'Adelaide Hills SA'],
  ['Tidewater', 'Pét-Nat', 'Sparkling Wine', ['chardonnay'], 'adelaide-hills', 'Adelaide Hills SA'],
  // a tawny is a blend of years and grapes: no guest asking for a Shiraz wants it
  ['Old Quarry', 'Tawny', 'Fortified Wine', ['tawny-blend'], 'barossa-valley', 'Barossa Valley SA'],
  ['Wattle Glen', 'Cabernet Merlot', 'Red Wine', ['cabernet-sauvignon', 'merlot'], 'margaret-river', 'Margaret River WA'],
];

export const offListWines = (cataloguedProducers) =>
  OFF_LIST.filter(([producer]) => !cataloguedProducers.has(producer.toLowerCase())).map(
    ([producer, wineName, wineType, grapes, regionId, printedRegion]) => ({
      producer,
      wineName,
      catalogueId: null,
      wineType,
      grapes,
      regionId,
      printedRegion,
      retail: null,
    }),
  );

const retailMid = (range) => {
  const n = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return n.length === 1 ? n[0] * 1.2 : (n[0] + n[1]) / 2;
};

export const catalogueWines = (wines, regionName) =>
  wines
    .filter((w) => retailMid(w.priceRange) <= 90 && `${w.producer} ${w.wineName}`.length <= 48)
    .map((w) => ({
      producer: w.producer,
      wineName: w.wineName,
      catalogueId: w.id,
      wineType: w.wineType,
      grapes: w.varietyIds,
      regionId: w.regionId,
      printedRegion: regionName(w.regionId),
      retail: retailMid(w.priceRange),
    }));

// Grapes a sommelier pours with oysters (crisp, unoaked whites) and with a rare steak (bold reds).
export const CRISP_WHITES = [
  'riesling',
  'semillon',
  'sauvignon-blanc',
  'savagnin',
  'vermentino',
  'albarino',
  'gruner-veltliner',
  'fiano',
  'pinot-gris',
  'chenin-blanc',
  'verdelho',
];
export const STEAK_REDS = [
  'shiraz',
  'cabernet-sauvignon',
  'malbec',
  'mataro',
  'tempranillo',
  'nebbiolo',
  'durif',
  'petit-verdot',
  'touriga-nacional',
  'grenache',
  'montepulciano',
];
