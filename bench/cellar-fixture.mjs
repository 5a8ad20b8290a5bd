// A member's cellar for the engine benches ("From my cellar", the dinner plan), on the built
// catalogue: half of the bottles matched to catalogue wines, half kept as written (a grape and a
// region read from their words), across every readiness.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { WINES } = require('../packages/wine-knowledge/dist/index.js');

const GRAPES = ['Shiraz', 'Pinot Noir', 'Chardonnay', 'Riesling', 'Cabernet Sauvignon', 'Zinfandel', 'Grenache', 'Sangiovese'];

/** A member with no preferences set. */
export const NO_PREFERENCES = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };

/** `size` items with bottles left; `seed` varies the wines between cellars. */
export function cellarOf(size, seed) {
  return Array.from({ length: size }, (_, i) => {
    const matched = i % 2 === 0;
    const wine = WINES[(i * 7 + seed) % WINES.length];
    return {
      id: `b${seed}-${i}`,
      kind: 'saved',
      wineName: matched ? `${wine.producer} ${wine.wineName}` : `Domaine ${seed}-${i} ${GRAPES[i % GRAPES.length]}`,
      producer: '',
      wineType: matched ? wine.wineType : i % 3 ? 'Red Wine' : 'White Wine',
      region: matched ? '' : 'Burgundy',
      grape: matched ? '' : GRAPES[i % GRAPES.length],
      vintage: String(2010 + (i % 15)),
      catalogueWineId: matched ? wine.id : null,
      quantity: 1 + (i % 6),
      location: 'Rack',
      size: 750,
      readiness: ['drinkNow', 'drinkSoon', 'hold', 'pastBest', null][i % 5],
    };
  });
}
