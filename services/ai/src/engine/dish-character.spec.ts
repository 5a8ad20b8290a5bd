import { WINES } from '@wine/wine-knowledge';
import { clashesOf, dishCharacterOf, harmonyOf } from './dish-character';

const wine = (id: string) => WINES.find((w) => w.id === id)!;
const principles = (id: string, rules: string[], query: string) =>
  clashesOf(wine(id), dishCharacterOf(rules, query)!).map((c) => c.principle);

describe('dish character and the pairing principles', () => {
  it('reads the dish from its rules and its own words', () => {
    expect(dishCharacterOf([], 'a red')).toBeNull();
    expect(dishCharacterOf(['white-fish'], 'grilled whiting')).toMatchObject({ weight: 2, delicate: true });
    expect(dishCharacterOf(['game'], 'quail with grapes')).toMatchObject({ weight: 3 });
    expect(dishCharacterOf(['white-fish'], 'fish tacos with chipotle')).toMatchObject({ spice: 3 });
    // the barbecue is how the prawns are cooked, not a heavier dish
    expect(dishCharacterOf(['prawns', 'barbecue'], 'prawns on the barbie')).toMatchObject({ weight: 2, delicate: true });
  });

  it('a full-bodied tannic red clashes with delicate fish; a crisp white does not', () => {
    expect(principles('sa-penfolds-grange', ['white-fish'], 'grilled whiting')).toEqual(
      expect.arrayContaining(['weight', 'tannin-seafood']),
    );
    expect(principles('sa-grosset-polish-hill-riesling', ['white-fish'], 'grilled whiting')).toEqual([]);
  });

  it('tomato wants acidity, chilli fights tannin and alcohol, a dessert wants a sweeter wine', () => {
    expect(principles('sa-mitolo-gam-shiraz', ['tomato-pasta'], 'meatballs in tomato sauce')).toEqual(
      expect.arrayContaining(['weight', 'acid']),
    );
    expect(principles('sa-penfolds-grange', ['thai'], 'red curry')).toEqual(
      expect.arrayContaining(['spice-tannin', 'spice-alcohol']),
    );
    expect(principles('sa-grosset-polish-hill-riesling', ['chocolate-desserts'], 'chocolate mousse')).toContain('sweetness');
    // a sweet wine is no partner for a savoury dish, unless the dish welcomes one (blue cheese)
    const sweet = WINES.find((w) => w.wineType === 'Fortified Wine' && w.structure.sweetness >= 4)!.id;
    expect(principles(sweet, ['lamb'], 'lamb roast')).toContain('sweetness');
    expect(principles(sweet, ['blue-cheese'], 'stilton')).not.toContain('sweetness');
  });

  it('a touch of sweetness cools chilli; an earthy dish welcomes a light red', () => {
    const offDry = WINES.find((w) => w.wineType === 'White Wine' && w.structure.sweetness === 3)!;
    expect(harmonyOf(offDry, dishCharacterOf(['thai'], 'green curry')!)).toBeGreaterThan(0);
    const pinot = WINES.find((w) => w.varietyIds[0] === 'pinot-noir' && w.wineType === 'Red Wine')!;
    expect(harmonyOf(pinot, dishCharacterOf(['vegetarian'], 'grilled eggplant')!)).toBeGreaterThan(0);
    expect(harmonyOf(pinot, dishCharacterOf(['vegetarian'], 'pumpkin soup')!)).toBe(0);
  });
});
