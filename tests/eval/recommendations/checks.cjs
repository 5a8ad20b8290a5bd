/* global module */
// The recommendation eval's checks (run-eval.mjs): what each request asks of every card, checked
// against the catalogue's own record of the wine, and the facts a reason states about its wine.
// Written apart from the engine's own truth filter, so the eval does not grade itself.

function prices(range) {
  const n = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { min: n[0] ?? 0, max: n.length > 1 ? n[1] : range.includes('+') ? Infinity : n[0] };
}
const within = (v, [lo, hi]) => v >= lo && v <= hi;

/** The styles the record says a wine is (its styleTags, a Moscato or Prosecco by name, a pét-nat by method). */
function stylesOf(wine) {
  const tags = new Set(wine.styleTags ?? []);
  const text = `${wine.variety} ${wine.wineName}`.toLowerCase();
  if (/moscato/.test(text) && wine.wineType !== 'Fortified Wine') tags.add('moscato');
  if (/prosecco/.test(text)) tags.add('prosecco');
  if (wine.method === 'ancestral') tags.add('pet-nat');
  return tags;
}

/** What a card breaks of the request's expectations (empty when it is acceptable). */
function cardFailures(card, wine, e, stateOf, listed = () => true) {
  const out = [];
  const s = wine.structure;
  const p = prices(wine.priceRange);
  const lead = wine.varietyIds[0];
  const varietyText = wine.variety.toLowerCase();
  const named = (id) => lead === id || varietyText.includes(id.replace(/-/g, ' ').replace('cabernet sauvignon', 'cabernet'));
  const state = stateOf(wine);
  if (e.types && !e.types.includes(wine.wineType)) out.push(`type ${wine.wineType}`);
  if (e.notTypes && e.notTypes.includes(wine.wineType)) out.push(`type ${wine.wineType} ruled out`);
  if (e.varieties && !e.varieties.some(named)) out.push(`variety ${wine.variety}`);
  if (e.notVarieties && e.notVarieties.some(named)) out.push(`variety ${wine.variety} ruled out`);
  if (e.regions && !e.regions.includes(wine.regionId)) out.push(`region ${wine.regionId}`);
  if (e.notRegions && e.notRegions.includes(wine.regionId)) out.push(`region ${wine.regionId} ruled out`);
  if (e.states && !e.states.includes(state)) out.push(`state ${state}`);
  if (e.notStates && e.notStates.includes(state)) out.push(`state ${state} ruled out`);
  if (e.notProducers && e.notProducers.includes(wine.producer)) out.push(`producer ${wine.producer} ruled out`);
  if (e.notIds && e.notIds.includes(wine.id)) out.push('the wine it was compared with');
  if (e.maxPrice !== undefined && p.max > e.maxPrice) out.push(`price ${wine.priceRange} > $${e.maxPrice}`);
  if (e.minPrice !== undefined && p.min < e.minPrice) out.push(`price ${wine.priceRange} < $${e.minPrice}`);
  for (const key of ['body', 'oak', 'sweetness', 'tannin', 'acidity'])
    if (e[key] && !within(s[key], e[key])) out.push(`${key} ${s[key]} outside ${e[key].join('-')}`);
  if (e.cellarYears !== undefined && wine.ageingYears.max < e.cellarYears) out.push(`ageing ${wine.ageingYears.max} years`);
  // less alcohol asked for ('low alcohol', 'not so boozy'): the record's typical % alcohol
  if (e.maxAbv !== undefined && wine.abv > e.maxAbv) out.push(`abv ${wine.abv}% > ${e.maxAbv}%`);
  // a style ruled out ('sparkling but not prosecco')
  const ruledOut = [].concat(e.notStyle ?? []).filter((t) => stylesOf(wine).has(t));
  if (ruledOut.length) out.push(`${ruledOut.join(', ')} ruled out`);
  // a style asked for: a wine of it when the catalogue lists one, else a closest alternative, marked and scored low
  const styles = [].concat(e.style ?? []).filter(listed);
  if (styles.length && !styles.some((t) => stylesOf(wine).has(t))) out.push(`not ${styles.join(' or ')}`);
  if (e.style && !styles.length && !/closest alternative/i.test(card.matchReason)) out.push('alternative not marked');
  if (e.style && !styles.length && card.confidence > 20) out.push(`alternative at ${card.confidence}%`);
  return out;
}

/** What the answer as a whole breaks: no wines for nonsense, the quantity read, the message. */
function answerFailures(answer, e, listed = () => true, limit = 3) {
  const out = [];
  const cards = answer.recommendations;
  if (e.none) {
    if (cards.length) out.push(`${cards.length} wines for a request that is not about wine`);
    if (!answer.message) out.push('no message asking for a wine, a meal or an occasion');
    return out;
  }
  if (!cards.length) out.push('no wines');
  if (e.servings) {
    const got = answer.servings;
    if (!got) out.push('no servings');
    else {
      // a request may fix the people and leave the count to the occasion's rule (a case for a party of 30)
      if (e.servings.bottles !== undefined && e.servings.bottles !== got.bottles)
        out.push(`bottles ${got.bottles} (want ${e.servings.bottles})`);
      if (e.servings.people !== undefined && e.servings.people !== got.people) out.push(`people ${got.people}`);
    }
  }
  if (e.message && !(answer.message ?? '').includes(e.message)) out.push(`message lacks '${e.message}'`);
  if (e.style && ![].concat(e.style).some(listed) && !/don’t list any/.test(answer.message ?? ''))
    out.push(`no message that we list no ${e.style}`);
  // fewer fits than the plan shows: the message says how many
  if (
    cards.length &&
    cards.length < limit &&
    !/\bOnly \d+ wines?\b/.test(answer.message ?? '') &&
    !/Nothing in our list/.test(answer.message ?? '')
  )
    out.push(`${cards.length} of ${limit} wines with no word why`);
  const shown = cards.map((c) => c.confidence);
  if (shown.some((c, i) => i > 0 && c > shown[i - 1])) out.push('cards not ordered by their shown score');
  return out;
}

// grape names a reason may use, with the ids they mean
const GRAPE_WORDS = [
  ['shiraz', 'shiraz'],
  ['syrah', 'shiraz'],
  ['cabernet sauvignon', 'cabernet-sauvignon'],
  ['cabernet franc', 'cabernet-franc'],
  ['riesling', 'riesling'],
  ['chardonnay', 'chardonnay'],
  ['pinot noir', 'pinot-noir'],
  ['pinot gris', 'pinot-gris'],
  ['pinot grigio', 'pinot-gris'],
  ['semillon', 'semillon'],
  ['grenache', 'grenache'],
  ['mataro', 'mataro'],
  ['mourvedre', 'mataro'],
  ['merlot', 'merlot'],
  ['petit verdot', 'petit-verdot'],
  ['malbec', 'malbec'],
  ['durif', 'durif'],
  ['tempranillo', 'tempranillo'],
  ['sangiovese', 'sangiovese'],
  ['nebbiolo', 'nebbiolo'],
  ['sauvignon blanc', 'sauvignon-blanc'],
  ['gewurztraminer', 'gewurztraminer'],
  ['viognier', 'viognier'],
  ['marsanne', 'marsanne'],
  ['fiano', 'fiano'],
  ['vermentino', 'vermentino'],
  ['chenin blanc', 'chenin-blanc'],
  ['verdelho', 'verdelho'],
  ['muscat', 'muscat'],
  ['moscato', 'muscat'],
  ['prosecco', 'glera'],
  ['muscadelle', 'muscadelle'],
  ['touriga', 'touriga-nacional'],
  ['nero d avola', 'nero-d-avola'],
  ['montepulciano', 'montepulciano'],
  ['savagnin', 'savagnin'],
  ['gruner veltliner', 'gruner-veltliner'],
  ['arneis', 'arneis'],
  ['gamay', 'gamay'],
  ['aglianico', 'aglianico'],
  ['barbera', 'barbera'],
];
const plain = (t) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The facts a reason states that its wine's record does not bear out: a grape, sparkling method or
 * producer not its own; body, sweetness or oak words its structure contradicts. Words in ‘ ’ quote
 * the request and are not claims about the wine.
 */
function wrongFacts(reason, wine, producers) {
  const text = plain(reason.replace(/‘[^’]*’/g, ' '));
  const own = plain(`${wine.variety} ${wine.wineName}`);
  const s = wine.structure;
  const wrong = [];
  for (const [word, id] of GRAPE_WORDS) {
    if (new RegExp(`\\b${word}\\b`).test(text) && !wine.varietyIds.includes(id) && !own.includes(word))
      wrong.push(`grape '${word}'`);
  }
  if (/\bcabernet\b(?! (sauvignon|franc))/.test(text) && !wine.varietyIds.some((v) => v.startsWith('cabernet')))
    wrong.push("grape 'cabernet'");
  const notes = plain(wine.tastingNotes);
  const method = wine.method ?? null;
  const claims = [
    ['traditional', /traditional[- ]method|methode traditionnelle|bottle[- ]fermented/],
    ['tank', /tank[- ](method|fermented)|charmat/],
    ['ancestral', /ancestral method|methode ancestrale/],
  ];
  for (const [m, re] of claims) {
    if (!re.test(text)) continue;
    if (wine.wineType !== 'Sparkling Wine') wrong.push(`method '${m}' on a still wine`);
    else if (method ? method !== m : !re.test(notes) || /prosecco/.test(own)) wrong.push(`method '${m}'`);
  }
  for (const p of producers) {
    if (p === wine.producer || wine.producer.includes(p) || wine.wineName.includes(p) || p.length < 6) continue;
    if (reason.replace(/‘[^’]*’/g, ' ').includes(p)) wrong.push(`producer '${p}'`);
  }
  const body = [
    [/\bfull-bodied\b/, (b) => b >= 4],
    [/\bmedium-bodied\b/, (b) => b >= 2 && b <= 4],
    [/\blight-bodied\b/, (b) => b <= 2],
    [/\bgenerous\b(?= (shiraz|cabernet|grenache|red|white|chardonnay|[a-z]+ from))/, (b) => b === 4],
  ];
  for (const [re, ok] of body) if (re.test(text) && !ok(s.body)) wrong.push(`${re.exec(text)[0]} (body ${s.body})`);
  if (/\b((a|this|chilled,) dry (red|white|rose|wine)|bone[- ]dry)\b/.test(text) && s.sweetness > 2)
    wrong.push(`dry (sweetness ${s.sweetness})`);
  // bubbles are a fact of the wine: a still wine is not praised for them (a spritzy Moscato's notes say so)
  if (/\bbubbles\b/.test(text) && wine.wineType !== 'Sparkling Wine' && !/spritz|fizz|sparkl|bubbl|frizzante/.test(notes))
    wrong.push('bubbles on a still wine');
  if (/\bat least as sweet as\b|\bluscious\b/.test(text) && s.sweetness < 3) wrong.push(`sweet (sweetness ${s.sweetness})`);
  if (/\bunoaked\b/.test(text) && s.oak > 1) wrong.push(`unoaked (oak ${s.oak})`);
  // a pairing principle said of the wine: a touch of sweetness, low alcohol, firm or soft tannins
  if (/\b(touch of (fruit )?sweetness|slightly sweet|off-dry)\b/.test(text) && s.sweetness < 2)
    wrong.push(`a touch of sweetness (sweetness ${s.sweetness})`);
  if (/\blow-alcohol\b|\blow in alcohol\b/.test(text) && wine.abv > 11.5) wrong.push(`low-alcohol (${wine.abv}%)`);
  if (/\bfirm tannins\b/.test(text) && s.tannin < 3) wrong.push(`firm tannins (tannin ${s.tannin})`);
  if (/\b(supple|soft|silky) tannins\b/.test(text) && s.tannin > 4) wrong.push(`soft tannins (tannin ${s.tannin})`);
  if (/\bplenty of oak\b/.test(text) && s.oak < 4) wrong.push(`plenty of oak (oak ${s.oak})`);
  // serving advice from the style: a sparkling wine is never decanted nor served at red temperatures
  if (wine.wineType === 'Sparkling Wine' && /\bdecant|16-18/.test(text)) wrong.push('sparkling served as a red');
  return wrong;
}

module.exports = { cardFailures, answerFailures, wrongFacts, prices, stylesOf };
