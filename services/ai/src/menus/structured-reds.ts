import type { PairingRule } from '@wine/wine-knowledge';

// A rare steak, a lamb rack: a sommelier pours a structured red. The pairing rules name the
// classic grapes (Cabernet Sauvignon, Shiraz); a list without them still has the wines they stand
// for: a Mourvèdre, a Nebbiolo, a Tempranillo, a Châteauneuf-du-Pape. Those are offered before a
// light red (a Gamay, a Morgon, a Pinot Noir), which the rules do not name either.

// red grapes whose wines have the tannin and body a steak wants
const STRUCTURED_GRAPES = new Set([
  'shiraz',
  'cabernet-sauvignon',
  'malbec',
  'petit-verdot',
  'mataro',
  'tempranillo',
  'nebbiolo',
  'durif',
  'touriga-nacional',
  'aglianico',
  'montepulciano',
  'tannat',
  'saperavi',
  'sagrantino',
]);
const LIGHT_GRAPES = new Set(['gamay', 'pinot-noir', 'dolcetto', 'schiava', 'frappato']);
const RULE_STRUCTURED_GRAPES = ['cabernet-sauvignon', 'shiraz'];
// below a named grape of the rule (a Cabernet's 0.85-1), above a red the rule says nothing of
const STRUCTURED_FIT = 0.6;
const LIGHT = -0.2;

/** Whether the dish's rule asks for a structured red: its first-named grape is Cabernet Sauvignon or Shiraz. */
export function wantsStructure(rule: PairingRule): boolean {
  const firstGrape = [...rule.styles].filter((s) => s.varietyId).sort((a, b) => b.weight - a.weight)[0];
  return Boolean(firstGrape?.varietyId && RULE_STRUCTURED_GRAPES.includes(firstGrape.varietyId));
}

/**
 * How well a red suits a dish that wants a structured one: STRUCTURED_FIT for a red of a
 * structured grape (a blend led by Grenache with Mourvèdre or Shiraz in it too: a GSM, a
 * Châteauneuf), LIGHT for a light one (the catalogue's body 2 or less, else its grape), else 0.
 */
export function structureFit(w: { wineType: string | null; varietyIds: string[]; body: number | null }): number {
  if (w.wineType !== 'Red Wine') return 0;
  if (w.body !== null) return w.body >= 4 ? STRUCTURED_FIT : w.body <= 2 ? LIGHT : 0;
  const [lead, ...rest] = w.varietyIds;
  if (LIGHT_GRAPES.has(lead ?? '')) return LIGHT;
  const structured = STRUCTURED_GRAPES.has(lead ?? '') || (lead === 'grenache' && rest.some((g) => STRUCTURED_GRAPES.has(g)));
  return structured ? STRUCTURED_FIT : 0;
}
