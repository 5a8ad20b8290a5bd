import { fold } from '@wine/wine-knowledge';
import { readingOrder } from './menu-layout';
import { LEADERS } from './list-patterns';
import { isHeading } from './parse-wine-list';
import { rowPrices } from './row-prices';
import type { MenuText } from './read-menu-text';

/** One dish on a food menu: its name, the line describing it, its price and the course it is under. */
export interface MenuDish {
  name: string;
  description: string;
  price: number | null;
  course: string | null;
}

// Headings of a food menu ('Entrées', 'Mains', 'To Share') besides the all-capitals ones.
const COURSE_WORDS =
  /^(entrees?|starters?|small plates?|large plates?|to share|share|snacks|mains?|main courses?|desserts?|sweets|sides|from the grill|pasta|pizza|seafood|raw bar|cheese|for the table|banquet|lunch|dinner)$/;

/**
 * The OCR'd food menu → dishes. A row with a price is a dish (its text without the price is the
 * name, or 'name – description' on one line); rows under it without a price describe it. A menu
 * that prints no prices at all: the taller rows are the dishes, the smaller ones their descriptions.
 */
export function parseFoodMenu(page: MenuText): MenuDish[] {
  const dishes: MenuDish[] = [];
  const columns = readingOrder(page.lines, page.width);
  const rows = columns.flat();
  const priced = rows.filter((r) => rowPrices(r).prices.length > 0).length;
  const heights = rows.map((r) => r.height).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  for (const column of columns) {
    let course: string | null = null;
    let last: MenuDish | null = null;
    for (const row of column) {
      const { prices, nameText } = rowPrices(row);
      const text = nameText.replace(LEADERS, ' ').trim();
      if (!/[a-z]{3}/i.test(text)) continue;
      if (!prices.length && (COURSE_WORDS.test(fold(text)) || (isHeading(row, text) && text.split(' ').length <= 4))) {
        course = text;
        last = null;
        continue;
      }
      const isDish = priced >= 2 ? prices.length > 0 : row.height >= medianHeight * 1.1 || !last;
      if (isDish) {
        // 'Dish – description': OCR reads the dash as –, — or 一, with or without spaces
        const [name, ...rest] = text.split(/\s*[–—一]\s*|\s-\s|:\s/);
        last = { name: name.trim(), description: rest.join(' ').trim(), price: prices.at(-1)?.value ?? null, course };
        dishes.push(last);
      } else if (last) {
        last.description = `${last.description} ${text}`.trim();
      }
    }
  }
  return dishes.filter((d) => d.name.length >= 3);
}
