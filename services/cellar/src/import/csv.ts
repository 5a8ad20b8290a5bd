import { CsvError as ParseError, parse } from 'csv-parse';

/** One record of a CSV file: its fields and the line it starts on (1-based, as an editor shows it). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

// What one file may hold, whatever its size (docs/product-rules.md#cellar-import): a spreadsheet
// export has a few dozen columns and rows of a few hundred characters.
export const CSV_MAX_COLUMNS = 200;
export const CSV_MAX_RECORD_CHARACTERS = 64 * 1024;

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed (a " is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted field must be doubled ("")',
  CSV_MAX_RECORD_SIZE: `a row is longer than ${CSV_MAX_RECORD_CHARACTERS.toLocaleString('en-AU')} characters`,
};

/**
 * RFC 4180 CSV as spreadsheets and CellarTracker write it (a byte-order mark, CRLF or LF line ends,
 * quoted fields with commas, line breaks and doubled quotes; blank lines skipped), read with
 * csv-parse as a stream that stops after `maxRecords` records: a file of a million rows costs no
 * more than one of maxRecords. A row of more than CSV_MAX_COLUMNS columns is refused with its line.
 */
export async function parseCsv(text: string, maxRecords = Number.MAX_SAFE_INTEGER): Promise<CsvRecord[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: CSV_MAX_RECORD_CHARACTERS,
    to: maxRecords,
    info: true,
    raw: true,
  });
  const records: CsvRecord[] = [];
  // fed as it is read: the parser works through the text as the loop takes its records. Line ends
  // are made one kind first, so that every line counts once whatever wrote the file
  parser.end(text.replace(/\r\n?/g, '\n'));
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      // info.lines is the record's last line: it starts as many lines up as it holds line breaks
      // (its raw text may begin with the blank lines skipped before it)
      const breaks = raw.replace(/^\n+|\n$/g, '').match(/\n/g)?.length ?? 0;
      const line = info.lines - breaks;
      if (record.length > CSV_MAX_COLUMNS) throw new CsvError(line, `a row has more than ${CSV_MAX_COLUMNS} columns`);
      // a line of spaces only is blank too
      if (record.length === 1 && !record[0].trim()) continue;
      records.push({ line, fields: record });
    }
  } catch (err) {
    if (err instanceof ParseError) {
      const line = (err as ParseError & { lines?: number }).lines ?? records.at(-1)?.line ?? 1;
      throw new CsvError(line, REASONS[err.code] ?? err.message);
    }
    throw err;
  } finally {
    parser.destroy();
  }
  return records;
}
