import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

export type ResultParts = typeof import('../components/result-parts');

let loading: Promise<ResultParts> | null = null;

/** The result cards' chunk, fetched once; a failed fetch (offline) is tried again next time. */
export function loadResultParts(): Promise<ResultParts> {
  loading ??= import('../components/result-parts').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * The result cards once loaded (null before), and `load`, which a search awaits beside its answer so
 * the answer never waits on a placeholder. They load when the browser is idle after the first paint.
 */
export function useResultParts(): { parts: ResultParts | null; load: () => Promise<ResultParts | null> } {
  const [parts, setParts] = useState<ResultParts | null>(null);
  const load = () =>
    loadResultParts().then(
      (loaded) => {
        setParts(() => loaded);
        return loaded;
      },
      () => null,
    );
  useEffect(
    () =>
      whenIdle(() => {
        loadResultParts().then(
          (loaded) => setParts(() => loaded),
          () => undefined,
        );
      }),
    [],
  );
  return { parts, load };
}
