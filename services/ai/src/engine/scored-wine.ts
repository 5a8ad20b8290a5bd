import type { PairingRule } from '@wine/wine-knowledge';
import type { CatalogueWine } from './catalogue';
import type { Relaxation } from './constraints';

/** A candidate wine with its score and what fired for it. */
export interface ScoredWine {
  entry: CatalogueWine;
  score: number;
  maxScore: number;
  bestFood: { rule: PairingRule; fit: number; word: string } | null;
  signals: string[];
  relaxed: readonly Relaxation[];
}
