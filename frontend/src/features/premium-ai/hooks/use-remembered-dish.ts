import { useCallback } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '@/lib/device-storage';
import { rememberDish, type RememberedDishes } from '../premium-ai';

const STORAGE_KEY = 'cellar-door.meal-dishes';

/** A photo's identity: the SHA-256 of its bytes, so the same photo chosen again is recognised. */
async function photoKey(photo: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await photo.arrayBuffer());
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

const rememberedDishesSchema = z.array(z.object({ key: z.string(), dish: z.string() }));

function load(): RememberedDishes {
  return readStored(STORAGE_KEY, rememberedDishesSchema) ?? [];
}

/** The dish confirmed for each meal photo, kept on this device only (never sent anywhere). */
export function useRememberedDish() {
  const recall = useCallback(async (photo: Blob): Promise<string | null> => {
    const key = await photoKey(photo);
    return load().find((d) => d.key === key)?.dish ?? null;
  }, []);

  const remember = useCallback(async (photo: Blob, dish: string): Promise<void> => {
    const key = await photoKey(photo);
    writeStored(STORAGE_KEY, rememberDish(load(), key, dish));
  }, []);

  return { recall, remember };
}
