// Wine-list question end to end (gateway plan and image checks → MinIO → ai → BullMQ → ai-worker
// PP-OCR → ai parse, rows by the page's geometry, catalogue match, answer with the question's
// hard constraints): latency p50/p95 of POST /api/analyze-wine-menu for 12 MP phone photos
// (4000 × 3000 JPEG) of the held-out wine lists (tests/eval/menus/render-wild-lists.mjs: two
// columns with leaders, a Glass/Bottle table, a chalkboard, a list without colour headings, prices
// far right, two pages, at an angle, in low light…), one question at a time on one idle worker;
// and the worker's peak resident memory (VmHWM). Target p95 < 2.5 s.
// Uses a running test system (WINE_TEST_SLOT-aware), or starts one.
//   node bench/menu.bench.mjs [--json]
import fs from 'node:fs';
import { json, pct, premiumMember, testSystem, url } from './support.mjs';
import { dataDirOf, readInfo } from '../infra/local/stack.mjs';
import knowledge from '../packages/wine-knowledge/dist/index.js';
import { renderWildLists } from '../tests/eval/menus/render-wild-lists.mjs';

const RUNS = Number(process.env.BENCH_MENU_RUNS ?? 12);
const TARGET_P95_MS = 2500;
const QUESTIONS = [
  'Best value red?',
  'What is the cheapest red by the glass?',
  'A white by the glass for oysters',
  'Something to drink with a rare steak, under $90',
];

const peakMemoryMb = (pid) => {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
};

const system = await testSystem();

try {
  const auth = await premiumMember('menu');
  // one list of each design, each photographed as a 12 MP phone JPEG
  const lists = await renderWildLists(knowledge.WINES, (id) => knowledge.findRegion(id)?.name ?? id, {
    count: 8,
    photoSize: [4000, 3000],
  });
  const ask = async (i) => {
    const list = lists[i % lists.length];
    const form = new FormData();
    form.append('image', new Blob([list.image], { type: 'image/jpeg' }), `${list.name}.jpg`);
    form.append('question', QUESTIONS[i % QUESTIONS.length]);
    const t0 = performance.now();
    const answer = await json(await fetch(`${url}/api/analyze-wine-menu`, { method: 'POST', headers: auth, body: form }));
    const ms = performance.now() - t0;
    if (!answer.picks.length && !/^Nothing on this list/.test(answer.analysis)) throw new Error(`no answer for ${list.name}`);
    return ms;
  };
  await ask(0); // the worker's first menu warms its OCR sessions
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await ask(i + 1));
  const info = readInfo(dataDirOf('test'));
  const result = {
    runs: RUNS,
    photo: '12 MP JPEG (4000 × 3000)',
    p50Ms: Math.round(pct(times, 50)),
    p95Ms: Math.round(pct(times, 95)),
    maxMs: Math.round(Math.max(...times)),
    targetP95Ms: TARGET_P95_MS,
    workerPeakMb: info?.pids?.['ai-worker'] ? peakMemoryMb(info.pids['ai-worker']) : null,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else
    console.log(
      `menu answer end to end (${RUNS} questions on 8 held-out wine lists, 12 MP photos, one idle worker): p50 ${result.p50Ms} ms, ` +
        `p95 ${result.p95Ms} ms, max ${result.maxMs} ms (target p95 < ${TARGET_P95_MS} ms); worker peak memory ${result.workerPeakMb ?? '?'} MB`,
    );
} finally {
  await system.stop();
}
