import type { SavedWine } from '@wine/contracts';

const COLUMNS: [string, (w: SavedWine) => string | number | null][] = [
  ['Wine', (w) => w.wineName],
  ['Producer', (w) => w.producer],
  ['Type', (w) => w.wineType],
  ['Region', (w) => w.region],
  ['Grape', (w) => w.grape],
  ['Vintage', (w) => w.vintage],
  ['Quantity', (w) => w.quantity],
  ['Size (ml)', (w) => w.size],
  ['Location', (w) => w.location],
  ['Purchase price (AUD)', (w) => w.purchasePrice],
  ['Purchase date', (w) => w.purchaseDate],
  ['Notes', (w) => w.notes],
];

// a field a spreadsheet would read as a formula is kept as text
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The selected wines as a CSV file (header first, one line a wine, CRLF as spreadsheets expect). */
export function selectionCsv(wines: SavedWine[]): string {
  const lines = [
    COLUMNS.map(([name]) => field(name)).join(','),
    ...wines.map((w) => COLUMNS.map(([, of]) => field(of(w))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
