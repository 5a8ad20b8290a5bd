import {
  BOTTLE_LOCATION_MAX,
  BOTTLE_NOTES_MAX,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_ROWS_MESSAGE,
  MAX_PURCHASE_PRICE,
  MAX_QUANTITY,
  WINE_NAME_MAX,
  type ImportFormat,
  type ImportRow,
} from '@wine/contracts';
import { colourOfGrape } from '../common/grapes';
import { CsvError, parseCsv } from './csv';

/** A file that cannot be imported as a whole, with the reason (and line) the user sees in the 400. */
export class ImportFileError extends Error {}

type Cells = (name: string) => string;
const folded = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const has = (headers: Set<string>, ...names: string[]) => names.every((n) => headers.has(n));

// CellarTracker's "My Cellar" export and Vivino's data export, told apart by their header.
export function formatOf(headers: Set<string>): ImportFormat | null {
  if (has(headers, 'winery', 'winename')) return 'vivino';
  if (has(headers, 'wine', 'vintage') && ['producer', 'quantity', 'varietal'].some((n) => headers.has(n))) return 'cellartracker';
  return null;
}
const UNKNOWN_FORMAT =
  'Line 1: this is not a CellarTracker or Vivino export: a CellarTracker file has the columns Wine, Vintage, Producer, Quantity; a Vivino file Winery, Wine name, Vintage';

const NON_VINTAGE = /^(nv|n\.v\.?|non[- ]?vintage|1001)$/i;
const WINE_TYPES: Record<string, string> = {
  red: 'Red Wine',
  white: 'White Wine',
  rose: 'Rosé Wine',
  rosé: 'Rosé Wine',
  sparkling: 'Sparkling Wine',
  dessert: 'Dessert Wine',
  sweet: 'Dessert Wine',
  fortified: 'Fortified Wine',
};

function text(value: string, column: string, max: number): string {
  const v = value.trim().replace(/\s+/g, ' ');
  if (v.length > max) throw new Error(`${column} must be at most ${max} characters`);
  return v;
}

function vintageOf(value: string, thisYear: number): string | null {
  const v = value.trim();
  if (!v) return null;
  if (NON_VINTAGE.test(v)) return 'NV';
  const year = /^\d{4}$/.test(v) ? Number(v) : NaN;
  if (!(year >= 1800 && year <= thisYear + 1)) throw new Error(`Vintage must be a year from 1800 to ${thisYear + 1}, or NV`);
  return v;
}

function quantityOf(value: string): number {
  const v = value.trim();
  if (!v) return 1;
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!(n >= 0 && n <= MAX_QUANTITY)) throw new Error(`Quantity must be a whole number from 0 to ${MAX_QUANTITY}`);
  return n;
}

function priceOf(value: string): number | null {
  const v = value
    .trim()
    .replace(/^(A?\$|AUD)\s*/i, '')
    .replace(/,/g, '');
  if (!v) return null;
  const n = /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
  if (!(n >= 0 && n <= MAX_PURCHASE_PRICE)) throw new Error(`Price must be an amount in AUD from 0 to ${MAX_PURCHASE_PRICE}`);
  return Math.round(n * 100) / 100;
}

function ratingOf(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const n = /^\d(\.\d+)?$/.test(v) ? Number(v) : NaN;
  if (!(n >= 1 && n <= 5)) throw new Error('Your rating must be a number of stars from 1 to 5');
  return `${n}/5`;
}

/**
 * A wine type from the file's own Type or Color column; without one, the colour of its grape (a
 * blend's first: Syrah, Nebbiolo → red; Savagnin, Fiano → white), read from the varietal or else
 * the wine's name; else 'Unknown' (docs/product-rules.md#cellar-import).
 */
function wineTypeOf(type: string, varietal: string, name: string): string {
  const t = type.trim().toLowerCase().split(/\s|-/)[0];
  if (WINE_TYPES[t]) return WINE_TYPES[t];
  const colour = colourOfGrape(varietal) ?? colourOfGrape(name);
  return colour === 'red' ? 'Red Wine' : colour === 'white' ? 'White Wine' : 'Unknown';
}

const consumeYear = (value: string, column: string): number | null => {
  const v = value.trim();
  if (!v) return null;
  // CellarTracker writes 9999 for "no end"
  const year = /^\d{4}$/.test(v) ? Number(v) : NaN;
  if (year === 9999) return null;
  if (!(year >= 1800 && year <= 2200)) throw new Error(`${column} must be a year`);
  return year;
};

/**
 * CellarTracker's BeginConsume/EndConsume: the window the member chose; null unless both years are
 * given (one end alone leaves the plan to the grape's typical window).
 */
function yourWindowOf(begin: string, end: string): ImportRow['yourWindow'] {
  const [from, to] = [consumeYear(begin, 'BeginConsume'), consumeYear(end, 'EndConsume')];
  if (from === null || to === null) return null;
  if (to < from) throw new Error('EndConsume must not be before BeginConsume');
  return { start: from, end: to };
}

type Row = Omit<ImportRow, 'line' | 'match'>;

function cellarTrackerRow(cell: Cells, thisYear: number): Row {
  const producer = text(cell('producer'), 'Producer', WINE_NAME_MAX);
  const wine = text(cell('wine'), 'Wine', WINE_NAME_MAX);
  if (!wine) throw new Error('Wine is empty');
  const varietal = text(cell('varietal'), 'Varietal', WINE_NAME_MAX);
  const location =
    cell('locationbin') ||
    [cell('location'), cell('bin')]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
  const note = cell('note').trim() || cell('notes').trim();
  return {
    producer,
    // CellarTracker's Wine usually starts with the producer; the cellar shows the name in full
    wineName: producer && !wine.toLowerCase().startsWith(producer.toLowerCase()) ? `${producer} ${wine}` : wine,
    wineType: wineTypeOf(cell('type') || cell('color'), varietal, wine),
    varietal,
    region: text(cell('region'), 'Region', WINE_NAME_MAX),
    vintage: vintageOf(cell('vintage'), thisYear),
    quantity: quantityOf(cell('quantity')),
    purchasePrice: priceOf(cell('price')),
    purchaseDate: null,
    location: text(location, 'Location', BOTTLE_LOCATION_MAX),
    rating: '',
    notes: text(note, 'Note', BOTTLE_NOTES_MAX),
    yourWindow: yourWindowOf(cell('beginconsume'), cell('endconsume')),
  };
}

function vivinoRow(cell: Cells, thisYear: number): Row {
  const producer = text(cell('winery'), 'Winery', WINE_NAME_MAX);
  const name = text(cell('winename'), 'Wine name', WINE_NAME_MAX);
  if (!producer && !name) throw new Error('Winery and Wine name are both empty');
  return {
    producer,
    wineName: [producer, name].filter(Boolean).join(' '),
    wineType: wineTypeOf(cell('winetype'), '', name),
    varietal: '',
    region: text(cell('region'), 'Region', WINE_NAME_MAX),
    vintage: vintageOf(cell('vintage'), thisYear),
    quantity: 1,
    purchasePrice: null,
    purchaseDate: null,
    location: '',
    rating: ratingOf(cell('yourrating')),
    notes: text(cell('yourreview'), 'Your review', BOTTLE_NOTES_MAX),
    yourWindow: null,
  };
}

/** Reads a CellarTracker or Vivino CSV: its format and every wine, or the first line it cannot take. */
export async function readImportFile(
  csv: string,
  thisYear = new Date().getFullYear(),
): Promise<{ format: ImportFormat; rows: Omit<ImportRow, 'match'>[] }> {
  let records;
  try {
    // the header, the most wines a file may hold, and one more to know it holds too many
    records = await parseCsv(csv, IMPORT_MAX_ROWS + 2);
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(err.message);
    throw err;
  }
  const [header, ...data] = records;
  const columns = (header?.fields ?? []).map(folded);
  const format = formatOf(new Set(columns));
  if (!header || !format) throw new ImportFileError(UNKNOWN_FORMAT);
  if (!data.length) throw new ImportFileError(`Line ${header.line + 1}: the file has no wines under its header`);
  if (data.length > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_TOO_MANY_ROWS_MESSAGE);
  const toRow = format === 'vivino' ? vivinoRow : cellarTrackerRow;
  const rows = data.map(({ line, fields }) => {
    const cell: Cells = (name) => {
      const at = columns.indexOf(name);
      return at >= 0 ? (fields[at] ?? '') : '';
    };
    try {
      return { line, ...toRow(cell, thisYear) };
    } catch (err) {
      throw new ImportFileError(`Line ${line}: ${(err as Error).message}`);
    }
  });
  return { format, rows };
}
