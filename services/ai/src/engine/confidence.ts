// Calibration of the shown score (docs/product-rules.md#recommendations): the raw share of the
// score a wine earned, mapped so that of the cards shown at 80-90%, about 80-90% are ones a
// sommelier accepts on the recommendation eval (tests/eval/recommendations). The knots are
// (raw, shown) pairs fitted on the eval's reliability table; between knots the map is linear. On
// the eval, a card that meets every part of the request is accepted almost always (the 90-100%
// bucket), a relaxed one about half the time; a closest alternative to a style we do not list is
// never what was asked, and is capped far lower (local-engine.ts).
const KNOTS: [number, number][] = [
  [0, 5],
  [25, 20],
  [40, 45],
  [55, 90],
  [98, 97],
];

export function calibrated(raw: number): number {
  if (raw <= KNOTS[0][0]) return KNOTS[0][1];
  for (let i = 1; i < KNOTS.length; i++) {
    const [x1, y1] = KNOTS[i];
    const [x0, y0] = KNOTS[i - 1];
    if (raw <= x1) return y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
  }
  return KNOTS[KNOTS.length - 1][1];
}
