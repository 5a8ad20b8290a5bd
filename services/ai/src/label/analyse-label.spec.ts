import { findWine, typicalAgeingOf } from '@wine/wine-knowledge';
import { analyseLabel } from './analyse-label';
import { priceOf } from './comparable-value';
import { OcrLine } from './ocr-line';

const line = (text: string, height: number, cx: number, cy: number): OcrLine => {
  const width = text.length * height * 0.6;
  return { text, height, width, cx, cy, angle: 0, top: cy - height / 2, left: cx - width / 2, confidence: 0.97 };
};

// docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told: what the label says, and nothing invented
describe('a label not in the catalogue', () => {
  const fiano = () =>
    analyseLabel(
      [
        line('TALLOWWOOD HOLLOW', 70, 500, 200),
        line('ESTATE', 50, 500, 280),
        line('Fiano', 50, 500, 400),
        line('Riverland', 30, 500, 480),
        line('2024', 50, 500, 560),
        line('Product of Australia', 18, 500, 800),
      ],
      2026,
    );

  it('shows the region, grape and vintage as printed', () => {
    const result = fiano();
    expect(result.catalogueWineId).toBeNull();
    expect(result).toMatchObject({ region: 'Riverland', grape: 'Fiano', vintage: '2024', wineType: 'White Wine' });
  });

  it('gives the window typical for the grape, marked as such, and says so in the notes', () => {
    const result = fiano();
    const ageing = typicalAgeingOf('fiano')!;
    expect(result.windowBasis).toBe('typical for Fiano');
    expect(result.optimalDrinkingStart).toBe(String(2024 + ageing.readyAfterYears));
    expect(result.optimalDrinkingEnd).toBe(String(2024 + ageing.drinkByYears));
    expect(result.analysis).toContain('typical for Fiano');
  });

  it('gives no value when too few comparable wines are in the catalogue, never a default', () => {
    const result = fiano();
    // the catalogue has one Riverland Fiano: one price is no range
    expect(result.estimatedValue).toBe('');
    expect(result.valueBasis).toBeNull();
  });

  it('values an unknown Barossa Shiraz by comparable wines and keeps alternatives within the band', () => {
    const result = analyseLabel(
      [
        line('QUOLL CREEK', 70, 500, 200),
        line('Shiraz', 50, 500, 400),
        line('Barossa Valley', 30, 500, 480),
        line('2022', 50, 500, 560),
      ],
      2026,
    );
    expect(result.catalogueWineId).toBeNull();
    expect(result.valueBasis).toBe('comparable wines');
    const value = priceOf(result.estimatedValue)!;
    expect(value).not.toBeNull();
    for (const a of result.alternatives) {
      const p = priceOf(a.estimatedValue)!;
      expect((p.low + p.high) / 2).toBeGreaterThanOrEqual(value.low / 2);
      expect((p.low + p.high) / 2).toBeLessThanOrEqual(value.high * 2);
    }
    expect(result.windowBasis).toBe('typical for Shiraz');
    expect(Number(result.optimalDrinkingEnd) - 2022).toBeLessThanOrEqual(12);
  });

  it('invents no window or value when the label names no grape', () => {
    const result = analyseLabel([line('ZQXWV HOLLOW', 70, 500, 250), line('2021', 60, 500, 420)], 2026);
    expect(result).toMatchObject({
      catalogueWineId: null,
      estimatedValue: '',
      valueBasis: null,
      windowBasis: null,
      optimalDrinkingStart: '',
      optimalDrinkingEnd: '',
      grape: '',
    });
    expect(result.analysis).toContain('no drinking window');
  });

  it('offers no alternatives when the label names neither grape nor style: no price to band them by', () => {
    const result = analyseLabel(
      [line('HENSCHKE CREEK', 70, 500, 200), line('Eden Valley', 30, 500, 480), line('2021', 60, 500, 560)],
      2026,
    );
    expect(result).toMatchObject({ catalogueWineId: null, grape: '', estimatedValue: '', region: 'Eden Valley' });
    // the matcher still finds the producer's $200+ wines by name: none of them is offered for a label of unknown price
    expect(result.match.alternatives.map((m) => m.wine.priceRange)).toContain('$200-250');
    expect(result.alternatives).toEqual([]);
  });
});

describe('a catalogue wine', () => {
  it('keeps the catalogue window and price, marked as from the catalogue', () => {
    const wine = findWine('sa-penfolds-bin-28-shiraz')!;
    const result = analyseLabel(
      [
        line('PENFOLDS', 80, 500, 200),
        line('BIN 28', 60, 500, 320),
        line('Kalimna Shiraz', 40, 500, 400),
        line('2019', 50, 500, 500),
      ],
      2026,
    );
    expect(result.catalogueWineId).toBe(wine.id);
    expect(result).toMatchObject({ estimatedValue: wine.priceRange, valueBasis: 'catalogue', windowBasis: 'catalogue' });
    expect(result.optimalDrinkingEnd).toBe(String(2019 + wine.ageingYears.max));
  });
});
