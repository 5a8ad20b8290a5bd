// What the app keeps on this device (localStorage). Storage can be unavailable (private browsing,
// a full quota, disabled by the user): then nothing is kept and nothing is found, and the app goes
// on without it. Values are JSON; a value that no longer fits its schema counts as none.

/** A zod schema, or a hand-written check of the same shape where zod would weigh on the first load. */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A kept true/false (a switch remembered on this device). */
export const storedBoolean: StoredShape<boolean> = {
  safeParse: (value) => (typeof value === 'boolean' ? { success: true, data: value } : { success: false }),
};

/** The value kept under `key`, if it is there and fits `schema`; else null. */
export function readStored<T>(key: string, schema: StoredShape<T>): T | null {
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
