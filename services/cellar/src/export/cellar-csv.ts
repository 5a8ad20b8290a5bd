import type { BottleFacts, SavedWine, UploadAnalysis } from '@wine/contracts';

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
  // the bottles (issue 22)
  'Quantity',
  'Purchase Price (AUD)',
  'Purchase Date',
  'Location',
  'Size (ml)',
  'Bottle Notes',
] as const;

/**
 * RFC 4180 quoting, and a leading quote for text a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return: CSV injection).
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  return '\uFEFF' + [CSV_COLUMNS as readonly string[], ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
