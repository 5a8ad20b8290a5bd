import { useCallback } from 'react';
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

function load(): RememberedDishes {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RememberedDishes) : [];
  } catch {
    return [];
  }
}

/** The dish confirmed for each meal photo, kept on this device only (never sent anywhere). */
export function useRememberedDish() {
  const recall = useCallback(async (photo: Blob): Promise<string | null> => {
    const key = await photoKey(photo);
    return load().find((d) => d.key === key)?.dish ?? null;
  }, []);

  const remember = useCallback(async (photo: Blob, dish: string): Promise<void> => {
    const key = await photoKey(photo);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(rememberDish(load(), key, dish)));
  }, []);

  return { recall, remember };
}
