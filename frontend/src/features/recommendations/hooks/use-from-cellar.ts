import type { RecommendationSource } from '@wine/contracts';
import { useGetCellarQuery, useGetUploadsQuery } from '@/lib/cellar-api';
import { useFromCellarSetting } from './from-cellar-setting';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch is shown whenever the cellar
// has a bottle left of any source: a saved wine that is not drunk, or an analysed bottle (photo)
// with bottles left, for a member whose cellar is only photos.
const HAS_BOTTLES_QUERY = 'drunk=false&limit=1';

/** Whether the cellar has a bottle left; false until the cellar answers. */
export function useCellarHasBottles(): boolean {
  const { data } = useGetCellarQuery(HAS_BOTTLES_QUERY);
  const savedBottles = (data?.total ?? 0) > 0;
  // the analysed bottles are asked for only when no saved wine has a bottle left
  const uploads = useGetUploadsQuery(undefined, { skip: !data || savedBottles });
  return savedBottles || (uploads.data ?? []).some((u) => u.quantity > 0);
}

export function useFromCellar(): {
  /** null while the cellar has no bottles: no switch */
  control: { on: boolean; onChange: (on: boolean) => void } | null;
  source: RecommendationSource;
} {
  const [on, onChange] = useFromCellarSetting();
  const hasBottles = useCellarHasBottles();
  return {
    control: hasBottles ? { on, onChange } : null,
    source: hasBottles && on ? 'cellar' : 'catalogue',
  };
}
