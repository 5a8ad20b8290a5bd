import type { BottleFacts, SavedWine, UploadAnalysis } from '@wine/contracts';
import type { CellarEntry } from './components/WineCard';

export type CellarFilter = 'all' | 'recommendations' | 'uploaded' | 'drunk' | 'plan' | 'journal' | 'analytics';

const bottleOf = (w: BottleFacts): BottleFacts => ({
  quantity: w.quantity,
  purchasePrice: w.purchasePrice,
  purchaseDate: w.purchaseDate,
  location: w.location,
  size: w.size,
  notes: w.notes,
});

const present = (facts: { label: string; value: string }[]) => facts.filter((f) => f.value.trim() !== '');

export function entryOfSaved(w: SavedWine): CellarEntry {
  return {
    kind: 'saved',
    id: w.id,
    wineName: w.wineName,
    producer: w.producer,
    wineType: w.wineType,
    region: w.region,
    vintage: w.vintage,
    description: w.description,
    facts: present([
      { label: 'Price', value: w.priceRange },
      { label: 'ABV', value: w.abv },
      { label: 'Rating', value: w.rating },
    ]),
    badge: w.source === 'uploaded' ? 'Uploaded' : w.source === 'imported' ? 'Imported' : 'Recommended',
    imageUrl: null,
    createdAt: w.createdAt,
    bottle: bottleOf(w),
    keptAsWritten: w.source === 'imported' && !w.catalogueWineId,
  };
}

export function entryOfUpload(u: UploadAnalysis): CellarEntry {
  const window = [u.optimalDrinkingStart, u.optimalDrinkingEnd].filter(Boolean).join('–');
  return {
    kind: 'upload',
    id: u.id,
    wineName: u.wineName,
    wineType: u.wineType,
    region: u.region,
    vintage: u.vintage || null,
    description: u.analysis,
    facts: present([
      { label: 'Est. value', value: u.estimatedValue },
      { label: 'Drink', value: window },
      { label: 'ABV', value: u.abv },
    ]),
    badge: 'Analysed',
    imageUrl: u.imageUrl,
    createdAt: u.createdAt,
    bottle: bottleOf(u),
  };
}

/**
 * Cellar tabs: all, recommendations (saved from a search), uploaded (analysed bottles);
 * Items with no bottle left are drunk, shown only in the Drunk tab.
 */
export function entriesFor(filter: CellarFilter, saved: SavedWine[], uploads: UploadAnalysis[]): CellarEntry[] {
  const drunk = filter === 'drunk';
  const fromSaved = saved
    .filter(
      (w) =>
        drunk || filter === 'all' || (filter === 'recommendations' ? w.source === 'recommendation' : w.source === 'uploaded'),
    )
    .map(entryOfSaved);
  const fromUploads = filter === 'recommendations' ? [] : uploads.map(entryOfUpload);
  return [...fromSaved, ...fromUploads]
    .filter((e) => (e.bottle.quantity === 0) === drunk)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
