import { findVariety, fold, GRAPE_VARIETIES, type WineType } from '@wine/wine-knowledge';
import { understandQuery } from '../engine/query-understanding';
import { VARIETY_ALIASES } from '../engine/vocabulary';

// The words a wine list names a wine's grapes and colour with, beyond the knowledge base's grape
// varieties: the blends' short names (GSM), grapes it has no entry for (Savagnin, Grüner
// Veltliner, Albariño, Barbera…), and Old World names that stand for a grape and colour (Rioja,
// Barolo, Chablis). A list without colour headings ('By the glass', 'Cellar list') says a wine's
// colour only this way. Grapes the knowledge base lacks get a plain id ('savagnin').

interface ListWord {
  /** folded words as printed */
  words: string;
  grapes: string[];
  type: WineType;
  /** a style name (Rioja, Chablis) counts only when no grape of the line says otherwise */
  style?: boolean;
}

const W = (words: string, type: WineType, grapes: string[], style = false): ListWord => ({ words, type, grapes, style });
const RED: WineType = 'Red Wine';
const WHITE: WineType = 'White Wine';
const SPARKLING: WineType = 'Sparkling Wine';

const LIST_WORDS: ListWord[] = [
  W('gsm', RED, ['grenache', 'shiraz', 'mataro']),
  W('savagnin', WHITE, ['savagnin']),
  W('gruner veltliner', WHITE, ['gruner-veltliner']),
  W('gruner', WHITE, ['gruner-veltliner']),
  W('albarino', WHITE, ['albarino']),
  W('alvarinho', WHITE, ['albarino']),
  W('roussanne', WHITE, ['roussanne']),
  W('grenache blanc', WHITE, ['grenache-blanc']),
  W('arneis', WHITE, ['arneis']),
  W('greco', WHITE, ['greco']),
  W('assyrtiko', WHITE, ['assyrtiko']),
  W('pinot blanc', WHITE, ['pinot-blanc']),
  W('montepulciano', RED, ['montepulciano']),
  W('barbera', RED, ['barbera']),
  W('gamay', RED, ['gamay']),
  W('graciano', RED, ['graciano']),
  W('lagrein', RED, ['lagrein']),
  W('nero d avola', RED, ['nero-d-avola']),
  W('aglianico', RED, ['aglianico']),
  W('dolcetto', RED, ['dolcetto']),
  W('zinfandel', RED, ['zinfandel']),
  W('primitivo', RED, ['zinfandel']),
  W('carignan', RED, ['carignan']),
  W('cinsault', RED, ['cinsault']),
  W('mencia', RED, ['mencia']),
  W('saperavi', RED, ['saperavi']),
  W('tannat', RED, ['tannat']),
  W('syrah', RED, ['shiraz']),
  W('mourvedre', RED, ['mataro']),
  W('glera', SPARKLING, ['glera']),
  W('blanc de blancs', SPARKLING, ['chardonnay']),
  W('blanc de noirs', SPARKLING, ['pinot-noir']),
  W('rioja', RED, ['tempranillo'], true),
  W('cotes du rhone', RED, ['grenache', 'shiraz', 'mataro'], true),
  W('rhone', RED, ['grenache', 'shiraz', 'mataro'], true),
  W('barolo', RED, ['nebbiolo'], true),
  W('barbaresco', RED, ['nebbiolo'], true),
  W('chianti', RED, ['sangiovese'], true),
  W('beaujolais', RED, ['gamay'], true),
  W('chablis', WHITE, ['chardonnay'], true),
  W('sancerre', WHITE, ['sauvignon-blanc'], true),
  // French and Spanish appellations a bistro prints without the grape
  W('cote rotie', RED, ['shiraz'], true),
  W('crozes hermitage', RED, ['shiraz'], true),
  W('hermitage', RED, ['shiraz'], true),
  W('cornas', RED, ['shiraz'], true),
  W('saint joseph', RED, ['shiraz'], true),
  W('chateauneuf du pape', RED, ['grenache', 'mataro', 'shiraz'], true),
  W('gigondas', RED, ['grenache', 'shiraz'], true),
  W('condrieu', WHITE, ['viognier'], true),
  W('muscadet', WHITE, ['melon'], true),
  W('vouvray', WHITE, ['chenin-blanc'], true),
  W('savennieres', WHITE, ['chenin-blanc'], true),
  W('meursault', WHITE, ['chardonnay'], true),
  W('puligny montrachet', WHITE, ['chardonnay'], true),
  W('pouilly fuisse', WHITE, ['chardonnay'], true),
  W('bourgogne blanc', WHITE, ['chardonnay'], true),
  W('bourgogne', RED, ['pinot-noir'], true),
  W('morgon', RED, ['gamay'], true),
  W('fleurie', RED, ['gamay'], true),
  W('moulin a vent', RED, ['gamay'], true),
  W('medoc', RED, ['cabernet-sauvignon', 'merlot'], true),
  W('pauillac', RED, ['cabernet-sauvignon', 'merlot'], true),
  W('saint emilion', RED, ['merlot', 'cabernet-franc'], true),
  W('cahors', RED, ['malbec'], true),
  W('bandol', RED, ['mataro', 'grenache'], true),
  W('sauternes', 'Dessert Wine', ['semillon', 'sauvignon-blanc'], true),
  W('champagne', SPARKLING, ['chardonnay', 'pinot-noir'], true),
  W('ribera del duero', RED, ['tempranillo'], true),
  W('priorat', RED, ['grenache'], true),
];

// Regions beyond the knowledge base's Australian ones, by the names a list or a guest uses and
// the appellations a list prints for them ('Côte-Rôtie' is the Rhône).
export const OLD_WORLD_REGIONS: { id: string; name: string; words: string[] }[] = [
  {
    id: 'rhone',
    name: 'the Rhône',
    words: [
      'rhone',
      'cote rotie',
      'crozes hermitage',
      'hermitage',
      'cornas',
      'saint joseph',
      'chateauneuf du pape',
      'gigondas',
      'condrieu',
      'vacqueyras',
      'cotes du rhone',
    ],
  },
  {
    id: 'burgundy',
    name: 'Burgundy',
    words: [
      'burgundy',
      'bourgogne',
      'chablis',
      'meursault',
      'puligny montrachet',
      'gevrey chambertin',
      'pouilly fuisse',
      'beaune',
      'volnay',
      'pommard',
    ],
  },
  { id: 'champagne', name: 'Champagne', words: ['champagne'] },
  {
    id: 'loire',
    name: 'the Loire',
    words: ['loire', 'sancerre', 'vouvray', 'muscadet', 'savennieres', 'chinon', 'pouilly fume'],
  },
  {
    id: 'bordeaux',
    name: 'Bordeaux',
    words: ['bordeaux', 'medoc', 'haut medoc', 'pauillac', 'margaux', 'saint emilion', 'pomerol', 'sauternes'],
  },
  { id: 'beaujolais', name: 'Beaujolais', words: ['beaujolais', 'morgon', 'fleurie', 'moulin a vent'] },
  { id: 'alsace', name: 'Alsace', words: ['alsace'] },
  { id: 'piedmont', name: 'Piedmont', words: ['piedmont', 'piemonte', 'barolo', 'barbaresco'] },
  { id: 'rioja', name: 'Rioja', words: ['rioja'] },
];

/** The Old World regions a line or a question names, by region name or appellation. */
export function oldWorldRegionsIn(text: string): string[] {
  const f = ` ${fold(text)} `;
  return OLD_WORLD_REGIONS.filter((r) => r.words.some((w) => f.includes(` ${w} `))).map((r) => r.id);
}

/** The knowledge base's grapes a line names (its names and the engine's aliases), with where each is printed. */
function knownGrapesIn(text: string): { grape: string; at: number }[] {
  const f = ` ${fold(text)} `;
  return understandQuery(text).varieties.map((grape) => {
    const names = [fold(findVariety(grape)?.name ?? grape), ...(VARIETY_ALIASES[grape] ?? [])];
    // where the grape is printed decides which leads ('Grenache Shiraz Mourvèdre' is a Grenache)
    const at = Math.min(...names.map((n) => f.indexOf(` ${n} `)).filter((i) => i >= 0), f.length);
    return { grape, at };
  });
}

const SQUASHED = GRAPE_VARIETIES.filter((v) => v.name.includes(' ')).map((v) => ({
  id: v.id,
  type: v.type,
  squashed: fold(v.name).replace(/ /g, ''),
}));

const PREFIXES = GRAPE_VARIETIES.filter((v) => !v.name.includes(' ') && v.name.length >= 6).map((v) => ({
  id: v.id,
  type: v.type,
  name: fold(v.name),
}));

export interface ListGrapes {
  /** grape ids, in the order printed: the first leads */
  grapes: string[];
  /** the colour the words say, when they say one */
  type: WineType | null;
}

/**
 * OCR's slips in the grape a list names most: 'Cabeme Sauvignon', 'CABERI NET SAUVIGNON' are
 * Cabernet Sauvignon, not a Sauvignon Blanc (a 'Sauvignon' after a word that starts 'cab'); a
 * 'PINOT GRI=' clipped at the edge of a till roll is a Pinot Gris, not a Pinot Noir.
 */
const mendGrapes = (text: string) =>
  fold(text)
    .replace(/\bcab[a-z]{2,6}(?: [a-z]{1,3})? sauvignon\b/g, 'cabernet sauvignon')
    .replace(/\bpinot gri\b/g, 'pinot gris');

/** The grapes a list's line names, in printed order, and the colour they say. */
export function grapesOnLine(printed: string): ListGrapes {
  const text = mendGrapes(printed);
  const f = ` ${text} `;
  const found: { grapes: string[]; at: number; type: WineType | null; style: boolean }[] = [];
  for (const w of LIST_WORDS) {
    const at = f.indexOf(` ${w.words} `);
    // 'gruner' after 'gruner veltliner': the longer name already found it
    if (at >= 0 && !found.some((x) => x.grapes.join() === w.grapes.join()))
      found.push({ grapes: w.grapes, at, type: w.type, style: Boolean(w.style) });
  }
  // OCR runs a grape's words together ('PinotNoir'): the squashed name is the grape too
  for (const v of SQUASHED) {
    const at = f.indexOf(` ${v.squashed} `);
    if (at >= 0 && !found.some((x) => x.grapes.includes(v.id)))
      found.push({ grapes: [v.id], at, type: v.type === 'red' ? RED : WHITE, style: false });
  }
  // or runs the region on ('Shirazoonawarra', 'Chardonnaydelaide'): a word that starts with a long grape name
  for (const v of PREFIXES) {
    const at = f.search(new RegExp(` ${v.name}[a-z]{3,} `));
    if (at >= 0 && !found.some((x) => x.grapes.includes(v.id)))
      found.push({ grapes: [v.id], at, type: v.type === 'red' ? RED : WHITE, style: false });
  }
  for (const g of knownGrapesIn(text)) {
    const v = findVariety(g.grape);
    // Pinot Gris and Gewürztraminer are pink-skinned grapes of white wines
    const type: WineType | null = v?.type === 'red' ? RED : v ? WHITE : null;
    if (!found.some((x) => x.grapes.includes(g.grape) && !x.style))
      found.push({ grapes: [g.grape], at: g.at, type, style: false });
  }
  const grapesFirst = found.filter((x) => !x.style).sort((a, b) => a.at - b.at);
  const chosen = grapesFirst.length ? grapesFirst : found.sort((a, b) => a.at - b.at);
  const grapes = [...new Set(chosen.flatMap((x) => x.grapes))];
  return { grapes, type: chosen[0]?.type ?? null };
}

/** A grape's display name: the knowledge base's, or the list word's ('savagnin' → 'Savagnin'). */
export function grapeName(id: string): string {
  const known = findVariety(id)?.name;
  if (known) return known;
  return id
    .split('-')
    .map((w) => (w.length > 1 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}
