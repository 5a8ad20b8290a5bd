import type { BottleFacts, SavedWine, UploadAnalysis } from '@wine/contracts';
import { stringify } from 'csv-stringify/sync';

// One row per bottle, saved or analysed; the columns CellarTracker users expect to import.
export const CSV_COLUMNS = [
  'Source',
  'Wine Name',
  'Wine Type',
  'Region',
  'Vintage',
  'Price (AUD)',
  'ABV',
  'Rating',
  'Drink From',
  'Drink Until',
  'Notes',
  'Added',
  // the bottles
  'Quantity',
  'Purchase Price (AUD)',
  'Purchase Date',
  'Location',
  'Size (ml)',
  'Bottle Notes',
] as const;

/**
 * A leading quote for text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return:
 * CSV injection); csv-stringify does the RFC 4180 quoting.
 */
export function neutralised(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field as the export writes it: neutralised, then quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: string | null | undefined): string {
  return stringify([[neutralised(value)]], CSV_OPTIONS).replace(/\r\n$/, '');
}

const CSV_OPTIONS = {
  record_delimiter: '\r\n',
  // fields with spaces at either end or a line break of either kind stay as written in a spreadsheet
  quoted_match: /^\s|\s$|[\r\n]/,
} as const;

const day = (iso: string) => iso.slice(0, 10);
const SOURCE_LABELS: Record<SavedWine['source'], string> = {
  recommendation: 'Recommended',
  uploaded: 'Uploaded',
  imported: 'Imported',
};

const bottleColumns = (b: BottleFacts) => [
  String(b.quantity),
  b.purchasePrice === null ? '' : b.purchasePrice.toFixed(2),
  b.purchaseDate ?? '',
  b.location,
  String(b.size),
  b.notes,
];

export function cellarCsv(saved: SavedWine[], uploads: UploadAnalysis[]): string {
  const rows: string[][] = [
    ...saved.map((w) => [
      SOURCE_LABELS[w.source],
      w.wineName,
      w.wineType,
      w.region,
      w.vintage ?? '',
      w.priceRange,
      w.abv,
      w.rating,
      '',
      '',
      w.description,
      day(w.createdAt),
      ...bottleColumns(w),
    ]),
    ...uploads.map((u) => [
      'Analysed',
      u.wineName,
      u.wineType,
      u.region,
      u.vintage,
      u.estimatedValue,
      u.abv,
      '',
      u.optimalDrinkingStart,
      u.optimalDrinkingEnd,
      u.analysis,
      day(u.createdAt),
      ...bottleColumns(u),
    ]),
  ];
  // CRLF line ends (RFC 4180); Excel opens UTF-8 correctly with the byte-order mark
  return '\uFEFF' + stringify([[...CSV_COLUMNS], ...rows.map((r) => r.map(neutralised))], CSV_OPTIONS);
}
