import { describe, expect, it } from 'vitest';
import { checkMenuPhoto, dishChoices, isUpgradeRequired, rememberDish, toRecommendedWine } from './premium-ai';

describe('checkMenuPhoto', () => {
  it('titles problems as the spec does for menu and meal photos', () => {
    expect(checkMenuPhoto({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file',
      description: 'Please upload an image file (JPG, PNG, or WebP).',
    });
    expect(checkMenuPhoto({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 10MB.',
    });
    expect(checkMenuPhoto({ type: 'image/png', size: 1024 })).toBeNull();
  });
});

describe('isUpgradeRequired', () => {
  it('is a 403 with the upgrade flag, nothing else', () => {
    expect(isUpgradeRequired({ status: 403, data: { statusCode: 403, message: 'x', upgrade: true } })).toBe(true);
    expect(isUpgradeRequired({ status: 403, data: { message: 'Profile setup required' } })).toBe(false);
    expect(isUpgradeRequired({ status: 500 })).toBe(false);
  });
});

describe('toRecommendedWine', () => {
  it("maps a meal pairing's wine onto the dashboard's card, naming its dish", () => {
    const wine = toRecommendedWine({
      wineName: 'Penfolds Bin 28 Shiraz',
      producer: 'Penfolds',
      region: 'Barossa Valley',
      wineType: 'Red Wine',
      vintage: null,
      confidence: 90,
      priceRange: '$40-50',
      matchReason: 'With the steak: firm tannins.',
      catalogueWineId: 'sa-penfolds-bin-28-shiraz',
      description: 'Notes',
      abv: '14.5%',
      rating: '4.2/5',
      variety: 'Shiraz',
      dish: 'steak',
    });
    expect(wine).toMatchObject({
      id: 'sa-penfolds-bin-28-shiraz',
      name: 'Penfolds Bin 28 Shiraz',
      type: 'Red Wine',
      signals: ['for steak'],
    });
  });
});

describe('dishChoices', () => {
  it('leads with the suggested dishes, then what was read, then the common ones, once each', () => {
    const choices = dishChoices({ suggestedDishes: ['Lamb shanks with mash', 'Steak'], recognizedFood: ['Oysters'] });
    expect(choices.slice(0, 3)).toEqual(['Lamb shanks with mash', 'Steak', 'Oysters']);
    expect(choices.filter((c) => c === 'Steak')).toHaveLength(1);
    expect(choices).toHaveLength(16);
    expect(dishChoices(null)[0]).toBe('Steak');
  });
});

describe('rememberDish', () => {
  it('keeps one dish per photo, the latest first, and forgets the oldest beyond the limit', () => {
    let list = rememberDish([], 'a', 'Pizza');
    list = rememberDish(list, 'b', 'Sushi');
    list = rememberDish(list, 'a', 'Margherita pizza');
    expect(list).toEqual([
      { key: 'a', dish: 'Margherita pizza' },
      { key: 'b', dish: 'Sushi' },
    ]);
    expect(rememberDish(list, 'c', 'Oysters', 2)).toEqual([
      { key: 'c', dish: 'Oysters' },
      { key: 'a', dish: 'Margherita pizza' },
    ]);
  });
});
