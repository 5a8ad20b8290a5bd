import type { RecommendationSource } from '@wine/contracts';
import { useState } from 'react';
import { useGetCellarQuery, useGetUploadsQuery } from '@/lib/cellar-api';
import { readStored, storedBoolean, writeStored } from '@/lib/device-storage';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch is remembered on this device,
// and shown whenever the cellar has a bottle left of any source: a saved wine that is not drunk, or
// an analysed bottle (photo) with bottles left, for a member whose cellar is only photos.
export const FROM_CELLAR_KEY = 'cellar-door.from-cellar';
const HAS_BOTTLES_QUERY = 'drunk=false&limit=1';

export function useFromCellar(): {
  /** null while the cellar has no bottles: no switch */
  control: { on: boolean; onChange: (on: boolean) => void } | null;
  source: RecommendationSource;
} {
  const [on, setOn] = useState(() => readStored(FROM_CELLAR_KEY, storedBoolean) ?? false);
  const { data } = useGetCellarQuery(HAS_BOTTLES_QUERY);
  const savedBottles = (data?.total ?? 0) > 0;
  // the analysed bottles are asked for only when no saved wine has a bottle left
  const uploads = useGetUploadsQuery(undefined, { skip: !data || savedBottles });
  const hasBottles = savedBottles || (uploads.data ?? []).some((u) => u.quantity > 0);
  const onChange = (next: boolean) => {
    setOn(next);
    writeStored(FROM_CELLAR_KEY, next);
  };
  return {
    control: hasBottles ? { on, onChange } : null,
    source: hasBottles && on ? 'cellar' : 'catalogue',
  };
}
