import { analyseLabel } from './analyse-label';
import { segment } from './as-printed';
import { readingOrder } from './label-layout';
import { OcrLine } from './ocr-line';

/** A line centred at (cx, cy), tilted by `angle` radians. */
const line = (text: string, height: number, cx: number, cy: number, angle = 0): OcrLine => {
  const width = text.length * height * 0.6;
  return { text, height, width, cx, cy, angle, top: cy - height / 2, left: cx - width / 2, confidence: 0.97 };
};

/** Lines of a label rotated by `deg` degrees about (500, 500), as a tilted photo shows them. */
const tilted = (lines: [string, number, number, number][], deg: number) => {
  const a = (deg * Math.PI) / 180;
  return lines.map(([text, h, x, y]) => {
    const [dx, dy] = [x - 500, y - 500];
    return line(text, h, 500 + dx * Math.cos(a) - dy * Math.sin(a), 500 + dx * Math.sin(a) + dy * Math.cos(a), a);
  });
};

describe('reading a label by its own geometry', () => {
  it('keeps a wrapped name in order on a label tilted by 12°', () => {
    const lines = tilted(
      [
        ['KESTREL', 70, 380, 200],
        ['RIDGE ESTATE', 70, 560, 285],
        ['Red Dirt Shiraz', 40, 500, 420],
      ],
      -12,
    );
    expect(readingOrder(lines).map((l) => l.text)).toEqual(['KESTREL', 'RIDGE ESTATE', 'Red Dirt Shiraz']);
  });

  it('answers a wine not in the catalogue with its producer and name as printed, never Unknown', () => {
    const result = analyseLabel(
      [
        line('KESTREL RIDGE', 70, 500, 200),
        line('ESTATE VINEYARD', 70, 500, 285),
        line('Red Dirt Shiraz', 40, 500, 420),
        line('2019', 50, 500, 520),
        line('Product of Australia', 18, 500, 800),
        line('14.5% alc/vol 750 mL', 18, 500, 860),
      ],
      2026,
    );
    expect(result.catalogueWineId).toBeNull();
    expect(result.producer).toBe('Kestrel Ridge Estate Vineyard');
    expect(result.wineName).toBe('Kestrel Ridge Estate Vineyard Red Dirt Shiraz');
    expect(result.vintage).toBe('2019');
  });

  it('takes the producer from a back label’s bottler statement', () => {
    const result = analyseLabel(
      [
        line('Quenda Flat Night Heron Shiraz 2015', 24, 500, 100),
        line('Deep plum and spice from old vines.', 16, 500, 160),
        line('Produced and bottled by Quenda Flat, Clare Valley', 16, 500, 400),
      ],
      2026,
    );
    expect(result.producer).toBe('Quenda Flat');
    expect(result.wineName).toBe('Quenda Flat Night Heron Shiraz');
  });

  it('splits letter-spaced capitals that OCR ran together on known words', () => {
    expect(segment('KARRIPOINTESTATEVINEYARD')).toBe('KARRI POINT ESTATE VINEYARD');
  });

  it('reads NV', () => {
    expect(analyseLabel([line('Croser', 80, 500, 200), line('NV', 50, 500, 400)], 2026).vintage).toBe('NV');
  });
});
