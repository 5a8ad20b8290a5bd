import { DEFAULT_BOTTLE, type SavedWine, type UploadAnalysis } from '@wine/contracts';

// Cellar items for the unit specs: a plain red with one bottle and empty optional fields; each spec
// sets what its case is about.

export const savedWine = (over: Partial<SavedWine> = {}): SavedWine => ({
  id: 'w',
  wineName: 'Wine',
  wineType: 'Red Wine',
  region: 'Barossa Valley',
  vintage: '2020',
  description: '',
  priceRange: '',
  abv: '',
  rating: '',
  source: 'recommendation',
  catalogueWineId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...DEFAULT_BOTTLE,
  producer: '',
  grape: '',
  yourWindow: null,
  ...over,
});

export const uploadAnalysis = (over: Partial<UploadAnalysis> = {}): UploadAnalysis => ({
  id: 'u',
  wineName: 'Wine',
  wineType: 'Red Wine',
  region: 'Yarra Valley',
  vintage: '2020',
  optimalDrinkingStart: '',
  optimalDrinkingEnd: '',
  peakYearsStart: '',
  peakYearsEnd: '',
  analysis: '',
  estimatedValue: '',
  abv: '',
  imageUrl: '/api/uploads/u/image',
  createdAt: '2026-01-01T00:00:00.000Z',
  catalogueWineId: null,
  producer: null,
  confidence: null,
  alternatives: [],
  grape: '',
  windowBasis: null,
  valueBasis: null,
  ...DEFAULT_BOTTLE,
  ...over,
});
