import type { RecommendedWine } from '@wine/contracts';
import { cardsOf, storedCards } from './recommendations.repository';

const card: RecommendedWine = {
  id: 'sa-henschke-henrys-seven',
  name: "Henschke Henry's Seven",
  producer: 'Henschke',
  type: 'Red Wine',
  region: 'Barossa Valley',
  vintage: null,
  description: 'A juicy, spicy red.',
  priceRange: '$35-45',
  abv: '14.5%',
  rating: '4.1/5',
  matchReason: 'Supple tannins for lamb roast.',
  confidence: 95,
  signals: ['Shiraz', 'pairs with lamb roast'],
  variety: 'Shiraz Grenache Mataro Viognier',
};

describe("a search's cards in the history record", () => {
  it('read back as they were answered', () => {
    expect(cardsOf(storedCards([card, { ...card, id: 'x', confidence: 40 }]))).toEqual([
      card,
      { ...card, id: 'x', confidence: 40 },
    ]);
    expect(cardsOf(storedCards([]))).toEqual([]);
  });

  it('keep a field left undefined as null, as the driver wrote it when the cards were documents', () => {
    const [read] = cardsOf(storedCards([{ ...card, location: undefined }]));
    expect(read).toHaveProperty('location', null);
  });

  it('of a record written before, as the array it holds', () => {
    const before = [card];
    expect(cardsOf(before)).toBe(before);
  });
});
