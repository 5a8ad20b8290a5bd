import { analyseLabel } from './analyse-label';
import { OcrLine } from './ocr-line';
import { nameMissing, unrecognised, withYearFrom } from './read-bottle';

const line = (text: string, height: number, top: number, left = 100): OcrLine => ({
  text,
  height,
  top,
  left,
  width: text.length * height * 0.6,
  confidence: 0.95,
  cx: left + (text.length * height * 0.6) / 2,
  cy: top + height / 2,
});

describe('withYearFrom', () => {
  const first = [line('YALUMBA', 60, 0), line('The Virgilius', 40, 80), line('Viognier', 40, 130), line('Eden Valley', 24, 200)];
  const reading = (lines: OcrLine[]) => ({ result: analyseLabel(lines, 2026), lines });

  it('adds the year another pass read to an undated reading of the same wine', () => {
    const zoomed = [line('YALUMBA', 60, 0), line('Zu14', 40, 250)];
    const kept = reading(first);
    const [result, lines] = withYearFrom([kept, reading(zoomed)], kept.result, kept.lines, 2026);
    expect(result.vintage).toBe('2014');
    expect(result.catalogueWineId).toBe(kept.result.catalogueWineId);
    expect(lines.map((l) => l.text)).toContain('Zu14');
  });

  it('leaves the reading as it was when no pass read a year', () => {
    const kept = reading(first);
    const [result] = withYearFrom([kept, reading([line('YALUMBA', 60, 0)])], kept.result, kept.lines, 2026);
    expect(result).toBe(kept.result);
    expect(result.vintage).toBe('Unknown');
  });
});

describe('nameMissing', () => {
  it('is a reading with no catalogue wine and one name at most', () => {
    expect(nameMissing({ catalogueWineId: null, producer: 'Shiraz', wineName: 'Shiraz' })).toBe(true);
    expect(nameMissing({ catalogueWineId: null, producer: 'Unknown', wineName: 'Unknown' })).toBe(true);
    expect(nameMissing({ catalogueWineId: null, producer: 'Kestrel Ridge', wineName: 'Kestrel Ridge Red Dirt' })).toBe(false);
    expect(nameMissing({ catalogueWineId: 'sa-turkey-flat-shiraz', producer: 'Turkey Flat', wineName: 'Turkey Flat' })).toBe(
      false,
    );
  });
});

describe('unrecognised', () => {
  it('is a reading with nothing a label prints: what upside-down print reads as', () => {
    expect(unrecognised(analyseLabel([line('abueln', 60, 0), line('spiotuad', 40, 80)], 2026))).toBe(true);
    expect(unrecognised(analyseLabel([line('abueln', 60, 0), line('2019', 40, 80)], 2026))).toBe(false);
    expect(unrecognised(analyseLabel([line('Kestrel Ridge', 60, 0), line('Shiraz', 40, 80)], 2026))).toBe(false);
  });
});
