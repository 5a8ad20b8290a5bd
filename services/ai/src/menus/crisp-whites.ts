import { fold, type PairingRule } from '@wine/wine-knowledge';

// Oysters, prawns, a ceviche: a sommelier pours a crisp, unoaked white. The pairing rules name the
// classic grapes (Riesling, Semillon, Sauvignon Blanc); a list without them still has the wines
// they stand for: a Fiano, a Savagnin, a Muscadet, a Chablis. Those are offered before an oaked
// Chardonnay, which the rules do not name either but which the catalogue knows better.

// white grapes made crisp and unoaked as a rule (a Chardonnay is crisp only as a Chablis, or unoaked)
const CRISP_GRAPES = new Set([
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
  'melon',
  'assyrtiko',
  'arneis',
  'greco',
  'pinot-blanc',
]);
const RULE_CRISP_GRAPES = ['riesling', 'semillon', 'sauvignon-blanc'];
const CRISP_WORDS = /\b(unoaked|chablis|muscadet|picpoul|txakoli)\b/;
const OAKED_WORDS = /\b(oaked|barrel|barrique)\b/;
// an off-dry white is not the bone-dry one oysters want either
const SWEET_WORDS = /\b(sgr|off dry|half dry|spatlese|auslese|late harvest|sweet)\b/;
// below a named grape of the rule (a Riesling's 0.8-1), above a white the rule says nothing of
const CRISP_FIT = 0.6;
// an oaked or off-dry white is what the guest with oysters did not want
const NOT_CRISP = -0.2;

/** Whether the dish's rule asks for a crisp white: its first-named still grape is a classic crisp one. */
export function wantsCrisp(rule: PairingRule): boolean {
  const firstGrape = [...rule.styles].filter((s) => s.varietyId).sort((a, b) => b.weight - a.weight)[0];
  return Boolean(firstGrape?.varietyId && RULE_CRISP_GRAPES.includes(firstGrape.varietyId));
}

/** What a white on the list needs to know to be judged crisp: its words, lead grape, and the catalogue's structure. */
export interface WhiteOnList {
  wineType: string | null;
  varietyIds: string[];
  name: string;
  detail: string;
  structure: { acidity: number; oak: number; sweetness: number } | null;
}

/**
 * How well a white suits a dish that wants a crisp one: CRISP_FIT for a crisp, unoaked, dry white
 * (the catalogue's acidity, oak and sweetness, else its grape or the line's words), NOT_CRISP for
 * an oaked or off-dry one, else 0.
 */
export function crispFit(w: WhiteOnList): number {
  if (w.wineType !== 'White Wine') return 0;
  const words = fold(`${w.name} ${w.detail}`);
  if ((OAKED_WORDS.test(words) && !/\bunoaked\b/.test(words)) || SWEET_WORDS.test(words)) return NOT_CRISP;
  if (w.structure) {
    if (w.structure.oak >= 3 || w.structure.sweetness >= 3) return NOT_CRISP;
    return w.structure.acidity >= 4 ? CRISP_FIT : 0;
  }
  return CRISP_WORDS.test(words) || CRISP_GRAPES.has(w.varietyIds[0] ?? '') ? CRISP_FIT : 0;
}
