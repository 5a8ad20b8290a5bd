// Questions for the third held-out wine-list set, as guests ask them at a bar, each with its hard
// constraints (checked on every pick) and the entries a right top pick may be, computed from the
// printed truth. Soft wishes (oysters, steak, 'light') narrow the answer to what a sommelier pours
// when the list has one: a crisp unoaked white, a bold red, a light red.
import { TYPES, isBold, isCrisp, isLight } from './third-wines.mjs';

const { RED, WHITE, SPARKLING, ROSE, DESSERT, FORTIFIED } = TYPES;
const STILL = [RED, WHITE, ROSE];

/** Whether a printed wine meets a question's hard constraints. */
export function meets(w, hard) {
  if (hard.types && !hard.types.includes(w.wineType)) return false;
  if (hard.glass && w.glass === null) return false;
  if (hard.bottle && w.bottle === null) return false;
  if (hard.maxPrice !== undefined) {
    const p = hard.glass ? w.glass : (w.bottle ?? w.glass);
    if (p === null || p > hard.maxPrice) return false;
  }
  if (hard.grapes && !hard.grapes.includes(w.grapes[0])) return false;
  if (hard.notGrapes && hard.notGrapes.includes(w.grapes[0])) return false;
  if (hard.regions && !hard.regions.includes(w.region)) return false;
  return true;
}

const preferring = (f) => (ws) => (ws.some(f) ? ws.filter(f) : ws);
const lowest = (f) => (ws) => ws.filter((w) => f(w) === Math.min(...ws.map(f)));
const highest = (f) => (ws) => ws.filter((w) => f(w) === Math.max(...ws.map(f)));
const ask = (text, hard, narrow = (ws) => ws) => ({ text, hard, accept: (ws) => narrow(ws.filter((w) => meets(w, hard))) });
const limitAbove = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length >= 2 ? Math.ceil((s[Math.floor(s.length / 2)] + 2) / 5) * 5 : null;
};

// grape words guests use (the French 'Syrah' for Shiraz) → lead grape ids
const GRAPE_WORDS = [
  ['Pinot Noir', ['pinot-noir']],
  ['Syrah', ['shiraz']],
  ['Shiraz', ['shiraz']],
  ['Riesling', ['riesling']],
  ['Chardonnay', ['chardonnay']],
  ['Grenache', ['grenache']],
  ['Sauvignon Blanc', ['sauvignon-blanc']],
  ['Nebbiolo', ['nebbiolo']],
  ['Tempranillo', ['tempranillo']],
  ['Gamay', ['gamay']],
  ['Cabernet Sauvignon', ['cabernet-sauvignon']],
  ['Semillon', ['semillon']],
  ['Chenin Blanc', ['chenin-blanc']],
  ['Mourvèdre', ['mataro']],
];
const REGION_WORDS = [
  ['Tasmania', ['tasmania']],
  ['the Rhône', ['rhone']],
  ['Burgundy', ['burgundy']],
  ['the Barossa', ['barossa-valley']],
  ['McLaren Vale', ['mclaren-vale']],
  ['the Yarra Valley', ['yarra-valley']],
  ['Margaret River', ['margaret-river']],
  ['the Clare Valley', ['clare-valley']],
];

/** About ten questions for one list (its printed wines), varied by the list's index. */
export function thirdQuestions(ws, i) {
  const qs = [];
  qs.push(
    ask(
      'Cheapest red by the bottle?',
      { types: [RED], bottle: true },
      lowest((w) => w.bottle),
    ),
  );
  qs.push(ask('A white by the glass for oysters', { types: [WHITE], glass: true }, preferring(isCrisp)));
  const redLimit = limitAbove(ws.filter((w) => w.wineType === RED).map((w) => w.bottle));
  if (redLimit) qs.push(ask(`A red under $${redLimit} for steak`, { types: [RED], maxPrice: redLimit }, preferring(isBold)));
  const grapes = GRAPE_WORDS.filter(([, ids]) => ws.some((w) => ids.includes(w.grapes[0])));
  if (grapes.length) {
    const [word, ids] = grapes[i % grapes.length];
    const still = (xs) => (xs.some((w) => STILL.includes(w.wineType)) ? xs.filter((w) => STILL.includes(w.wineType)) : xs);
    qs.push(ask(`Which ${word} would you recommend?`, { grapes: ids }, still));
  }
  if (!grapes.some(([w]) => w === 'Pinot Noir') && i % 2 === 0)
    qs.push(ask('Which Pinot Noir would you recommend?', { grapes: ['pinot-noir'] }));
  qs.push(ask(i % 2 ? 'Anything sparkling?' : 'Do you have any bubbles?', { types: [SPARKLING] }));
  if (i % 3 === 0) qs.push(ask('Something sweet to finish?', { types: [DESSERT, FORTIFIED] }));
  qs.push(ask('A white by the glass, but not Chardonnay', { types: [WHITE], glass: true, notGrapes: ['chardonnay'] }));
  qs.push(ask('A light red by the glass', { types: [RED], glass: true }, preferring(isLight)));
  if (i % 2 === 1)
    qs.push(
      ask(
        'What is your most expensive red by the bottle?',
        { types: [RED], bottle: true },
        highest((w) => w.bottle),
      ),
    );
  qs.push(ask('A rosé by the glass', { types: [ROSE], glass: true }));
  const whiteLimit = limitAbove(ws.filter((w) => w.wineType === WHITE).map((w) => w.bottle));
  if (whiteLimit) qs.push(ask(`A bottle of white under $${whiteLimit}`, { types: [WHITE], bottle: true, maxPrice: whiteLimit }));
  const regions = REGION_WORDS.filter(([, ids]) => ws.some((w) => ids.includes(w.region) && w.regionShown));
  if (regions.length) {
    const [word, ids] = regions[i % regions.length];
    // only a region the reader can know counts: printed, the catalogue's, or the appellation's
    qs.push(ask(`Something from ${word}?`, { regions: ids }, (xs) => xs.filter((w) => w.regionShown)));
  }
  qs.push(
    ask(
      'Cheapest glass of bubbles?',
      { types: [SPARKLING], glass: true },
      lowest((w) => w.glass),
    ),
  );
  return qs;
}
