import type { CatalogueMatchQuery, ImportMatch } from '@wine/contracts';
import { findRegion, GRAPE_VARIETIES, Wine, wineNames, WINE_REGIONS, WINES } from '@wine/wine-knowledge';
import { UNKNOWN } from '../label/analyse-label';
import { matchWine } from '../label/match-wine';
import { OcrLine } from '../label/ocr-line';
import { LabelFacts } from '../label/parse-label';
import { fold } from '@wine/wine-knowledge';

// A row of an imported cellar file is matched by the label matcher, its producer and wine name read
// as a label's two lines. The matcher scores the whole catalogue against each label (tens of ms);
// a file of 5,000 wines gets each row's candidates from a word index first: the wines sharing a
// distinctive word (or, for a word it does not know, its first letters: a typo) with the row. Wines sharing none could not
// pass the matcher's producer test anyway.
const MIN_PREFIX = 5;
const PREFIX = 4;
// a word on more wines than this ('estate', 'shiraz') finds no candidates by itself
const COMMON_WORD = 40;

const tokensOf = (s: string) => [...new Set(fold(s).split(' ').filter(Boolean))];

function indexOf(catalogue: Wine[]) {
  const byWord = new Map<string, Set<Wine>>();
  const add = (key: string, wine: Wine) => {
    const set = byWord.get(key) ?? new Set<Wine>();
    set.add(wine);
    byWord.set(key, set);
  };
  for (const wine of catalogue) {
    for (const t of tokensOf([wine.producer, ...wineNames(wine)].join(' '))) {
      add(t, wine);
      if (t.length >= MIN_PREFIX) add(`${t.slice(0, PREFIX)}…`, wine);
    }
  }
  return byWord;
}

const VARIETIES = GRAPE_VARIETIES.map((v) => ({ id: v.id, word: fold(v.name) }));
const REGIONS = WINE_REGIONS.map((r) => ({ id: r.id, word: fold(r.name) }));
const named = (text: string, vocabulary: { id: string; word: string }[]) =>
  vocabulary.filter(({ word }) => ` ${text} `.includes(` ${word} `)).map(({ id }) => id);

const line = (text: string, height: number): OcrLine => ({ text, confidence: 1, height, top: 0, left: 0, width: 0 });

/** The label matcher's facts for a row: its names as the label's lines, its varietal and region as read. */
function factsOf(row: CatalogueMatchQuery): LabelFacts {
  const all = fold([row.producer, row.wineName, row.varietal, row.region].join(' '));
  return {
    vintage: null,
    abv: null,
    volumeMl: null,
    varietyIds: named(all, VARIETIES),
    regionIds: named(all, REGIONS),
    nonVintage: false,
    lines: [line(row.producer, 1), line(row.wineName, 1)].filter((l) => l.text.trim()),
    ordered: [],
    blocks: [],
  };
}

const round2 = (n: number) => Number(Math.max(0, Math.min(1, n)).toFixed(2));

// A big file is matched in slices of this much work, the event loop let go between them, so one
// member's import does not hold up every other member's ai calls (a 2,000-row preview held them
// for half a second)
const SLICE_MS = 15;
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

export class CatalogueRowMatcher {
  private readonly byWord: Map<string, Set<Wine>>;

  constructor(catalogue: Wine[] = WINES) {
    this.byWord = indexOf(catalogue);
  }

  /** The catalogue wines sharing a distinctive word with the row. */
  candidates(row: CatalogueMatchQuery): Wine[] {
    const found = new Set<Wine>();
    for (const t of tokensOf(`${row.producer} ${row.wineName}`)) {
      // a word the catalogue does not have may be a typo of one it has: its first letters then
      const wines = this.byWord.get(t) ?? (t.length >= MIN_PREFIX ? this.byWord.get(`${t.slice(0, PREFIX)}…`) : undefined);
      if (wines && wines.size <= COMMON_WORD) for (const w of wines) found.add(w);
    }
    return [...found];
  }

  /** The catalogue wine a row names, as label analysis would decide it, or null. */
  match(row: CatalogueMatchQuery): ImportMatch | null {
    const candidates = this.candidates(row);
    if (!candidates.length) return null;
    const result = matchWine(factsOf(row), candidates);
    const wine = result.best?.wine;
    if (!wine) return null;
    return {
      catalogueWineId: wine.id,
      wineName: `${wine.producer} ${wine.wineName}`,
      wineType: wine.wineType,
      region: findRegion(wine.regionId)?.name ?? UNKNOWN,
      confidence: round2(result.topRight),
    };
  }

  /** Every row's match in order; the same wine written twice is matched once. */
  async matchAll(rows: CatalogueMatchQuery[]): Promise<(ImportMatch | null)[]> {
    const seen = new Map<string, ImportMatch | null>();
    const matches: (ImportMatch | null)[] = [];
    let sliceStarted = performance.now();
    for (const row of rows) {
      const key = JSON.stringify([row.producer, row.wineName, row.varietal, row.region]);
      if (!seen.has(key)) seen.set(key, this.match(row));
      matches.push(seen.get(key)!);
      if (performance.now() - sliceStarted > SLICE_MS) {
        await letOthersRun();
        sliceStarted = performance.now();
      }
    }
    return matches;
  }
}
