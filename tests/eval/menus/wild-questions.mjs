// Questions for the held-out wine lists, each with hard constraints (colour, by the glass, a price
// limit, grape, region) and an answer computed from the list's truth: the entries a right answer
// may name. A question nothing on the list satisfies expects the answer to say so.
import { CRISP_WHITES, STEAK_REDS } from './wild-wines.mjs';

const RED = 'Red Wine';
const WHITE = 'White Wine';
const SPARKLING = 'Sparkling Wine';
const ROSE = 'Rosé Wine';

// grape words as a guest says them → the truth's grape ids
const GRAPES = {
  'Pinot Noir': ['pinot-noir'],
  Nebbiolo: ['nebbiolo'],
  Savagnin: ['savagnin'],
  Tempranillo: ['tempranillo'],
  Riesling: ['riesling'],
  Chardonnay: ['chardonnay'],
  Shiraz: ['shiraz'],
  Grenache: ['grenache'],
  'Cabernet Sauvignon': ['cabernet-sauvignon'],
  Fiano: ['fiano'],
  Vermentino: ['vermentino'],
  'Sauvignon Blanc': ['sauvignon-blanc'],
  Semillon: ['semillon'],
  Sangiovese: ['sangiovese'],
};
// the region words a guest uses → region ids
const REGIONS = {
  'the Barossa': ['barossa-valley'],
  'McLaren Vale': ['mclaren-vale'],
  'the Adelaide Hills': ['adelaide-hills'],
  'the Yarra Valley': ['yarra-valley'],
  'Margaret River': ['margaret-river'],
  Tasmania: ['tasmania'],
  'the Clare Valley': ['clare-valley'],
  'the Hunter Valley': ['hunter-valley'],
};

const lead = (e) => e.grapes[0];
const minBy = (es, f) => {
  const m = Math.min(...es.map(f));
  return es.filter((e) => f(e) === m);
};
const has = (list) => list.length > 0;

/**
 * A question: its text, its hard constraints (checked on every pick), and `accept(entries)`, the
 * entries a right top pick may be (empty: nothing fits, the answer must say so).
 */
function q(text, hard, accept = (es) => es) {
  return { text, hard, accept: (es) => accept(es.filter((e) => fits(e, hard))) };
}

/** Whether a printed entry meets a question's hard constraints. */
export function fits(e, hard) {
  if (hard.type && e.wineType !== hard.type) return false;
  if (hard.glass && e.glass === null) return false;
  if (hard.bottle && e.bottle === null) return false;
  if (hard.maxPrice !== undefined) {
    const price = hard.glass ? e.glass : (e.bottle ?? e.glass);
    if (price === null || price > hard.maxPrice) return false;
  }
  if (hard.grapes && !hard.grapes.includes(lead(e))) return false;
  if (hard.regions && !hard.regions.includes(e.regionId)) return false;
  return true;
}

// a guest asking for a Chardonnay means a still one, when the list has one (a Blanc de Blancs is Chardonnay too)
const STILL = [RED, WHITE, ROSE];
const stillFirst = (es) =>
  has(es.filter((e) => STILL.includes(e.wineType))) ? es.filter((e) => STILL.includes(e.wineType)) : es;

const round5 = (x) => Math.max(10, Math.round(x / 5) * 5);

/** The questions asked of one list (its visible truth), about seven, chosen by the list's index. */
export function questionsFor(entries, i) {
  const out = [];
  const reds = entries.filter((e) => e.wineType === RED);
  const whites = entries.filter((e) => e.wineType === WHITE);
  out.push(q('What is the cheapest red by the glass?', { type: RED, glass: true }, (es) => minBy(es, (e) => e.glass)));
  out.push(q('Cheapest white by the bottle?', { type: WHITE, bottle: true }, (es) => minBy(es, (e) => e.bottle)));
  out.push(
    q('A white by the glass for oysters', { type: WHITE, glass: true }, (es) =>
      has(es.filter((e) => CRISP_WHITES.includes(lead(e)))) ? es.filter((e) => CRISP_WHITES.includes(lead(e))) : es,
    ),
  );
  // a price limit between the cheapest and the dearest red, so it bites
  const redPrices = reds
    .map((e) => e.bottle)
    .filter((x) => x !== null)
    .sort((a, b) => a - b);
  if (redPrices.length >= 2) {
    const limit = round5(redPrices[Math.floor(redPrices.length / 2)] + 1);
    out.push(
      q(`A red to drink with a rare steak, under $${limit}`, { type: RED, maxPrice: limit }, (es) =>
        has(es.filter((e) => STEAK_REDS.includes(lead(e)))) ? es.filter((e) => STEAK_REDS.includes(lead(e))) : es,
      ),
    );
  }
  // grapes on the list, and one that is not: 'do you have…'
  const grapeWords = Object.keys(GRAPES);
  const onList = grapeWords.filter((g) => entries.some((e) => GRAPES[g].includes(lead(e))));
  const offList = grapeWords.filter((g) => !onList.includes(g));
  if (onList.length) {
    const g = onList[i % onList.length];
    out.push(q(`Which ${g} would you recommend?`, { grapes: GRAPES[g] }, stillFirst));
    const g2 = onList[(i + 3) % onList.length];
    if (g2 !== g) out.push(q(`Do you have a ${g2} by the glass?`, { grapes: GRAPES[g2], glass: true }, stillFirst));
  }
  if (offList.length && i % 3 === 0)
    out.push(q(`Is there a ${offList[i % offList.length]}?`, { grapes: GRAPES[offList[i % offList.length]] }, stillFirst));
  out.push(q('A red by the glass under $15', { type: RED, glass: true, maxPrice: 15 }));
  const whiteLimit = whites.length ? round5(Math.min(...whites.map((e) => e.bottle ?? e.glass * 5)) + 12) : 60;
  out.push(q(`Which white is under $${whiteLimit} a bottle?`, { type: WHITE, bottle: true, maxPrice: whiteLimit }));
  out.push(q('Cheapest sparkling by the bottle?', { type: SPARKLING, bottle: true }, (es) => minBy(es, (e) => e.bottle)));
  if (i % 2 === 0) out.push(q('Any rosé?', { type: ROSE }));
  else out.push(q('Something sparkling by the glass', { type: SPARKLING, glass: true }));
  const regionWords = Object.keys(REGIONS).filter((r) => entries.some((e) => REGIONS[r].includes(e.regionId)));
  if (regionWords.length) {
    const r = regionWords[i % regionWords.length];
    out.push(q(`A red from ${r}?`, { type: RED, regions: REGIONS[r] }));
  }
  out.push(q('What is the cheapest wine by the glass?', { glass: true }, (es) => minBy(es, (e) => e.glass)));
  return out;
}
