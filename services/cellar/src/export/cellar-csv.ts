import type { SavedWine, UploadAnalysis } from '@wine/contracts';

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

export function cellarCsv(saved: SavedWine[], uploads: UploadAnalysis[]): string {
  const rows: string[][] = [
    ...saved.map((w) => [
      w.source === 'uploaded' ? 'Uploaded' : 'Recommended',
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
    ]),
  ];
  // CRLF line ends (RFC 4180); Excel opens UTF-8 correctly with the byte-order mark
  return '\uFEFF' + [CSV_COLUMNS as readonly string[], ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
