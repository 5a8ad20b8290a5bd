import { DEFAULT_BOTTLE, type SavedWine } from '@wine/contracts';
import { cellarCsv, csvField } from './cellar-csv';

describe('csvField', () => {
  it.each([
    ['Penfolds Grange', 'Penfolds Grange'],
    ['Shiraz, Barossa', '"Shiraz, Barossa"'],
    ['The "Dead Arm"', '"The ""Dead Arm"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+61 3', "'+61 3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
  ])('%p becomes %p', (input, output) => {
    expect(csvField(input)).toBe(output);
  });
});

describe('cellarCsv', () => {
  it('has a header and one row per bottle', () => {
    const wine: SavedWine = {
      id: '1',
      wineName: 'Hill of Grace',
      wineType: 'Red Wine',
      region: 'Eden Valley',
      vintage: null,
      description: 'Old vines, deep and spicy',
      priceRange: '$800-900',
      abv: '14.5%',
      rating: '4.9/5',
      source: 'recommendation',
      catalogueWineId: null,
      createdAt: '2026-03-04T05:06:07.000Z',
      producer: '',
      grape: '',
      yourWindow: null,
      ...DEFAULT_BOTTLE,
      quantity: 6,
      purchasePrice: 42.5,
      purchaseDate: '2025-12-01',
      location: 'Rack B, row 3',
      notes: 'for the 2030 reunion',
    };
    const lines = cellarCsv([wine], []).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Source,Wine Name,Wine Type,Region,Vintage,Price (AUD),ABV,Rating,Drink From,Drink Until,Notes,Added,Quantity,Purchase Price (AUD),Purchase Date,Location,Size (ml),Bottle Notes',
      'Recommended,Hill of Grace,Red Wine,Eden Valley,,$800-900,14.5%,4.9/5,,,"Old vines, deep and spicy",2026-03-04,6,42.50,2025-12-01,"Rack B, row 3",750,for the 2030 reunion',
    ]);
  });
});
