// The fourth label set's wines NOT in the catalogue (render-fourth-labels.mjs): invented producers
// whose labels share one word with catalogue wines, the way shop labels do.
//   producer-word  one word of a catalogue producer ('Crossing' of Chalkers Crossing, 'Creek', 'Hill')
//   generic-name   an unknown producer with a generic wine name ('Blanc de Blancs', 'Reserve Shiraz', 'Old Vine')
//   region-word    a producer named with a region's word ('Coonawarra', 'Yarra', 'McLaren')
//   label-name     a catalogue wine's label name under an unknown producer ('Black Label', 'Grey Label')
// checkInvented() proves against the catalogue that no producer exists in it.

export const INVENTED = [
  // [producer, wine name, type, kind]
  ['Pickets Crossing', 'Shiraz', 'Red Wine', 'producer-word'],
  ['Lyrebird Creek', 'Cabernet Sauvignon', 'Red Wine', 'producer-word'],
  ['Ironbank Hill', 'Chardonnay', 'White Wine', 'producer-word'],
  ['Windmill Bay', 'Riesling', 'White Wine', 'producer-word'],
  ['Gumleaf Ridge', 'Pinot Noir', 'Red Wine', 'producer-word'],
  ['Parrot Point', 'Sauvignon Blanc', 'White Wine', 'producer-word'],
  ['Kookaburra Station', 'Shiraz', 'Red Wine', 'producer-word'],
  ['Coolabah Rocks', 'Grenache', 'Red Wine', 'producer-word'],
  ['Emu Swamp Road', 'Merlot', 'Red Wine', 'producer-word'],
  ['Bluestone Lane', 'Semillon', 'White Wine', 'producer-word'],
  ['Wallaby Lake', 'Chardonnay', 'White Wine', 'producer-word'],
  ['Saltbush Hills', 'Cabernet Sauvignon', 'Red Wine', 'producer-word'],
  ['Harrow Steps', 'Pinot Noir', 'Red Wine', 'producer-word'],
  ['Corella Vale', 'Riesling', 'White Wine', 'producer-word'],
  ['Stringybark Folly', 'Shiraz', 'Red Wine', 'producer-word'],
  ['Possum Gorge', 'Grenache', 'Red Wine', 'producer-word'],
  ['Heron Island Cellars', 'Pinot Gris', 'White Wine', 'producer-word'],
  ['Marrook Downs', 'Blanc de Blancs', 'Sparkling Wine', 'generic-name'],
  ['Quandong Gully', 'Reserve Shiraz', 'Red Wine', 'generic-name'],
  ['Tindall & Rye', 'Old Vine Grenache', 'Red Wine', 'generic-name'],
  ['Brindabella Sands', 'Estate Shiraz', 'Red Wine', 'generic-name'],
  ['Paperbark Estate', 'Brut Rosé', 'Sparkling Wine', 'generic-name'],
  ['Marlinga', 'Old Vine Shiraz', 'Red Wine', 'generic-name'],
  ['Silvereye', 'Reserve Chardonnay', 'White Wine', 'generic-name'],
  ['Yanakie Wines', 'Single Vineyard Pinot Noir', 'Red Wine', 'generic-name'],
  ['Wombat Flats', 'Estate Riesling', 'White Wine', 'generic-name'],
  ['Thornbury Lane', 'Vintage Blanc de Blancs', 'Sparkling Wine', 'generic-name'],
  ['Barossa Lane', 'Shiraz', 'Red Wine', 'region-word'],
  ['Coonawarra Downs', 'Cabernet Sauvignon', 'Red Wine', 'region-word'],
  ['Yarra Glen Cellars', 'Pinot Noir', 'Red Wine', 'region-word'],
  ['McLaren Rise', 'Grenache', 'Red Wine', 'region-word'],
  ['Hunter Flats', 'Semillon', 'White Wine', 'region-word'],
  ['Eden Springs', 'Riesling', 'White Wine', 'region-word'],
  ['Jarrah Bend', 'Black Label Shiraz', 'Red Wine', 'label-name'],
  ['Mallee Springs', 'Grey Label Shiraz', 'Red Wine', 'label-name'],
  ['Tuart Grove', 'Gold Label Chardonnay', 'White Wine', 'label-name'],
];

/** Throws when an invented producer is a catalogue producer (or holds one whole), or shares no word with the catalogue. */
export function checkInvented(wines) {
  const words = (s) =>
    s
      .toLowerCase()
      .split(/[\s&]+/)
      .filter(Boolean);
  const producers = wines.map((w) => w.producer.toLowerCase());
  const known = new Set(wines.flatMap((w) => [...words(w.producer), ...words(w.wineName)]));
  for (const [producer, wineName] of INVENTED) {
    const p = producer.toLowerCase();
    if (producers.some((c) => c === p || ` ${p} `.includes(` ${c} `)))
      throw new Error(`fourth set: '${producer}' is (or holds) a catalogue producer`);
    if (![...words(producer), ...words(wineName)].some((w) => known.has(w)))
      throw new Error(`fourth set: '${producer} ${wineName}' shares no word with the catalogue`);
  }
}

/** The invented wines as the renderer takes them (id null: the right answer is 'not in our catalogue'). */
export const inventedWines = (rand) =>
  INVENTED.map(([producer, wineName, wineType, kind]) => ({
    id: null,
    producer,
    wineName,
    wineType,
    kind,
    regionId: null,
    abv: wineType === 'Sparkling Wine' ? 12 : 12.5 + Math.round(rand() * 20) / 10,
  }));
