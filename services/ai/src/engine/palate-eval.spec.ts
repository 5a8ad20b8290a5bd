// The palate eval (tests/eval/recommendations/palate.json) through the local engine with the real
// catalogue: the share of lighter reds before and after the palate, hard constraints kept, and a
// user with no signals getting exactly today's answers.
import fs from 'node:fs';
import path from 'node:path';
import type { CellarPalateSignals, FeedbackSignal } from '@wine/contracts';
import { CATALOGUE } from './catalogue';
import { recommendLocally, satisfiesAll, understandQuery } from './local-engine';
import { buildPalate, type Palate } from './palate-profile';

interface PalateCase {
  name: string;
  query: string;
  thumbs: { wineId: string; signal: FeedbackSignal }[];
  cellar: CellarPalateSignals['wines'];
  expect: { lighterShare?: number; someVariety?: string };
}
const EVAL = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../tests/eval/recommendations/palate.json'), 'utf8'),
) as {
  cases: PalateCase[];
  noHistory: string[];
};
const preferences = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const BY_ID = new Map(CATALOGUE.map((e) => [e.wine.id, e]));
const LIMIT = 6;

const recommend = (query: string, palate?: Palate | null) =>
  recommendLocally({ query, preferences, limit: LIMIT, palate }).recommendations;
const lighterShare = (ids: string[]) =>
  ids.filter((id) => {
    const w = BY_ID.get(id)!.wine;
    return w.wineType === 'Red Wine' && w.structure.body <= 3;
  }).length / ids.length;

describe('palate eval', () => {
  it.each(EVAL.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const palate = buildPalate(c.thumbs, { wines: c.cellar });
    const before = recommend(c.query);
    const after = recommend(c.query, palate);
    expect(after).toHaveLength(LIMIT);
    if (c.expect.lighterShare !== undefined) {
      const share = { before: lighterShare(before.map((w) => w.id)), after: lighterShare(after.map((w) => w.id)) };
      console.log(
        `palate eval "${c.query}": lighter reds ${(share.before * 100).toFixed(0)}% → ${(share.after * 100).toFixed(0)}%`,
      );
      expect(share.after).toBeGreaterThanOrEqual(c.expect.lighterShare);
      expect(share.after).toBeGreaterThan(share.before);
      // the cards the palate lifted say why
      expect(after.flatMap((w) => w.signals).some((s) => /^you (rated|liked)/.test(s))).toBe(true);
    }
    // a soft score: every wine still meets every hard constraint of the query
    const q = understandQuery(c.query);
    expect(after.filter((w) => !satisfiesAll(BY_ID.get(w.id)!, q)).map((w) => w.id)).toEqual([]);
    if (c.expect.someVariety) expect(after.some((w) => w.variety === c.expect.someVariety)).toBe(true);
    // thumbed-down wines do not come back
    const down = new Set(c.thumbs.filter((t) => t.signal === 'down').map((t) => t.wineId));
    expect(after.filter((w) => down.has(w.id))).toEqual([]);
  });

  it.each(EVAL.noHistory)('a user with no signals gets exactly today’s answer to "%s"', (query) => {
    const empty = buildPalate([], { wines: [] });
    expect(recommend(query, empty)).toEqual(recommend(query));
  });
});
