import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// The data files sit beside src/ and dist/, so the same path works from source (unit tests)
// and from the built package (services, the Docker image copies packages/ whole).
export const DATA_DIR = join(__dirname, '..', 'data');

/**
 * Reads one data file (a JSON array) and validates every record, failing loudly with the file,
 * the record's position and id, and what is wrong, so bad data never reaches a service.
 */
export function loadRecords<T>(file: string, schema: z.ZodType<T>, name: (record: T) => string = idOf): T[] {
  return parseRecords(file, JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')), schema, name);
}

/** Validates the records of one data file; throws naming the file, record and problem. */
export function parseRecords<T>(file: string, raw: unknown, schema: z.ZodType<T>, name: (record: T) => string = idOf): T[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array of records`);
  const records = raw.map((record: unknown, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) return parsed.data;
    const id = (record as { id?: unknown } | null)?.id;
    throw new Error(
      `${file}: record ${index}${typeof id === 'string' ? ` '${id}'` : ''} is invalid:\n${z.prettifyError(parsed.error)}`,
    );
  });
  const seen = new Set<string>();
  for (const record of records) {
    const key = name(record);
    if (seen.has(key)) throw new Error(`${file}: '${key}' appears twice`);
    seen.add(key);
  }
  return records;
}

function idOf(record: unknown): string {
  return String((record as { id: string }).id);
}
