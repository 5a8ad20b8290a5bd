import { CELLAR_PAIRING_ITEMS_MAX, type CellarPairingItem, type SavedWine, type UploadAnalysis } from '@wine/contracts';
import { readinessOfItem } from './drinking-plan';

/**
 * "From my cellar" (docs/product-rules.md#from-my-cellar): every item with bottles left, never a
 * drunk one, each with where it stands in its drinking window today (the plan's own groups), most
 * bottles first when the cellar is larger than one search carries.
 */
export function pairingItems(saved: SavedWine[], uploads: UploadAnalysis[], thisYear: number): CellarPairingItem[] {
  const items: CellarPairingItem[] = [];
  for (const w of saved) {
    if (w.quantity <= 0) continue;
    items.push({
      id: w.id,
      kind: 'saved',
      wineName: w.wineName,
      producer: w.producer,
      wineType: w.wineType,
      region: w.region,
      grape: w.grape,
      vintage: w.vintage,
      catalogueWineId: w.catalogueWineId,
      quantity: w.quantity,
      location: w.location,
      size: w.size,
      readiness: readinessOfItem(w, 'saved', thisYear)?.group ?? null,
    });
  }
  for (const u of uploads) {
    if (u.quantity <= 0) continue;
    items.push({
      id: u.id,
      kind: 'upload',
      wineName: u.wineName,
      producer: u.producer ?? '',
      wineType: u.wineType,
      region: u.region,
      grape: '',
      vintage: u.vintage || null,
      catalogueWineId: u.catalogueWineId,
      quantity: u.quantity,
      location: u.location,
      size: u.size,
      readiness: readinessOfItem(u, 'upload', thisYear)?.group ?? null,
    });
  }
  return items.sort((a, b) => b.quantity - a.quantity).slice(0, CELLAR_PAIRING_ITEMS_MAX);
}
