import { TASTING_TEXT_MAX, type RecommendedWine } from '@wine/contracts';
import { OpenBottleDialog } from './OpenBottleDialog';

/**
 * "Open this bottle" on a recommendation from the member's cellar (docs/product-rules.md#from-my-cellar):
 * the cellar's own tasting flow, with what the bottle was chosen for as the occasion.
 */
export function OpenRecommendedBottle({
  wine,
  request,
  onClose,
  onOpened,
}: {
  wine: RecommendedWine;
  request: string;
  onClose: () => void;
  onOpened: (left: number) => void;
}) {
  if (!wine.cellarItemId) return null;
  return (
    <OpenBottleDialog
      entry={{ id: wine.cellarItemId, wineName: wine.name, bottle: { quantity: wine.bottlesLeft ?? 1 } }}
      occasion={request.slice(0, TASTING_TEXT_MAX)}
      onClose={onClose}
      onOpened={onOpened}
    />
  );
}
