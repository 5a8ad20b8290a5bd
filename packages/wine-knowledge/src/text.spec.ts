import { fold, normalise, plainText, withoutAccents } from './text';

describe('text folding (one module for every reader)', () => {
  it('takes accents off and lower-cases', () => {
    expect(withoutAccents('Rosé Mourvèdre')).toBe('Rose Mourvedre');
    expect(plainText('Rosé Wine')).toBe('rose wine');
  });

  it('normalises a typed query, keeping prices and decimals', () => {
    expect(normalise("Jacob's Creek Rosé & cheese under $20, 13.5%!")).toBe('jacobs creek rose and cheese under $20 13.5%');
  });

  it('folds OCR text, keeping decimals and % but not $', () => {
    expect(fold('JACOB’S CREEK · 13.5% Vol. $20')).toBe('jacobs creek 13.5% vol 20');
  });
});
