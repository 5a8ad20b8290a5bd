import { suggestDishes } from './dish-suggestions';

describe('dish suggestions for the confirm-the-dish step', () => {
  it('offers the food the photo prints (a menu, a packet) before the foods of recent searches', () => {
    const lines = ['THE GRILL', 'Lamb shanks with mash  34', 'Open 7 days', 'Barramundi, lemon butter 38.50'];
    const searches = ['a Barossa Shiraz for a steak', 'something under $20', 'wine for lamb shanks'];
    expect(suggestDishes(lines, searches)).toEqual(['Lamb shanks with mash', 'Barramundi, lemon butter', 'steak', 'lamb shanks']);
  });

  it('offers nothing when neither the photo nor the searches name a food, and never repeats a dish', () => {
    expect(suggestDishes(['Open 7 days', 'www.example.com'], ['a cheap red'])).toEqual([]);
    expect(suggestDishes([], ['pizza night', 'Pizza night', 'best wine for pizza'])).toEqual(['pizza']);
    expect(suggestDishes([], ['oysters', 'sushi', 'pizza'], 2)).toEqual(['oysters', 'sushi']);
  });
});
