#!/usr/bin/env node
// Pairing eval: each dish or occasion in dishes.json through the local engine (built code, no
// embeddings), three cards each, checked against what a sommelier would accept.
//   node tests/eval/pairing/run-eval.mjs [--json] [--limit 3]
// Prints: the share of returned wines whose variety or style is accepted (target 97%, exit 1
// below 90%), the match reasons whose facts disagree with the wine record, answers whose cards
// share a sentence, and food reasons that name no pairing principle.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const require = createRequire(import.meta.url);
const TARGET = 0.97;
const FLOOR = 0.9;

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const limit = Number(args[args.indexOf('--limit') + 1] || 3) || 3;
const { dishes } = JSON.parse(fs.readFileSync(path.join(HERE, 'dishes.json'), 'utf8'));
const { recommendLocally } = require(process.env.ENGINE ?? path.join(ROOT, 'services/ai/dist/engine/local-engine.js'));
const knowledge = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));
const byId = new Map(knowledge.WINES.map((w) => [w.id, w]));
// a guide region or a place beyond the guide (Geelong): the name a reason may say
const regionName = (id) => knowledge.findPlace(id)?.name ?? id;

const { accepted, wrongFacts } = require(path.join(HERE, 'checks.cjs'));

// words that name a pairing principle: weight, acidity, tannin, fat, sweetness, spice, bubbles
const PRINCIPLE =
  /acid|tannin|fat|rich|sweet|spice|chilli|weight|bod|bubbles|salt|protein|fresh|cuts|balanc|echo|mirror|stand up|texture|cool|lift|match|suit|meet/i;
const sentences = (text) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

const rows = [];
for (const dish of dishes) {
  const r = recommendLocally({
    query: dish.query,
    preferences: { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null },
    limit,
  });
  const cards = r.recommendations.map((rec) => {
    const wine = byId.get(rec.id);
    return {
      id: rec.id,
      accepted: accepted(wine, dish.accept),
      wrong: wrongFacts(rec.matchReason, wine, regionName),
      principle: PRINCIPLE.test(rec.matchReason),
      reason: rec.matchReason,
      wineType: wine.wineType,
      benchmark: Boolean(wine.benchmark),
    };
  });
  const seen = new Map();
  const shared = [];
  cards.forEach((c, i) =>
    sentences(c.reason).forEach((s) => {
      if (seen.has(s) && seen.get(s) !== i) shared.push(s);
      seen.set(s, i);
    }),
  );
  rows.push({ query: dish.query, cards, shared: [...new Set(shared)], benchmarkQuery: Boolean(dish.benchmark) });
}

const cards = rows.flatMap((r) => r.cards);
const food = rows.filter((r) => !r.benchmarkQuery);
const foodCards = food.flatMap((r) => r.cards);
const benchmarkRows = rows.filter((r) => r.benchmarkQuery);
const result = {
  queries: rows.length,
  cards: cards.length,
  accepted: foodCards.filter((c) => c.accepted).length / Math.max(1, foodCards.length),
  wrongFacts: cards.filter((c) => c.wrong.length).map((c) => ({ id: c.id, wrong: c.wrong, reason: c.reason })),
  sharedSentences: rows.filter((r) => r.shared.length).map((r) => ({ query: r.query, shared: r.shared })),
  noPrinciple: foodCards.filter((c) => !c.principle).length,
  benchmark: benchmarkRows.map((r) => ({
    query: r.query,
    benchmarkCards: r.cards.filter((c) => c.benchmark).length,
    types: [...new Set(r.cards.map((c) => c.wineType))],
  })),
  rejected: food.flatMap((r) => r.cards.filter((c) => !c.accepted).map((c) => `${r.query} → ${c.id}`)),
  target: TARGET,
  floor: FLOOR,
};
const pass = result.accepted >= FLOOR;
if (asJson) console.log(JSON.stringify({ ...result, pass }));
else {
  for (const x of result.rejected) console.log(`not accepted: ${x}`);
  for (const x of result.wrongFacts) console.log(`wrong facts: ${x.id}: ${x.wrong.join('; ')}`);
  for (const x of result.sharedSentences) console.log(`shared sentence in '${x.query}': ${x.shared[0]}`);
  for (const b of result.benchmark)
    console.log(`benchmark '${b.query}': ${b.benchmarkCards} benchmark cards, ${b.types.join(', ')}`);
  console.log(
    `\n${result.queries} queries (${food.length} dishes), ${result.cards} cards: accepted ${(result.accepted * 100).toFixed(1)}% ` +
      `(target ${TARGET * 100}%, floor ${FLOOR * 100}%), ${result.wrongFacts.length} reasons with wrong facts, ` +
      `${result.sharedSentences.length} answers sharing a sentence, ${result.noPrinciple} food reasons naming no principle → ${pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exit(pass ? 0 : 1);
