// A dinner party in the ai service (docs/product-rules.md#a-dinner-party): one plan of 3 and of 6
// courses over cellars of 15, 300 and 1,500 bottles (half matched to the catalogue, half kept as
// written), on the built engine. Each course is one "From my cellar" ranking, so a 6-course plan
// of 1,500 bottles should stay within 6 × the search's 100 ms target.
//   node bench/dinner-plan.bench.mjs
import { createRequire } from 'node:module';
import { cellarOf, NO_PREFERENCES as PREFERENCES } from './cellar-fixture.mjs';

const require = createRequire(import.meta.url);
const { planDinner } = require('../services/ai/dist/engine/dinner-plan.js');

const TARGET_MS = 600;
const MENUS = [
  ['oysters', 'slow-roasted lamb shoulder', 'crème brûlée'],
  ['prawn cocktail', 'seared scallops', 'duck breast', 'beef wellington', 'blue cheese', 'chocolate tart'],
];

let worst = 0;
for (const size of [15, 300, 1500]) {
  const items = cellarOf(size, size);
  // the first plan reads the kept-as-written wines' words
  planDinner({ courses: MENUS[0], guests: 8, items, preferences: PREFERENCES });
  for (const courses of MENUS) {
    const times = [];
    for (let round = 0; round < 5; round++) {
      const t = performance.now();
      planDinner({ courses, guests: 8, items, preferences: PREFERENCES });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const max = times[times.length - 1];
    if (size === 1500 && courses.length === 6) worst = max;
    console.log(
      `${String(size).padStart(5)} bottles, ${courses.length} courses: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
  }
}
console.log(
  `1,500 bottles, 6 courses: max ${worst.toFixed(1)} ms (target ${TARGET_MS} ms) → ${worst <= TARGET_MS ? 'PASS' : 'FAIL'}`,
);
process.exitCode = worst <= TARGET_MS ? 0 : 1;
