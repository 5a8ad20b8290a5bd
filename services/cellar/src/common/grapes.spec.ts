import { colourOfGrape, varietyOfGrape } from './grapes';

describe('grapes as an import names them', () => {
  it.each([
    ['Syrah', 'red'],
    ['Nebbiolo', 'red'],
    ['Savagnin', 'white'],
    ['Fiano', 'white'],
    ['Pinot Gris', 'white'],
    ['Gewürztraminer', 'white'],
    ['Shiraz Viognier', 'red'],
    ['Syrah-Grenache', 'red'],
    ['Semillon Sauvignon Blanc', 'white'],
    ['Grenache/Shiraz/Mourvèdre', 'red'],
    ['Cabernet Sauvignon', 'red'],
    ['Sauvignon Blanc', 'white'],
    ['Zinfandel', 'red'],
  ])('%s makes %s wine', (grape, colour) => {
    expect(colourOfGrape(grape)).toBe(colour);
  });

  it('knows no colour for a name without a grape', () => {
    expect(colourOfGrape('Estate Reserve')).toBeNull();
    expect(colourOfGrape('')).toBeNull();
  });

  it('reads synonyms as the knowledge base names the grape', () => {
    expect(varietyOfGrape('Syrah')?.name).toBe('Shiraz');
    expect(varietyOfGrape('Mourvedre')?.name).toBe('Mataro');
    expect(varietyOfGrape('Cabernet Sauvignon')?.name).toBe('Cabernet Sauvignon');
    expect(varietyOfGrape('Assyrtiko')).toBeUndefined();
  });
});
