import type { z } from 'zod';

// What the app keeps on this device (localStorage). Storage can be unavailable (private browsing,
// a full quota, disabled by the user): then nothing is kept and nothing is found, and the app goes
// on without it. Values are JSON; a value that no longer fits its schema counts as none.

/** The value kept under `key`, if it is there and fits `schema`; else null. */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // not kept: see above
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing was kept
  }
}
