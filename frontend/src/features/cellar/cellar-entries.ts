import type { SavedWine, UploadAnalysis } from '@wine/contracts';
import type { CellarEntry } from './components/WineCard';

export type CellarFilter = 'all' | 'recommendations' | 'uploaded' | 'analytics';

const present = (facts: { label: string; value: string }[]) => facts.filter((f) => f.value.trim() !== '');

export function entryOfSaved(w: SavedWine): CellarEntry {
  return {
    kind: 'saved',
    id: w.id,
    wineName: w.wineName,
    wineType: w.wineType,
    region: w.region,
    vintage: w.vintage,
    description: w.description,
    facts: present([
      { label: 'Price', value: w.priceRange },
      { label: 'ABV', value: w.abv },
      { label: 'Rating', value: w.rating },
    ]),
    badge: w.source === 'uploaded' ? 'Uploaded' : 'Recommended',
    imageUrl: null,
    createdAt: w.createdAt,
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
  };
}

/** Spec §2 cellar tabs: all, recommendations (saved from a search), uploaded (analysed bottles). */
export function entriesFor(filter: CellarFilter, saved: SavedWine[], uploads: UploadAnalysis[]): CellarEntry[] {
  const fromSaved = saved
    .filter((w) => filter === 'all' || (filter === 'recommendations' ? w.source === 'recommendation' : w.source === 'uploaded'))
    .map(entryOfSaved);
  const fromUploads = filter === 'recommendations' ? [] : uploads.map(entryOfUpload);
  return [...fromSaved, ...fromUploads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
