import type { GrapeVariety } from '@wine/contracts';
import { GRAPE_VARIETIES } from '@wine/wine-knowledge';

// A grape as an import names it, read against the knowledge base (docs/product-rules.md#cellar-import).
// The knowledge base names Australia's grapes; files from elsewhere use other names for the same ones.
const SYNONYMS: Record<string, string> = {
  syrah: 'Shiraz',
  sirah: 'Shiraz',
  mourvedre: 'Mataro',
  monastrell: 'Mataro',
  garnacha: 'Grenache',
  cannonau: 'Grenache',
  'petite sirah': 'Durif',
  'pinot grigio': 'Pinot Gris',
  grauburgunder: 'Pinot Gris',
  moscato: 'Muscat',
  'muscat blanc': 'Muscat',
  'tinta roriz': 'Tempranillo',
  cabernet: 'Cabernet Sauvignon',
  'fume blanc': 'Sauvignon Blanc',
  spatburgunder: 'Pinot Noir',
  'pinot nero': 'Pinot Noir',
};

// Grapes the knowledge base does not describe, by the colour of the wine they make.
const OTHER_GRAPES: Record<string, 'red' | 'white'> = {
  savagnin: 'white',
  'gruner veltliner': 'white',
  albarino: 'white',
  arneis: 'white',
  'pinot blanc': 'white',
  roussanne: 'white',
  greco: 'white',
  assyrtiko: 'white',
  'sauvignon gris': 'white',
  trebbiano: 'white',
  garganega: 'white',
  furmint: 'white',
  zinfandel: 'red',
  primitivo: 'red',
  gamay: 'red',
  barbera: 'red',
  dolcetto: 'red',
  montepulciano: 'red',
  "nero d'avola": 'red',
  aglianico: 'red',
  lagrein: 'red',
  graciano: 'red',
  saperavi: 'red',
  cinsault: 'red',
  carignan: 'red',
  mencia: 'red',
  teroldego: 'red',
  negroamaro: 'red',
};

const plain = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z']+/g, ' ')
    .trim()} `;

interface GrapeName {
  name: string; // plain, padded with spaces
  variety: GrapeVariety | undefined;
  colour: 'red' | 'white';
}
// pink-skinned grapes (Pinot Gris, Gewürztraminer) make white wine
const colourOf = (v: GrapeVariety): 'red' | 'white' => (v.type === 'red' ? 'red' : 'white');
const NAMES: GrapeName[] = [
  ...GRAPE_VARIETIES.map((v) => ({ name: plain(v.name), variety: v, colour: colourOf(v) })),
  ...Object.entries(SYNONYMS).map(([name, of]) => {
    const variety = GRAPE_VARIETIES.find((v) => v.name === of);
    return { name: plain(name), variety, colour: variety ? colourOf(variety) : ('red' as const) };
  }),
  ...Object.entries(OTHER_GRAPES).map(([name, colour]) => ({ name: plain(name), variety: undefined, colour })),
];

/**
 * The grape a text names first ('Shiraz Viognier' → Shiraz, 'Syrah-Grenache' → Syrah), the longer
 * name winning at the same place ('Cabernet Sauvignon' over 'Cabernet'); undefined when none.
 */
function firstGrapeIn(text: string): GrapeName | undefined {
  const haystack = plain(text);
  let best: { at: number; grape: GrapeName } | undefined;
  for (const grape of NAMES) {
    const at = haystack.indexOf(grape.name);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && grape.name.length > best.grape.name.length)) best = { at, grape };
  }
  return best?.grape;
}

/** The knowledge base's variety of the first grape a text names (synonyms included), or undefined. */
export function varietyOfGrape(text: string): GrapeVariety | undefined {
  return firstGrapeIn(text)?.variety;
}

/** Red or white for the first grape a text names (a blend's first grape), or null when it names none. */
export function colourOfGrape(text: string): 'red' | 'white' | null {
  return firstGrapeIn(text)?.colour ?? null;
}
