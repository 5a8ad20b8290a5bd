// Wine-list question end to end (gateway plan and image checks → MinIO → ai → BullMQ → ai-worker
// PP-OCR → ai parse, catalogue match, answer): latency p50/p95 of POST /api/analyze-wine-menu for
// rendered wine lists (one column, Glass/Bottle table, two columns, by-the-glass section), one
// question at a time on an idle worker. Target p95 < 5 s (issue 14).
// Uses a running test system (WINE_TEST_SLOT-aware), or starts one.
//   node bench/menu.bench.mjs [--json]
import { json, pct, premiumMember, testSystem, url } from './support.mjs';
import knowledge from '../packages/wine-knowledge/dist/index.js';
import { renderWineLists } from '../tests/eval/menus/render-menus.mjs';

const RUNS = Number(process.env.BENCH_MENU_RUNS ?? 12);
const TARGET_P95_MS = 5000;
const QUESTIONS = [
  'Best value red?',
  'What is the cheapest red by the glass?',
  'What goes with oysters?',
  'A Barossa Shiraz under $90?',
];

const system = await testSystem();

try {
  const auth = await premiumMember('menu');
  const lists = await renderWineLists(knowledge.WINES, (id) => knowledge.findRegion(id)?.name ?? id, { count: 5 });
  const ask = async (i) => {
    const list = lists[i % lists.length];
    const form = new FormData();
    form.append('image', new Blob([list.image], { type: 'image/png' }), `${list.name}.png`);
    form.append('question', QUESTIONS[i % QUESTIONS.length]);
    const t0 = performance.now();
    const answer = await json(await fetch(`${url}/api/analyze-wine-menu`, { method: 'POST', headers: auth, body: form }));
    const ms = performance.now() - t0;
    if (!answer.picks.length) throw new Error(`no pick for ${list.name}`);
    return ms;
  };
  await ask(0); // the worker's first menu warms its OCR sessions
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await ask(i + 1));
  const result = {
    runs: RUNS,
    p50Ms: Math.round(pct(times, 50)),
    p95Ms: Math.round(pct(times, 95)),
    maxMs: Math.round(Math.max(...times)),
    targetP95Ms: TARGET_P95_MS,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else
    console.log(
      `menu answer end to end (${RUNS} questions on 5 rendered wine lists): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (target p95 < ${TARGET_P95_MS} ms)`,
    );
} finally {
  await system.stop();
}
