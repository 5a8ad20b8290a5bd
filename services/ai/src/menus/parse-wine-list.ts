import type { WineType } from '@wine/wine-knowledge';
import { fold } from '@wine/wine-knowledge';
import { understandQuery } from '../engine/query-understanding';
import { oldWorldRegionsIn } from './list-vocabulary';
import { matchEntry } from './match-entry';
import { LEADERS, YEAR } from './list-patterns';
import { type MenuRow, readingOrder } from './menu-layout';
import { columnOf, type PriceColumns, priceColumnsOf, priceSense } from './price-sense';
import type { MenuText } from './read-menu-text';
import { isFragment, type PriceToken, rowPrices, typicalPriceHeight } from './row-prices';
import { isUnpricedWine, pricedRowsOf } from './unpriced-entry';

/** One wine on a restaurant's list, as printed. */
export interface WineListEntry {
  /** the printed line, as read */
  menuLine: string;
  /** the line without prices: producer, name, vintage */
  name: string;
  /** a line printed under the name (region, grape, a note) */
  detail: string;
  vintage: number | null;
  glassPrice: number | null;
  bottlePrice: number | null;
  section: string | null;
  /** the wine type the section heading says ('Reds' → Red Wine), if it says one */
  sectionType: WineType | null;
  /** the section is a by-the-glass list */
  sectionByGlass: boolean;
  /** a wine on the list whose price the photo lost (unpriced-entry.ts): never quoted under a price */
  priceUnread?: boolean;
}

const GLASS_WORDS = /\b(glass|gls|gl|150 ?ml|125 ?ml)\b/i;
const BOTTLE_WORDS = /\b(bottle|btl|bt|750 ?ml)\b/i;
// OCR drops the spaces of a spaced heading ('BYTHE GLASS')
const BY_GLASS_SECTION = /by ?the ?glass|by ?glass|glass pours|pours|on pour/i;
// Section headings name a wine type or style; a heading has no price.
const SECTION_WORDS =
  /^(?:the\s+)?(sparkling|champagne|bubbles|fizz|whites?|white wines?|reds?|red wines?|ros[eé]s?|pink|dessert|sweet|stick(?:y|ies)|fortified|port|orange|skin contact|by the glass|wines? by the glass|house wines?|cellar|aromatic|textural|light|medium|full|bottles?|by the bottle|vins?(?: (?:blancs?|rouges?|roses?|doux|mousseux))?)\b/i;
// a menu's courses: what is listed under one is a dish unless it is plainly a wine ('Dessert' is
// left out: a wine list's stickies are listed under it)
const COURSE =
  'to start|starters?|entrees?|snacks|small plates?|large plates?|to share|mains?|main courses?|sides|to finish|from the grill|raw bar';
const COURSE_WORDS = new RegExp(`^(${COURSE})$`);
// a course's heading OCR ran into its first dish ('Mains Chardonnay butter crab linguine')
const COURSE_LEAD = new RegExp(`^(${COURSE}) [a-z]{3}`);
// a dish's cooking ('Riesling-poached pear', 'braised', 'seared'), or a wine named as its
// ingredient ('Chardonnay butter', 'Shiraz jus'): words no wine's name prints
const COOKED_IN =
  /\b(poached|braised|glazed|cured|marinated|roasted|grilled|seared|confit|steamed)\b|\b(riesling|chardonnay|pinot|shiraz|merlot|cabernet|sauvignon|semillon|moscato|muscat|port|sherry|wine) (butter|jus|sauce|reduction|dressing|vinaigrette|syrup|jelly|gel)\b/;

/** A column header row: 'Glass   Bottle', '150ml  750ml' (maybe after the section's name). */
function isPriceHeader(text: string): boolean {
  return !/\b\d{2,}\b(?!\s*ml)/i.test(text) && (GLASS_WORDS.test(text) || BOTTLE_WORDS.test(text)) && text.split(' ').length <= 6;
}

function sectionTypeOf(text: string): WineType | null {
  const f = fold(text);
  if (/sparkling|champagne|bubbles|fizz/.test(f)) return 'Sparkling Wine';
  if (/\bros(e|es)\b|\bpink\b/.test(f)) return 'Rosé Wine';
  if (/\bvins? doux\b/.test(f)) return 'Dessert Wine';
  if (/dessert|sweet|stick/.test(f)) return 'Dessert Wine';
  if (/fortified|\bport\b/.test(f)) return 'Fortified Wine';
  if (/\bwhites?\b|\bvins? blancs?\b/.test(f)) return 'White Wine';
  if (/\breds?\b|\bvins? rouges?\b/.test(f)) return 'Red Wine';
  if (/\bmousseux\b|\bcremant\b/.test(f)) return 'Sparkling Wine';
  if (/\bvins? doux\b|\bmoelleux\b/.test(f)) return 'Dessert Wine';
  const q = understandQuery(text);
  if (q.types.length === 1) return q.types[0];
  return null;
}

export function isHeading(row: MenuRow, text: string): boolean {
  const f = fold(text);
  if (!f || /\d/.test(f)) return false;
  if (SECTION_WORDS.test(f)) return true;
  // a short all-capitals line is a heading too ('SHIRAZ & FRIENDS')
  return text.length <= 32 && text === text.toUpperCase() && /[A-Z]{3}/.test(text);
}

/**
 * Whether a row without prices is the first line of a two-line entry: the next row has prices and
 * sits closer under it than the row above does (a producer over its wine, a name over a line of
 * vintage and prices); a section's name is not, nor a note printed close under the entry above.
 */
function firstLineOf(column: MenuRow[], k: number, text: string): boolean {
  const row = column[k];
  const next = column[k + 1];
  if (!next || !/[a-z]{3}/i.test(text) || SECTION_WORDS.test(fold(text)) || isPriceHeader(text)) return false;
  const nextRead = rowPrices(next, true);
  if (!nextRead.prices.length) return false;
  // a line of prices with no name (a vintage at most) under it: the line is its wine's name,
  // whatever it prints (an appellation: 'Olivier Leflaive Meursault', its own year)
  const pricesOnly = !/[a-z]{3}/i.test(nextRead.nameText);
  // a line with its own vintage is a whole entry; a region alone is a heading
  if (!pricesOnly && (YEAR.test(text) || isPlaceOnly(text))) return false;
  const below = next.top - (row.top + row.height);
  // a line of prices alone starts where its prices do (its vintage lost, or none printed)
  if (below > 0.45 * next.height || (!pricesOnly && Math.abs(next.left - row.left) > 1.5 * next.height)) return false;
  const prev = column[k - 1];
  const prevText = prev ? rowPrices(prev).nameText : '';
  const prevIsHeading = prev && !rowPrices(prev).prices.length && isHeading(prev, prevText);
  const aboveGap = prev && !prevIsHeading ? row.top - (prev.top + prev.height) : Infinity;
  return aboveGap > 1.5 * Math.max(0, below) + 0.1 * row.height;
}

/**
 * A dish on a menu that lists food and wine together: one price, no vintage, a food named
 * ('Duck breast, pinot jus 46'), and no wine of the catalogue named.
 */
function isDish(text: string, prices: PriceToken[], underCourse: boolean): boolean {
  if (prices.length !== 1 || YEAR.test(text) || /\bN\.?V\.?\b/.test(text)) return false;
  // a course's heading above it, a food named, or ingredients listed after a comma ('pear, crème fraîche')
  const f = fold(text);
  // a food in a hyphened proper name is a house's name, not a dish's ('Billecart-Salmon Brut Rosé')
  const unnamed = text.replace(/\p{Lu}[\p{L}'’]*-\p{Lu}[\p{L}'’]*/gu, ' ');
  const foodish =
    underCourse ||
    COURSE_LEAD.test(f) ||
    COOKED_IN.test(f) ||
    understandQuery(unnamed).foods.length > 0 ||
    /,\s+[a-zà-ÿ]/.test(text);
  return foodish && !matchEntry(text);
}

/** Whether a row without prices sits much closer under the priced row above than over the row below. */
function belongsAbove(column: MenuRow[], k: number): boolean {
  const row = column[k];
  const prev = column[k - 1];
  const next = column[k + 1];
  if (!prev || !rowPrices(prev).prices.length) return false;
  const above = row.top - (prev.top + prev.height);
  if (!next) return above < 0.5 * row.height;
  const below = next.top - (row.top + row.height);
  return above < 0.6 * below && above < 0.5 * Math.max(row.height, prev.height);
}

/** A short line with no prices that belongs to the rows under it, not the one above: a heading ('Barossa Valley', 'To start'). */
function leadsRowsBelow(column: MenuRow[], k: number, text: string): boolean {
  const row = column[k];
  const next = column[k + 1];
  if (!next || !/[a-z]{3}/i.test(text) || text.split(' ').length > 5 || !rowPrices(next, true).prices.length) return false;
  const prev = column[k - 1];
  if (!prev) return true;
  const below = next.top - (row.top + row.height);
  const above = row.top - (prev.top + prev.height);
  return above > 1.2 * Math.max(0, below) + 0.1 * row.height || isPlaceOnly(text);
}

/** A line that names only a region or state ('Tasmania', 'Margaret River'). */
function isPlaceOnly(text: string): boolean {
  const q = understandQuery(text);
  // the Old World's regions too ('Bourgogne' over a Chablis is its heading, not its producer)
  const place = q.regions.length > 0 || q.states.length > 0 || oldWorldRegionsIn(text).length > 0;
  return text.split(' ').length <= 3 && place && !q.varieties.length && !q.types.length;
}

/** An entry of the list from its name and its printed line (quoted with leaders dropped and a misread slash mended). */
function entryOf(
  nameText: string,
  line: string,
  prices: Pick<WineListEntry, 'glassPrice' | 'bottlePrice'> & { priceUnread?: boolean },
  where: Pick<WineListEntry, 'section' | 'sectionType' | 'sectionByGlass'>,
  thisYear: number,
): WineListEntry {
  const year = YEAR.exec(nameText);
  const vintage = year && Number(year[1]) <= thisYear ? Number(year[1]) : null;
  const name = nameText
    .replace(/\bN\.?V\.?\b/, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,.;:-]+$/, '')
    .trim();
  return {
    // '$16 / $72' often reads '$16 1 $72': the quoted line shows the slash
    menuLine: line
      .replace(LEADERS, ' ')
      .replace(/\s+/g, ' ')
      .replace(/(\$\d+(?:\.\d\d)?) [1lI|] (?=\$\d)/g, '$1 / ')
      .trim(),
    name,
    detail: '',
    vintage,
    ...prices,
    ...where,
  };
}

/**
 * The OCR'd wine list → entries with prices, vintages and sections. Two-column pages are read
 * column by column; 'Glass / Bottle' header rows say which price is which; otherwise a pair of
 * prices is glass then bottle and a lone price is a bottle (a glass in a by-the-glass section).
 */
export function parseWineList(page: MenuText, thisYear = new Date().getFullYear()): WineListEntry[] {
  const entries: WineListEntry[] = [];
  // entries priced by one unlabelled number: the list's price ranges check them (price-sense.ts)
  const lonePriced = new Set<WineListEntry>();
  // place lines read close under an entry: the list prints each wine's region under its name
  let placesUnder = 0;
  const priceHeight = typicalPriceHeight(page.lines);
  for (const column of readingOrder(page.lines, page.width)) {
    const pricedRows = pricedRowsOf(column);
    let section: string | null = null;
    let sectionType: WineType | null = null;
    let sectionByGlass = false;
    let underCourse = false;
    // a table's 'Glass' and 'Bottle' header columns, once printed
    let columns: PriceColumns | null = null;
    let last: WineListEntry | null = null;
    // the first line of a two-line entry (the producer over the wine, the name over its prices)
    let carried: { text: string; line: string } | null = null;
    for (const [k, row] of column.entries()) {
      const above: { text: string; line: string } | null = carried;
      carried = null;
      const read = rowPrices(row);
      const own: { prices: PriceToken[]; nameText: string } = above && !read.prices.length ? rowPrices(row, true) : read;
      const { prices, nameText: ownName } = own;
      const nameText = above ? `${above.text} ${ownName}`.trim() : ownName;
      // a line close under a priced row (a region in small capitals, a grape, a note) is that wine's
      if (!prices.length && last && !above && belongsAbove(column, k)) {
        if (/[a-z]{3}/i.test(nameText)) last.detail = `${last.detail} ${nameText}`.trim();
        if (isPlaceOnly(nameText)) placesUnder++;
        continue;
      }
      // a list that prints each wine's region under it: a place line sitting evenly between two
      // entries (a photo at an angle) is the one above's, not a heading of the one below
      if (!prices.length && last && !above && !last.detail && placesUnder >= 2 && isPlaceOnly(nameText)) {
        last.detail = nameText;
        continue;
      }
      if (!prices.length && firstLineOf(column, k, ownName)) {
        carried = { text: ownName, line: row.text };
        continue;
      }
      if (!prices.length) {
        if (isPriceHeader(nameText) && !BY_GLASS_SECTION.test(nameText)) {
          columns = priceColumnsOf(row, GLASS_WORDS, BOTTLE_WORDS) ?? columns;
          const rest = nameText.replace(/\b(glass|gls|gl|bottle|btl|bt|150 ?ml|125 ?ml|750 ?ml)\b/gi, '').trim();
          if (rest && isHeading(row, rest)) {
            section = rest;
            sectionType = sectionTypeOf(rest);
            sectionByGlass = BY_GLASS_SECTION.test(rest);
          }
          last = null;
          continue;
        }
        // a wine whose price the photo lost: on the list, with no price (not a heading, not a note)
        if (!isHeading(row, nameText) && !isPlaceOnly(nameText) && isUnpricedWine(column, k, nameText, pricedRows)) {
          const unread = { glassPrice: null, bottlePrice: null, priceUnread: true };
          last = entryOf(nameText, row.text, unread, { section, sectionType, sectionByGlass }, thisYear);
          entries.push(last);
          continue;
        }
        if (isHeading(row, nameText) || COURSE_WORDS.test(fold(nameText)) || leadsRowsBelow(column, k, nameText)) {
          section = nameText;
          sectionType = sectionTypeOf(nameText);
          sectionByGlass = BY_GLASS_SECTION.test(nameText);
          underCourse = COURSE_WORDS.test(fold(nameText));
          last = null;
          continue;
        }
        // a line under a wine: its region, grape or a note
        if (last && /[a-z]{3}/i.test(nameText)) last.detail = `${last.detail} ${nameText}`.trim();
        continue;
      }
      if (!/[a-z]{3}/i.test(nameText)) continue; // prices with no wine
      if (isDish(nameText, prices, underCourse)) {
        last = null;
        continue;
      }
      let glassPrice: number | null = null;
      let bottlePrice: number | null = null;
      const unassigned: PriceToken[] = [];
      for (const p of prices) {
        const kind = p.kind;
        if (kind === 'glass') glassPrice = p.value;
        else if (kind === 'bottle') bottlePrice = p.value;
        else unassigned.push(p);
      }
      if (unassigned.length >= 2) {
        // under a table's Glass and Bottle headers the prices are in the headers' order, whatever
        // their values (a carafe's between them, a digit lost making a dearer glass look cheap);
        // a bottle read under its glass is misread
        if (columns) {
          const inOrder = columns.glass < columns.bottle ? unassigned : [...unassigned].reverse();
          [glassPrice, bottlePrice] = [glassPrice ?? inOrder[0].value, bottlePrice ?? inOrder.at(-1)!.value];
        }
        const misread = glassPrice !== null && bottlePrice !== null && bottlePrice < glassPrice;
        if (misread) bottlePrice = null;
        // glass, carafe, bottle: the glass the least, the bottle the most
        const sorted = [...unassigned].sort((x, y) => x.value - y.value);
        glassPrice ??= sorted[0].value;
        if (!misread) bottlePrice ??= sorted.at(-1)!.value;
      } else if (unassigned.length === 1) {
        const column = prices.length === 1 ? columnOf(row, unassigned[0].value, columns) : null;
        if ((column === 'glass' || (sectionByGlass && column !== 'bottle')) && glassPrice === null)
          glassPrice = unassigned[0].value;
        else if (bottlePrice === null) bottlePrice = unassigned[0].value;
        else glassPrice ??= unassigned[0].value;
      }
      // a lone price read from a fragment of its print (the rest lost in the dark: '54' of '154')
      // is not quoted: the wine is listed with no price rather than a wrong one
      if (prices.length === 1 && isFragment(row, prices[0].value, priceHeight)) [glassPrice, bottlePrice] = [null, null];
      const line = `${above ? `${above.line} ` : ''}${row.text}`;
      last = entryOf(nameText, line, { glassPrice, bottlePrice }, { section, sectionType, sectionByGlass }, thisYear);
      entries.push(last);
      if (prices.length === 1 && prices[0].kind === null) lonePriced.add(last);
    }
  }
  return priceSense(entries, (e) => lonePriced.has(e));
}
