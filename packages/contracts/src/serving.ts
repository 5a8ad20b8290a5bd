// Serving temperatures (docs/product-rules.md#serving-temperatures): one rule for the SPA's food
// pairing card and the knowledge base's wine descriptions, so both always say the same.

/** Big reds are decanted. */
const BIG_RED_DECANT = '30-60 minutes';

/**
 * Read from the wine type and variety text together, most specific first: a sparkling wine → 6-8°C
 * (a sparkling red 10-12°C), never decanted; a dessert wine → 8-10°C; a rosé → 8-10°C; a fortified
 * wine → 14-16°C, neither decanted; then 'cabernet' (so Cabernet
 * Sauvignon stays a red) → 16-18°C with decanting; then 'sauvignon' or 'riesling' → 8-10°C; then
 * 'chardonnay' → 10-12°C (so a Chardonnay Pinot Noir sparkling is not treated as a red); then 'pinot'
 * when the text also says red or noir → 14-16°C; then 'shiraz' or the word 'red' → 16-18°C with
 * decanting; then the word 'white' → 10-12°C; anything else → 14-16°C.
 */
export function servingTemperatureFor(wine: { wineType: string; variety: string }): {
  servingTemp: string;
  decantTime?: string;
} {
  const text = `${wine.wineType ?? ''} ${wine.variety ?? ''}`.toLowerCase();
  const has = (word: string) => text.includes(word);
  const hasWord = (word: string) => new RegExp(`\\b${word}\\b`).test(text);
  const bigRed = { servingTemp: '16-18°C', decantTime: BIG_RED_DECANT };

  // sparkling first (docs/product-rules.md#serving-temperatures): a sparkling Shiraz is served cool
  // and never decanted, whatever its grape says
  if (has('sparkling')) {
    const red = ['shiraz', 'cabernet', 'merlot', 'durif', 'grenache', 'red'].some((w) => hasWord(w));
    return { servingTemp: red ? '10-12°C' : '6-8°C' };
  }
  if (has('dessert')) return { servingTemp: '8-10°C' };
  // a rosé is served cold whatever its grape (a Shiraz rosé is no red), a fortified at cellar
  // temperature and never decanted (a tawny's blend names Shiraz too)
  if (has('rosé wine') || has('rose wine')) return { servingTemp: '8-10°C' };
  if (has('fortified')) return { servingTemp: '14-16°C' };
  if (has('cabernet')) return bigRed;
  if (has('sauvignon') || has('riesling')) return { servingTemp: '8-10°C' };
  if (has('chardonnay')) return { servingTemp: '10-12°C' };
  if (has('pinot') && (hasWord('red') || has('noir'))) return { servingTemp: '14-16°C' };
  if (has('shiraz') || hasWord('red')) return bigRed;
  if (hasWord('white')) return { servingTemp: '10-12°C' };
  return { servingTemp: '14-16°C' };
}
