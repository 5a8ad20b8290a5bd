import type { MenuRow } from './menu-layout';
import type { WineListEntry } from './parse-wine-list';

// A sommelier's sense of a list's prices (docs/product-rules.md, reading a wine list): a glass
// costs a fraction of a bottle, and a table's lone price is in the column it is printed under.
// A lone price no bottle of the list could cost was misread ('$7' for '$77', a hand over a digit):
// dropped, so the entry is never offered under a price limit; a lone 'glass' price at four
// typical glasses is a bottle's. A lone price under a table's 'Glass' header is a glass price
// whose bottle price OCR lost.

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

/**
 * The list's entries with out-of-range lone prices dropped. `lone`: the entry's price came from
 * one unlabelled number (not a 'glass'/'bottle' label, not a pair).
 */
export function priceSense(entries: WineListEntry[], lone: (e: WineListEntry) => boolean): WineListEntry[] {
  const glasses = entries.flatMap((e) => (e.glassPrice !== null ? [e.glassPrice] : []));
  // five digits that part into no glass and bottle are no price at all
  const noPrice = (e: WineListEntry) => ({ ...e, bottlePrice: null });
  if (glasses.length < 2) return entries.map((e) => (lone(e) && (e.bottlePrice ?? 0) >= 10000 ? noPrice(e) : e));
  // a typical glass: of the glass-and-bottle pairs when there are some (lone prices are the doubtful ones)
  const paired = entries.flatMap((e) => (e.glassPrice !== null && e.bottlePrice !== null ? [e.glassPrice] : []));
  const glass = median(paired.length >= 2 ? paired : glasses);
  const bottle = median(entries.flatMap((e) => (e.bottlePrice !== null ? [e.bottlePrice] : [])));
  // the dearest other bottle, not counting lone prices of four digits or more (other runs)
  const dearest = (e: WineListEntry) =>
    Math.max(0, ...entries.filter((x) => x !== e && !(lone(x) && (x.bottlePrice ?? 0) >= 1000)).map((x) => x.bottlePrice ?? 0));
  return entries.map((e, i) => {
    if (!lone(e)) return e;
    // '10|47' read as one number, '1047', or '9 · 41' as '941' (the dot lost): digits no other
    // bottle of the list comes near are a glass and a bottle price run together (a glass under
    // half the bottle, and near the list's typical glass)
    const run = e.bottlePrice !== null && e.bottlePrice >= 100 && e.bottlePrice > 3 * dearest(e) ? e.bottlePrice : null;
    const split = run !== null ? runTogetherPair(run, glass) : null;
    if (split) return { ...e, glassPrice: split[0], bottlePrice: split[1] };
    if (e.bottlePrice !== null && e.bottlePrice >= 10000) return noPrice(e);
    // a bottle never costs less than a typical glass of the same list, nor a glass under half of one
    if (e.bottlePrice !== null && e.bottlePrice < glass) return { ...e, bottlePrice: null };
    if (e.glassPrice !== null && e.glassPrice < 0.5 * glass) return { ...e, glassPrice: null };
    // a 'glass' at four typical glasses is a bottle's price (a glass is a fifth of a bottle): a
    // bottle listed after a by-the-glass heading whose end OCR missed. Only after the section's
    // last typical glass: a dear glass the section goes on pouring after is a glass (a prestige
    // sparkling's $59 pour between $14 ones), and the section's end cannot have come before it.
    if (
      e.glassPrice !== null &&
      bottle &&
      e.glassPrice > 4 * glass &&
      e.glassPrice >= 0.5 * bottle &&
      !pouredAfter(entries, i, glass)
    )
      return { ...e, glassPrice: null, bottlePrice: e.glassPrice };
    return e;
  });
}

/**
 * A glass and a bottle price read as one number ('1047' → 10 and 47), or with the bar between them
 * read as a 1 ('12160' → 12 and 60); null when no split fits.
 */
function runTogetherPair(run: number, glass: number): [number, number] | null {
  const digits = String(Math.round(run));
  const fits = (g: number, b: number, first: string) =>
    first !== '0' && b >= 20 && g >= 5 && b >= 2 * g && b <= 8 * g && g >= 0.4 * glass && g <= 3 * glass;
  for (let k = 1; k < digits.length - 1; k++) {
    const [g, b] = [Number(digits.slice(0, k)), Number(digits.slice(k))];
    if (fits(g, b, digits[k])) return [g, b];
  }
  for (let k = 1; k < digits.length - 2; k++) {
    const [g, b] = [Number(digits.slice(0, k)), Number(digits.slice(k + 1))];
    if (digits[k] === '1' && fits(g, b, digits[k + 1])) return [g, b];
  }
  return null;
}

/** Whether an entry after the i-th, in its section, is priced as a typical glass (at most twice one). */
function pouredAfter(entries: WineListEntry[], i: number, glass: number): boolean {
  const { section } = entries[i];
  for (const later of entries.slice(i + 1)) {
    if (later.section !== section) return false;
    if (later.glassPrice !== null && later.bottlePrice === null && later.glassPrice <= 2 * glass) return true;
  }
  return false;
}

/** Where a table's 'Glass' and 'Bottle' (or '150ml' and '750ml') headers sit across the page. */
export interface PriceColumns {
  glass: number;
  bottle: number;
}

const centre = (b: { left: number; width: number }) => b.left + b.width / 2;

/** The price columns a header row prints in boxes of their own ('GLS' … 'BTL'), or null. */
export function priceColumnsOf(row: MenuRow, glassWord: RegExp, bottleWord: RegExp): PriceColumns | null {
  const glass = row.boxes.find((b) => glassWord.test(b.text) && !bottleWord.test(b.text));
  const bottle = row.boxes.find((b) => bottleWord.test(b.text) && !glassWord.test(b.text));
  if (!glass || !bottle || glass === bottle) return null;
  return { glass: centre(glass), bottle: centre(bottle) };
}

/**
 * The column a lone price printed in a box of its own sits under: the glass column's when it is
 * nearer the 'Glass' header (its bottle price was lost), else null (no evidence either way).
 */
export function columnOf(row: MenuRow, value: number, columns: PriceColumns | null): 'glass' | 'bottle' | null {
  if (!columns) return null;
  const box = [...row.boxes].reverse().find((b) => Number(b.text.replace(/[$\s]/g, '')) === value);
  if (!box) return null;
  const x = centre(box);
  const [toGlass, toBottle] = [Math.abs(x - columns.glass), Math.abs(x - columns.bottle)];
  const apart = Math.abs(columns.bottle - columns.glass);
  if (toGlass < 0.35 * apart) return 'glass';
  if (toBottle < 0.35 * apart) return 'bottle';
  return null;
}
