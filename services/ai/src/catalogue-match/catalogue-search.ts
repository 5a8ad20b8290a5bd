import { type CatalogueWineSummary, type Page, PAGE_CURSOR_MESSAGE } from '@wine/contracts';
import { fold, wineNames } from '@wine/wine-knowledge';
import { rpcError } from '@wine/nest-common';
import { CATALOGUE, type CatalogueWine } from '../engine/catalogue';

// "Find this wine" (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): the catalogue by
// name. A wine is found when a word typed begins a word of its producer, names, grape or region; the
// wines that hold the most of the words come first ('tahb shiraz' finds Tahbilk Shiraz first), then
// those holding them whole, then shorter names.

interface Indexed {
  entry: CatalogueWine;
  words: string[];
  nameWords: Set<string>;
}

const INDEX: Indexed[] = CATALOGUE.map((entry) => {
  const names = fold([entry.wine.producer, ...wineNames(entry.wine)].join(' '))
    .split(' ')
    .filter(Boolean);
  const more = fold([entry.wine.variety, entry.displayRegion].join(' ')).split(' ').filter(Boolean);
  return { entry, words: [...new Set([...names, ...more])], nameWords: new Set(names) };
});

function summaryOf(e: CatalogueWine): CatalogueWineSummary {
  return {
    id: e.wine.id,
    name: e.name,
    producer: e.wine.producer,
    wineType: e.wine.wineType,
    variety: e.wine.variety,
    region: e.displayRegion,
    priceRange: e.wine.priceRange,
  };
}

/** The cursor of this list is the position of the next wine, in base64url. */
function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const n = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(n) || n < 0 || n > CATALOGUE.length) throw rpcError(400, PAGE_CURSOR_MESSAGE);
  return n;
}

export function searchCatalogue(q: string, page: { limit: number; cursor?: string }): Page<CatalogueWineSummary> {
  const terms = fold(q).split(' ').filter(Boolean);
  // a name kept as written ('Uncle Bob Tahbilk Shiraz 2018') holds words no catalogue wine does: any word found counts
  const needed = 1;
  const found: { e: Indexed; matched: number; whole: number }[] = [];
  for (const e of INDEX) {
    const matched = terms.filter((t) => e.words.some((w) => w.startsWith(t))).length;
    if (!terms.length || matched < needed) continue;
    found.push({ e, matched, whole: terms.filter((t) => e.nameWords.has(t)).length });
  }
  // most words first, then whole words, then the shortest name (the wine itself before its special bottlings)
  found.sort(
    (a, b) =>
      b.matched - a.matched ||
      b.whole - a.whole ||
      a.e.nameWords.size - b.e.nameWords.size ||
      a.e.entry.name.localeCompare(b.e.entry.name) ||
      a.e.entry.wine.id.localeCompare(b.e.entry.wine.id),
  );
  const start = offsetOf(page.cursor);
  const items = found.slice(start, start + page.limit).map((f) => summaryOf(f.e.entry));
  const next = start + page.limit;
  return {
    items,
    total: found.length,
    nextCursor: next < found.length ? Buffer.from(String(next)).toString('base64url') : null,
  };
}
