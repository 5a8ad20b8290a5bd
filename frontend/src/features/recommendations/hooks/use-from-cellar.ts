import type { RecommendationSource } from '@wine/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { useGetCellarQuery } from '@/lib/cellar-api';
import { readStored, writeStored } from '@/lib/device-storage';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch is remembered on this device,
// and shown only when the cellar has a bottle left (one saved wine that is not drunk is enough).
export const FROM_CELLAR_KEY = 'cellar-door.from-cellar';
const HAS_BOTTLES_QUERY = 'drunk=false&limit=1';

export function useFromCellar(): {
  /** null while the cellar has no bottles: no switch */
  control: { on: boolean; onChange: (on: boolean) => void } | null;
  source: RecommendationSource;
} {
  const [on, setOn] = useState(() => readStored(FROM_CELLAR_KEY, z.boolean()) ?? false);
  const { data } = useGetCellarQuery(HAS_BOTTLES_QUERY);
  const hasBottles = (data?.total ?? 0) > 0;
  const onChange = (next: boolean) => {
    setOn(next);
    writeStored(FROM_CELLAR_KEY, next);
  };
  return {
    control: hasBottles ? { on, onChange } : null,
    source: hasBottles && on ? 'cellar' : 'catalogue',
  };
}
