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

/**
 * RFC 4180 CSV as spreadsheets and CellarTracker write it: a byte-order mark, CRLF or LF line ends,
 * fields in double quotes holding commas, line breaks and doubled quotes. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let startLine = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim()) records.push({ line: startLine, fields });
    fields = [];
    field = '';
  };
  while (i < s.length) {
    const c = s[i];
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else {
      field += c;
    }
    i++;
  }
  if (quoted) throw new CsvError(startLine, 'a quoted field is never closed (a " is missing)');
  if (field || fields.length) endRecord();
  return records;
}
