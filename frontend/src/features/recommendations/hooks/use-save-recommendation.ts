import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RecommendedWine } from '@wine/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useToast } from '@/components/toast/use-toast';

// The cellar's endpoints load with the first Save (or with the "From my cellar" switch), not with
// the dashboard's first paint (docs/architecture.md#first-load).
const loadCellarApi = () => import('@/lib/cellar-api');

/** A recommendation's Save: which card is saving, which are saved, and the Free plan's limit when reached. */
export function useSaveRecommendation() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { toast } = useToast();
  const [saving, setSaving] = useState<string | null>(null);
  const [saved, setSaved] = useState<Set<string>>(new Set());
  const [limit, setLimit] = useState<{ currentCount: number } | null>(null);

  const save = async (wine: RecommendedWine) => {
    setSaving(wine.id);
    try {
      const { cellarApi, planLimitOf } = await loadCellarApi();
      try {
        // untracked: the answer is not kept in the store, as a hook's would be dropped on unmount
        await dispatch(
          cellarApi.endpoints.saveWine.initiate(
            {
              wineName: wine.name,
              wineType: wine.type,
              region: wine.region,
              ...(wine.vintage ? { vintage: wine.vintage } : {}),
              description: wine.description,
              priceRange: wine.priceRange,
              abv: wine.abv,
              rating: wine.rating,
              source: 'recommendation',
              catalogueWineId: wine.id,
            },
            { track: false },
          ),
        ).unwrap();
        setSaved((prev) => new Set(prev).add(wine.id));
        toast({ title: 'Wine Saved!', description: `${wine.name} is in your cellar.` });
      } catch (err) {
        const limitReached = planLimitOf(err);
        if (limitReached) setLimit(limitReached);
        else throw err;
      }
    } catch (err) {
      // a 401 is handled app-wide ('Unauthorized', then sign-in after 500 ms)
      if ((err as { status?: unknown }).status !== 401)
        toast({ title: 'Error', description: 'Failed to save wine. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return { saving, saved, limit, closeLimit: () => setLimit(null), save };
}
