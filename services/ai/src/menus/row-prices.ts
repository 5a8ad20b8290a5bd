import { LEADERS, YEAR } from './list-patterns';
import type { MenuRow } from './menu-layout';

// The prices printed at the end of a wine list's row, as OCR reads them: with or without '$',
// labelled 'gl'/'btl' (or 'G'/'B', or a label misread), a glass and a bottle parted by '|', '/' or
// '·', a vintage before them; and whether a lone price was read from a fragment of its print.

const GLASS_LABEL = /\b(glass|gls|gl|150 ?ml|125 ?ml)\b/i;

/** Parses a money token: '$16', '16', '16.50', '$16.5' → 16 / 16.5. */
export function money(token: string): number | null {
  const m = /\$?\s?(\d{1,5})(?:[.,](\d{1,2}))?/.exec(token);
  if (!m) return null;
  return Number(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
}

/**
 * A glass and bottle pair printed with a middle dot ('20 · 87') that OCR read as one decimal
 * ('20.87'): cents at least twice the dollars and not what a price's cents are (.00, .50, .90,
 * .95, .99) are the bottle's price.
 */
function misreadPair(token: string): [number, number] | null {
  const m = /^\$?(\d{1,2})[.,](\d\d)$/.exec(token);
  if (!m || ['00', '50', '90', '95', '99'].includes(m[2])) return null;
  const [glass, bottle] = [Number(m[1]), Number(m[2])];
  return bottle >= 20 && bottle >= 2 * glass ? [glass, bottle] : null;
}

// five digits: a glass and a bottle price run together ('42192', the bar between them lost), parted by price-sense.ts
const PRICE_TOKEN = /^\$?(?:\d{1,4}(?:[.,]\d{1,2})?|\d{5})$/;
// 'G 16 B 72': a single G or B before a number is a glass or bottle label too
// (a till roll's 'BT' often reads '8T': the B taken for an 8)
const PRICE_LABEL = /^(gl|gls|glass|btl|bt|8t|bottle|150ml|125ml|750ml|g|b)$/i;
const SEPARATOR_TOKEN = /^[|/·•—–-]$/;
// one or two letters (a digit for a letter at most) where a label belongs
const MISREAD_LABEL = /^(?=.*[a-z])[a-z\d]{1,2}$/i;
// 'Bin 28', 'Block 1', 'Vat 9': numbers that are part of a wine's name
const NAME_NUMBER_BEFORE = /^(bin|no\.?|block|vat|lot|#|series|cuvee|cuvée|reserve)$/i;

export interface PriceToken {
  value: number;
  kind: 'glass' | 'bottle' | null;
  /** printed with a $ sign */
  dollar: boolean;
}

/**
 * The prices at the end of a row. PP-OCR often returns a whole row as one box ('Shotfire Shiraz
 * 2016 13 58'), so prices are read from the row's text: trailing numbers (with or without $, with
 * 'gl'/'btl' labels and '|' or '/' between them) after the name; a 4-digit year is the vintage.
 */
export function rowPrices(row: MenuRow, bare = false): { prices: PriceToken[]; nameText: string } {
  const text = row.text
    // a vintage split in two by uneven lettering ('2 017', '20 19') before the prices
    .replace(/\b(2) ?(0[0-4]\d)\b(?=\s+\$?\d)|\b(20) ([0-2]\d)\b(?=\s+\$?\d)/g, (m, a, b, c, d) => `${a ?? c}${b ?? d}`)
    .replace(LEADERS, ' ')
    .replace(/([|/·•])/g, ' $1 ')
    .replace(/\$\s+(\d)/g, '$$$1')
    // '$26 / $117' read as one token, its slash taken for a 1 or an l ('$261$117', '$26l$117'): a
    // glass dearer than its bottle is no pair, so the 1 is the slash when the glass then costs less
    .replace(/\$(\d{1,3})([1lI|]?)\$(\d{2,4})\b/g, (_m, a: string, bar: string, b: string) => {
      const glass = !bar && a.length >= 2 && a.endsWith('1') && Number(a) > Number(b) ? a.slice(0, -1) : a;
      return `$${glass} / $${b}`;
    })
    // '$1 7 | $78': a glass price's digits parted by a gap in the chalk (no glass costs $1)
    .replace(/\$(\d) (\d)(?=\s+[|/·]\s+\$)/g, '$$$1$2')
    // 'S13 / $60', 'S23 / S98': the $ of a pair read as an S, on either side
    .replace(/(^|\s)S(\d{1,3}(?:[.,]\d\d)?)\s+([|/·])\s+S(\d{2,4}(?:[.,]\d\d)?)\b/g, '$1$$$2 $3 $$$4')
    .replace(/(^|\s)S(\d{1,3}(?:[.,]\d\d)?)(?=\s+[|/·]\s+\$\d)/g, '$1$$$2')
    // 'BT207.00', 'GL24': a label run into its price
    .replace(/\b(gls|gl|btl|bt|8t)(?=\$?\d)/gi, '$1 ')
    // 'G24B 113', 'G 37B 173', 'G13B60': OCR runs the one-letter labels into their numbers
    .replace(/\b([GB])(\d)/g, '$1 $2')
    .replace(/(\d)([GB])\b/g, '$1 $2')
    // 'G13B60': no space on either side of the B
    .replace(/(\d)([GB])(\d)/g, '$1 $2 $3');
  const tokens = text.split(/\s+/).filter(Boolean);
  const prices: PriceToken[] = [];
  let kind: PriceToken['kind'] = null; // a label after its number ('$14 gl') applies to the number before it
  let end = tokens.length;
  // a number printed before a separator and a price is a price ('Brut Reserve 20|98'), not a name's
  let paired = false;
  while (end > 0) {
    const token = tokens[end - 1].replace(/[,;:]$/, '');
    if (SEPARATOR_TOKEN.test(token)) {
      paired = prices.length > 0;
      end--;
      continue;
    }
    if (PRICE_LABEL.test(token)) {
      const k = GLASS_LABEL.test(token) || /^g$/i.test(token) ? 'glass' : 'bottle';
      // 'gl $14': the label before a number names it; '$14 gl': after
      if (prices.length && prices[0].kind === null && !kind) prices[0].kind = k;
      else kind = k;
      end--;
      continue;
    }
    // a glass or bottle label OCR misread ('2T', 'T', 'BF') between two prices: it parts the pair
    if (prices.length && end >= 2 && MISREAD_LABEL.test(token) && PRICE_TOKEN.test(tokens[end - 2])) {
      paired = true;
      end--;
      continue;
    }
    if (!PRICE_TOKEN.test(token) || prices.length >= 3) break;
    const isYear = YEAR.test(token) && !token.includes('$') && token.length === 4;
    if (isYear) break;
    // ('Midnight Cuvée' then '68' in a box of its own far to the right is the cuvée's price)
    const ownBox = row.boxes.length > 1 && row.boxes.some((b) => b.text.trim() === tokens[end - 1]);
    if (!token.includes('$') && !paired && !ownBox && end >= 2 && NAME_NUMBER_BEFORE.test(tokens[end - 2])) break;
    paired = false;
    const pair = misreadPair(token);
    if (pair && !prices.length) prices.unshift(...pair.map((value) => ({ value, kind: null, dollar: token.includes('$') })));
    else prices.unshift({ value: money(token)!, kind, dollar: token.includes('$') });
    kind = null;
    end--;
  }
  // a label left over belongs to the first number read ('gl $14' at the start of the prices)
  if (kind && prices.length && prices[0].kind === null) prices[0].kind = kind;
  // a vintage OCR clipped to three digits ('Shiraz 201 137') before the price is the name's, not a price
  const first = tokens[end];
  if (prices.length >= 2 && /^(19|20)\d$/.test(first ?? '') && !YEAR.test(tokens.slice(0, end).join(' '))) {
    prices.shift();
    end++;
  }
  // labels without a number are words of the line ('BY THE GLASS')
  if (!prices.length)
    return {
      prices: [],
      nameText: tokens
        .join(' ')
        .replace(/\s+([|/·•])\s+/g, ' $1 ')
        .trim(),
    };
  const nameText = tokens
    .slice(0, end)
    .join(' ')
    .replace(/\s+([|/·•])\s+/g, ' $1 ')
    .trim();
  // prices with no name: none, unless the caller knows the name is on the line above (`bare`)
  if (!bare && !/[a-z]{3}/i.test(nameText)) return { prices: [], nameText: row.text };
  // '$16 / $72' read as '$16 1 $72': when the line prints $ signs, a bare number between them is a misread slash
  let priced = prices.filter((p) => p.dollar).length >= 2 ? prices.filter((p) => p.dollar) : prices;
  // 'Pinot Noir 23 $30': a bare two-digit number before the line's one $ price is a vintage whose
  // apostrophe OCR lost ('’23'), not a price printed without the sign the other has
  if (
    priced.length === 2 &&
    !priced[0].dollar &&
    priced[1].dollar &&
    priced[0].kind === null &&
    /^\d\d$/.test(String(priced[0].value))
  )
    priced = [priced[1]];
  return { prices: priced.filter((p) => p.value > 0), nameText };
}

const isPriceOnly = (text: string) => /^\$?\d[\d.,|/·$ -]*$/.test(text.trim()) && text.trim().length <= 12;

/** The height of the page's boxes that print prices alone, or null when too few say. */
export function typicalPriceHeight(lines: { text: string; height: number }[]): number | null {
  const heights = lines
    .filter((l) => isPriceOnly(l.text))
    .map((l) => l.height)
    .sort((a, b) => a - b);
  return heights.length >= 4 ? heights[Math.floor(heights.length / 2)] : null;
}

/** Whether the price was read from a box well under the height of the page's other prices. */
export function isFragment(row: MenuRow, value: number, typical: number | null): boolean {
  if (typical === null) return false;
  const box = row.boxes.find((b) => isPriceOnly(b.text) && money(b.text) === value);
  return Boolean(box && box.height < 0.6 * typical);
}
