/* global module */
// The pairing eval's checks on one card (run-eval.mjs and pairing-eval.spec.js use them).

/** Whether a wine is one a sommelier accepts for the dish (tokens documented in dishes.json). */
function accepted(wine, accept) {
  const s = wine.structure;
  const white = wine.wineType === 'White Wine';
  const red = wine.wineType === 'Red Wine';
  return accept.some((token) => {
    if (token === 'any') return true;
    if (token.startsWith('type:')) return wine.wineType === token.slice(5);
    switch (token) {
      case 'light-red':
        return red && s.body <= 3;
      case 'soft-red':
        return red && s.tannin <= 3;
      case 'fresh-chardonnay':
        return wine.varietyIds[0] === 'chardonnay' && wine.wineType === 'White Wine' && s.body <= 3 && s.oak <= 3;
      case 'off-dry':
        return white && s.sweetness >= 2;
      case 'sweet-white':
        return (white || wine.wineType === 'Dessert Wine') && s.sweetness >= 3;
      case 'sweet-sparkling':
        return wine.wineType === 'Sparkling Wine' && s.sweetness >= 3;
      default:
        // a variety means its table wines: a botrytis Riesling is not what oysters want
        return wine.varietyIds[0] === token && !['Dessert Wine', 'Fortified Wine'].includes(wine.wineType);
    }
  });
}

const BODY = {
  'full-bodied': (b) => b >= 5,
  generous: (b) => b === 4,
  'medium-bodied': (b) => b === 3,
  light: (b) => b <= 2,
  'light-bodied': (b) => b <= 2,
};

/** The facts a reason states about its wine that the wine record does not bear out (empty when all hold). */
function wrongFacts(reason, wine, regionName) {
  const s = wine.structure;
  const wrong = [];
  const claim = (re, holds, what) => {
    if (re.test(reason) && !holds) wrong.push(what);
  };
  claim(/(its|shows)[^.]*firm tannins/i, s.tannin >= 4, `firm tannins (tannin ${s.tannin})`);
  claim(/(its|shows)[^.]*supple tannins/i, s.tannin <= 3, `supple tannins (tannin ${s.tannin})`);
  claim(/(its|shows)[^.]*silky tannins/i, s.tannin <= 2, `silky tannins (tannin ${s.tannin})`);
  claim(/(its|shows)[^.]*bright acidity/i, s.acidity >= 4, `bright acidity (acidity ${s.acidity})`);
  claim(/(its|shows)[^.]*soft acidity/i, s.acidity <= 2, `soft acidity (acidity ${s.acidity})`);
  claim(/(its|shows)[^.]*plenty of oak/i, s.oak >= 4, `plenty of oak (oak ${s.oak})`);
  claim(/(its|shows)[^.]*no obvious oak/i, s.oak <= 1, `no obvious oak (oak ${s.oak})`);
  claim(/its creamy/i, s.oak >= 3, `creamy (oak ${s.oak})`);
  claim(/bubbles (and|are)/i, wine.wineType === 'Sparkling Wine', 'bubbles on a still wine');
  claim(/at least as sweet as/i, s.sweetness >= 4, `at least as sweet (sweetness ${s.sweetness})`);
  claim(/dry ros[eé]/i, s.sweetness <= 2, `dry rosé (sweetness ${s.sweetness})`);
  claim(/touch of fruit sweetness/i, s.sweetness >= 2, `fruit sweetness (sweetness ${s.sweetness})`);
  // the fact sentence: 'A <body> <variety> from <region> at about <price>'
  const m = reason.match(
    /(?:^|\. )A (full-bodied|generous|medium-bodied|light-bodied|light) (?:sparkling )?([^.]+?) from ([^.]+?)(?: \(a multi-region blend\))? at about (\$[\d+-]+)/,
  );
  if (m) {
    const [, body, variety, region, price] = m;
    if (!BODY[body](s.body)) wrong.push(`${body} (body ${s.body})`);
    if (variety !== wine.variety) wrong.push(`variety '${variety}' (record: ${wine.variety})`);
    if (![regionName(wine.regionId), wine.labelRegion].includes(region)) wrong.push(`region '${region}'`);
    if (price !== wine.priceRange) wrong.push(`price ${price} (record: ${wine.priceRange})`);
  }
  const years = reason.match(/up to (\d+) years/);
  if (years && Number(years[1]) !== wine.ageingYears.max) wrong.push(`ages up to ${years[1]} years`);
  return wrong;
}

module.exports = { accepted, wrongFacts };
