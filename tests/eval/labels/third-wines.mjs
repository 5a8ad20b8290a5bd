// The wines of the third held-out label set (render-third-labels.mjs): catalogue wines, and wines
// NOT in the catalogue that share one or two words with one, in the four ways shops meet them:
//   shared-producer-word  a producer sharing its first word with a catalogue producer ('Yangarra Reach')
//   shared-wine-name      an unknown producer with a catalogue wine's name ('… Watervale Riesling')
//   same-producer         a catalogue producer's wine the catalogue does not hold ('Tyrrell's Vat 1 Semillon')
//   place-name            a producer named after a place the catalogue has producers of ('Heathcote Hills')
// Catalogue wines of producers named after a place ('Wynns Coonawarra Estate') are the set's other trap.

// real wines of catalogue producers; any the catalogue holds is skipped
const SAME_PRODUCER = [
  ['Penfolds', 'Bin 311 Chardonnay', 'White Wine'],
  ["Tyrrell's", 'Vat 1 Semillon', 'White Wine'],
  ['Brokenwood', 'Graveyard Vineyard Shiraz', 'Red Wine'],
  ["d'Arenberg", 'The Money Spider Roussanne', 'White Wine'],
  ['Yalumba', 'Y Series Riesling', 'White Wine'],
  ['Henschke', 'Louis Semillon', 'White Wine'],
  ['Grosset', 'Apiana', 'White Wine'],
  ['Leeuwin Estate', 'Art Series Sauvignon Blanc', 'White Wine'],
  ['Torbreck', "Woodcutter's Semillon", 'White Wine'],
  ['Cullen', 'Mangan Vineyard Merlot Malbec', 'Red Wine'],
  ['Jim Barry', 'The Cover Drive Cabernet Sauvignon', 'Red Wine'],
  ['Shaw + Smith', 'Riesling', 'White Wine'],
  ['Wolf Blass', 'Silver Label Shiraz', 'Red Wine'],
  ['Coriole', 'Chenin Blanc', 'White Wine'],
  ['Tahbilk', 'Grenache Shiraz Mourvèdre', 'Red Wine'],
  ['Pizzini', 'Pietra Rossa Sangiovese', 'Red Wine'],
];
const PLACE_NAMED = [
  ['Heathcote Hills', 'Shiraz', 'Red Wine', 'Heathcote'],
  ['Coonawarra Ridge', 'Cabernet Sauvignon', 'Red Wine', 'Coonawarra'],
  ['Barossa Hills Estate', 'Grenache', 'Red Wine', 'Barossa Valley'],
  ['Yarra Bend', 'Pinot Noir', 'Red Wine', 'Yarra Valley'],
  ['Clare Downs', 'Riesling', 'White Wine', 'Clare Valley'],
  ['Margaret River Ridge', 'Chardonnay', 'White Wine', 'Margaret River'],
  ['Rutherglen Station', 'Muscat', 'Fortified Wine', 'Rutherglen'],
  ['Great Western Cellars', 'Sparkling Shiraz', 'Sparkling Wine', 'Grampians'],
];
const ENDINGS = ['Reach', 'Crossing', 'Downs', 'Gully', 'Bend', 'Rise'];
const GRAPE_NAMES = [
  ['Shiraz', 'Red Wine'],
  ['Chardonnay', 'White Wine'],
  ['Pinot Noir', 'Red Wine'],
  ['Riesling', 'White Wine'],
  ['Cabernet Sauvignon', 'Red Wine'],
  ['Grenache', 'Red Wine'],
  ['Sauvignon Blanc', 'White Wine'],
];
const NEW_PRODUCERS = [
  'Corymbia Flat',
  'Bellwether Lane',
  'Quoll Hill',
  'Saltpan Road',
  'Ghost Gum Creek',
  'Tarrawong',
  'Mulga Plains',
  'Kinchela',
];
const COMMON = new Set([
  'mount',
  'estate',
  'house',
  'the',
  'st',
  'wines',
  'vineyard',
  'vineyards',
  'family',
  'château',
  'chateau',
  'domaine',
]);
// words that are places: a producer made of one is the 'place-name' trap, not a shared word
const PLACES = ['barossa', 'coonawarra', 'heathcote', 'yarra', 'clare', 'margaret', 'rutherglen', 'hunter', 'eden', 'mclaren'];

/** Catalogue wines whose producer is, or carries, a place's name. */
export const placeProducers = (wines) =>
  wines.filter(
    (w) =>
      PLACES.some((p) => w.producer.toLowerCase().split(/\s+/).includes(p)) ||
      [
        'Tahbilk',
        'Seppeltsfield',
        'Yering Station',
        'Mount Langi Ghiran',
        'Moorooduc Estate',
        'Paringa Estate',
        "Best's Great Western",
      ].includes(w.producer),
  );

/** `n` not-in-catalogue wines of one kind, none of which the catalogue holds. */
export function notInCatalogue(wines, kind, rand, n) {
  const held = new Set(wines.map((w) => `${w.producer} ${w.wineName}`.toLowerCase()));
  const producers = new Set(wines.map((w) => w.producer.toLowerCase()));
  const free = (p, name) => !held.has(`${p} ${name}`.toLowerCase());
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  let pool;
  if (kind === 'same-producer')
    pool = SAME_PRODUCER.filter(([p, name]) => producers.has(p.toLowerCase()) && free(p, name)).map(
      ([producer, wineName, wineType]) => ({ producer, wineName, wineType }),
    );
  else if (kind === 'place-name')
    pool = PLACE_NAMED.filter(([p]) => !producers.has(p.toLowerCase())).map(([producer, wineName, wineType, region]) => ({
      producer,
      wineName,
      wineType,
      region,
    }));
  else if (kind === 'shared-wine-name') {
    const names = [...new Set(wines.map((w) => w.wineName))].filter((name) => {
      const ws = name.split(' ');
      return (
        ws.length >= 2 &&
        ws.length <= 3 &&
        !wines.some((w) => w.wineName === name && name.toLowerCase().includes(w.producer.split(' ')[0].toLowerCase()))
      );
    });
    pool = [];
    for (let k = 0; k < n * 3; k++) {
      const name = pick(names);
      const w = wines.find((x) => x.wineName === name);
      pool.push({ producer: pick(NEW_PRODUCERS), wineName: name, wineType: w.wineType });
    }
  } else {
    const firsts = [...new Set(wines.map((w) => w.producer.split(' ')))]
      .filter(
        (ws) => ws.length >= 2 && ws[0].length >= 5 && !COMMON.has(ws[0].toLowerCase()) && !PLACES.includes(ws[0].toLowerCase()),
      )
      .map((ws) => ws[0]);
    pool = [];
    for (let k = 0; k < n * 3; k++) {
      const producer = `${pick(firsts)} ${pick(ENDINGS)}`;
      const [wineName, wineType] = pick(GRAPE_NAMES);
      if (!producers.has(producer.toLowerCase())) pool.push({ producer, wineName, wineType });
    }
  }
  const out = [];
  const seen = new Set();
  for (let k = 0; out.length < n && k < pool.length * 4; k++) {
    const w = pool[k % pool.length];
    const key = `${w.producer} ${w.wineName}`;
    if (seen.has(key) && seen.size < pool.length) continue;
    seen.add(key);
    out.push({ ...w, id: null, abv: 12.5 + Math.round(rand() * 20) / 10, kind });
  }
  return out;
}
