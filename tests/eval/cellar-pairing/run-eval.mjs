#!/usr/bin/env node
// Cellar-pairing eval ("From my cellar", docs/product-rules.md#from-my-cellar): each case in
// cases.json asks the built engine to rank one of the cellars in cellars.json, whose readiness is
// worked out by the cellar service's own drinking plan (built code, no embeddings).
//   node tests/eval/cellar-pairing/run-eval.mjs [--json] [--verbose]
// Prints the share of cases answered acceptably (the top pick is a bottle a sommelier accepts, or,
// where nothing suits, an empty answer with a message and wines to buy; target 95%), and counts that
// must be zero: a drunk or zero-bottle item suggested, a Hold bottle on top for an everyday dish
// when a ready bottle that suits was there.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const require = createRequire(import.meta.url);
const TARGET = 0.95;
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const verbose = args.includes('--verbose');

const { cellars, thisYear } = JSON.parse(fs.readFileSync(path.join(HERE, 'cellars.json'), 'utf8'));
const { cases } = JSON.parse(fs.readFileSync(path.join(HERE, 'cases.json'), 'utf8'));
const { recommendFromCellar } = require(path.join(ROOT, 'services/ai/dist/engine/cellar-pairing.js'));
const { readinessOfItem } = require(path.join(ROOT, 'services/cellar/dist/drinking-plan/drinking-plan.js'));
const knowledge = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));

/** A bottle as the cellar stores it (a saved wine), then as the cellar sends it to the ai service. */
function itemOf(bottle) {
  const wine = bottle.catalogueWineId ? knowledge.findWine(bottle.catalogueWineId) : null;
  if (bottle.catalogueWineId && !wine) throw new Error(`unknown catalogue wine ${bottle.catalogueWineId}`);
  const saved = {
    id: bottle.key,
    wineName: wine ? `${wine.producer} ${wine.wineName}` : bottle.wineName,
    producer: wine ? wine.producer : '',
    wineType: wine ? wine.wineType : bottle.wineType,
    region: wine ? (knowledge.findPlace(wine.regionId)?.name ?? '') : bottle.region,
    grape: wine ? '' : (bottle.grape ?? ''),
    vintage: bottle.vintage,
    catalogueWineId: bottle.catalogueWineId ?? null,
    yourWindow: null,
  };
  return {
    ...saved,
    kind: 'saved',
    quantity: bottle.quantity,
    location: bottle.location,
    readiness: readinessOfItem(saved, 'saved', thisYear)?.group ?? null,
  };
}

const rows = [];
for (const c of cases) {
  const bottles = cellars[c.cellar];
  const items = bottles.map(itemOf);
  // the cellar never sends a drunk bottle; the eval sends them anyway to check the engine skips them
  const r = recommendFromCellar({
    query: c.query,
    preferences: { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null },
    limit: 3,
    items,
  });
  const picks = r.recommendations.map((w) => w.cellarItemId);
  const byKey = new Map(items.map((i) => [i.id, i]));
  const nothing = c.accept === 'none';
  const ok = nothing
    ? picks.length === 0 && Boolean(r.message) && r.fallback.length > 0 && r.fallback.every((w) => w.inCellar === false)
    : picks.length > 0 && c.accept.includes(picks[0]);
  const drunk = picks.filter((k) => byKey.get(k).quantity <= 0);
  const readyAccepted = nothing ? [] : c.accept.filter((k) => byKey.get(k).quantity > 0 && byKey.get(k).readiness !== 'hold');
  const holdOnTop = !c.special && picks.length > 0 && byKey.get(picks[0]).readiness === 'hold' && readyAccepted.length > 0;
  rows.push({
    cellar: c.cellar,
    query: c.query,
    kind: c.kind ?? (c.special ? 'special' : 'everyday'),
    ok,
    picks: picks.map((k) => `${k} (${byKey.get(k).readiness ?? 'no vintage'})`),
    accept: c.accept,
    message: r.message,
    drunk,
    holdOnTop,
    top: r.recommendations[0]?.matchReason ?? null,
  });
}

const byKind = {};
for (const r of rows) {
  byKind[r.kind] ??= { cases: 0, ok: 0 };
  byKind[r.kind].cases++;
  if (r.ok) byKind[r.kind].ok++;
}
const result = {
  cases: rows.length,
  accepted: rows.filter((r) => r.ok).length / rows.length,
  target: TARGET,
  byKind,
  drunkSuggested: rows.filter((r) => r.drunk.length).map((r) => ({ query: r.query, drunk: r.drunk })),
  holdOnTop: rows.filter((r) => r.holdOnTop).map((r) => ({ cellar: r.cellar, query: r.query, picks: r.picks })),
  failures: rows
    .filter((r) => !r.ok)
    .map((r) => ({ cellar: r.cellar, query: r.query, picks: r.picks, accept: r.accept, message: r.message })),
};

if (asJson) console.log(JSON.stringify(result));
else {
  if (verbose)
    for (const r of rows)
      console.log(
        `${r.ok ? 'ok  ' : 'MISS'} [${r.cellar}] ${r.query} → ${r.picks.join(', ') || r.message}\n      ${r.top ?? ''}`,
      );
  for (const f of result.failures)
    console.log(
      `MISS [${f.cellar}] ${f.query}: got ${f.picks.join(', ') || '[]'}; accept ${f.accept}${f.message ? `; "${f.message}"` : ''}`,
    );
  console.log(
    `cellar-pairing eval: ${result.cases} cases, top pick acceptable ${(result.accepted * 100).toFixed(1)}% (target ${TARGET * 100}%); ` +
      `drunk suggested ${result.drunkSuggested.length}; Hold on top for an everyday dish ${result.holdOnTop.length}`,
  );
  for (const [kind, k] of Object.entries(byKind)) console.log(`  ${kind}: ${k.ok}/${k.cases}`);
}
process.exitCode = result.accepted >= TARGET && !result.drunkSuggested.length && !result.holdOnTop.length ? 0 : 1;
