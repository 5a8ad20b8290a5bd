// Response shapes of GET /api/guide/regions and /api/guide/varieties (spec §3). They mirror the
// schemas in packages/wine-knowledge, which the SPA cannot import without a build alias.

export interface FamousWinery {
  name: string;
  specialty: string;
  // A year, or 'Unknown'.
  established: string;
  description: string;
}

export interface WineRegion {
  // A slug such as 'barossa-valley'; grape varieties refer to regions by it.
  id: string;
  name: string;
  state: string;
  description: string;
  climate: string;
  // Free text that may carry notes, e.g. '1840s — first vines planted ...'.
  established: string;
  signatureVarieties: string[];
  characteristics: string[];
  famousWineries: FamousWinery[];
  foodPairings: string[];
  // e.g. '$15-$800+'.
  priceRange: string;
  bestVintages: string[];
}

export interface StateGroup {
  state: string;
  regions: WineRegion[];
}

// Spec §3: red or white; pink-skinned grapes (Pinot Gris, Gewürztraminer) are 'pink'.
export type GrapeType = 'red' | 'white' | 'pink';

export interface GrapeVariety {
  id: string;
  name: string;
  type: GrapeType;
  description: string;
  flavourProfile: string[];
  // e.g. '16-18°C'.
  servingTemp: string;
  agingPotential: string;
  // Region ids.
  bestRegions: string[];
  foodPairings: string[];
  characteristics: string[];
}
