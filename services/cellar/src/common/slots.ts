import { isDuplicateKey } from '@wine/nest-common';

/**
 * Limits hold by a unique index on (owner, slot) rather than by counting: FerretDB has no
 * transactions, so a "count, then insert" check lets parallel requests through. A limited record
 * takes one of the slots '0'..'limit-1'; the index refuses a second record in the same slot, so
 * at most `limit` exist however many requests race. Records outside the limit (Premium, hidden,
 * released) take a slot of their own id, which never collides.
 */
export const limitedSlots = (limit: number): string[] => Array.from({ length: limit }, (_, i) => String(i));
export const unlimitedSlot = (id: string): string => `x:${id}`;
export const isLimitedSlot = (slot: string): boolean => /^\d+$/.test(slot);

export type SlotClaim<T> = { claimed: true; value: T } | { claimed: false };

/**
 * Tries to insert into a free slot. `taken` reads the slots in use; `insert` writes into one and
 * may throw a duplicate-key error when another request won that slot, in which case the next free
 * one is tried. Gives up when all slots are taken.
 */
export async function claimSlot<T>(
  limit: number,
  taken: () => Promise<string[]>,
  insert: (slot: string) => Promise<T>,
  // a duplicate that is not about the slot (e.g. the same wine saved twice) is for the caller
  isSlotConflict: (err: unknown) => Promise<boolean> = async () => true,
): Promise<SlotClaim<T>> {
  // each round either succeeds or sees one more slot taken, so limit + 2 rounds always decide
  for (let round = 0; round < limit + 2; round++) {
    const used = new Set(await taken());
    const free = limitedSlots(limit).find((slot) => !used.has(slot));
    if (free === undefined) return { claimed: false };
    try {
      return { claimed: true, value: await insert(free) };
    } catch (err) {
      if (!isDuplicateKey(err) || !(await isSlotConflict(err))) throw err;
    }
  }
  return { claimed: false };
}
