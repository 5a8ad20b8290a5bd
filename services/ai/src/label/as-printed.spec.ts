import { analyseLabel } from './analyse-label';
import { afterPrefix, headingSplit, segment, splitByProducerWord, withoutHeadingYear } from './as-printed';
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

  // a back label: the heading names the wine, the small print's bottler statement its producer
  it.each([
    {
      title: 'takes the producer from a back label’s bottler statement',
      lines: [
        line('Quenda Flat Night Heron Shiraz 2015', 24, 500, 100),
        line('Deep plum and spice from old vines.', 16, 500, 160),
        line('Produced and bottled by Quenda Flat, Clare Valley', 16, 500, 400),
      ],
      producer: 'Quenda Flat',
      wineName: 'Quenda Flat Night Heron Shiraz',
    },
    {
      title: 'reads a bottler statement small print misread, and a heading that lost its first letters',
      lines: [
        line('ark Point Family Wines Paddock Block Pinot Nofr', 24, 500, 100),
        line('Deep plum and spice from old vines.', 16, 500, 160),
        line('Produced and botled by Ironbark Poiat Family Wines, Heathcote', 16, 500, 400),
      ],
      producer: 'Ironbark Poiat Family Wines',
      wineName: 'Ironbark Poiat Family Wines Paddock Block Pinot Nofr',
    },
    {
      title: 'takes the heading’s producer when the statement’s ran into its region',
      lines: [
        line('Brolga Downs Cellars TreChains Tempranillo2023', 24, 500, 100),
        line('producedandbotledbyBrolaDownsellarsGreatouthe', 20, 500, 400),
        line('Contains sulphites. Product of Australia', 16, 500, 440),
      ],
      producer: 'Brolga Downs Cellars',
      wineName: 'Brolga Downs Cellars TreChains Tempranillo',
    },
  ])('$title', ({ lines, producer, wineName }) => {
    const result = analyseLabel(lines, 2026);
    expect(result.producer).toBe(producer);
    expect(result.wineName).toBe(wineName);
  });

  it('splits a heading where the statement’s producer ends, and only a heading that starts with it', () => {
    expect(headingSplit('Kestrel Ridge Red Dirt Shiraz', 'Kestrel Ridge')).toEqual({
      producer: 'Kestrel Ridge',
      rest: 'Red Dirt Shiraz',
    });
    expect(headingSplit('Contains sulphites. Product of Australia', 'Bilby Flat Estate')).toBeNull();
    expect(headingSplit('Red Dirt Shiraz by Kestrel Ridge', 'Kestrel Ridge')).toBeNull();
  });

  it('reads a heading ending in a year as a name, split after its producer word', () => {
    expect(withoutHeadingYear('Brolga Downs Cellars TreChains Tempranillo2023')).toBe(
      'Brolga Downs Cellars TreChains Tempranillo',
    );
    expect(withoutHeadingYear('id R 2022')).toBe('id R 2022');
    expect(withoutHeadingYear('Vintage 2019')).toBe('Vintage 2019');
    expect(splitByProducerWord('Brolga Downs Cellars TreChains Tempranillo')).toEqual({
      producer: 'Brolga Downs Cellars',
      wineName: 'TreChains Tempranillo',
    });
    expect(splitByProducerWord('Currawong Springs Wine Co Slow Burn')).toEqual({
      producer: 'Currawong Springs Wine Co',
      wineName: 'Slow Burn',
    });
    // a producer of two producer words, no wine's name after it
    expect(splitByProducerWord('Kestrel Ridge Estate Vineyard')).toBeNull();
    const result = analyseLabel(
      [
        line('Brolga Downs Cellars TreChains Tempranillo2023', 23, 500, 100),
        line('Contains sulphites. Product of Australia', 18, 500, 400),
        line('14.8%alc/vol750mL', 21, 500, 440),
      ],
      2026,
    );
    expect([result.producer, result.wineName, result.vintage]).toEqual([
      'Brolga Downs Cellars',
      'Brolga Downs Cellars TreChains Tempranillo',
      '2023',
    ]);
  });

  it('splits letter-spaced capitals that OCR ran together on known words', () => {
    expect(segment('KARRIPOINTESTATEVINEYARD')).toBe('KARRI POINT ESTATE VINEYARD');
  });

  it('reads NV', () => {
    expect(analyseLabel([line('Croser', 80, 500, 200), line('NV', 50, 500, 400)], 2026).vintage).toBe('NV');
    // ending a back label's heading, its V read as a y
    expect(analyseLabel([line('Pewsey Vaie Cueii valley Riesling Ny', 20, 500, 100)], 2026).vintage).toBe('NV');
    expect(analyseLabel([line('Shiraz', 80, 500, 200), line('Sunny', 30, 500, 400)], 2026).vintage).toBe('Unknown');
  });

  it('joins the pieces of a name the detector boxed apart in one row (a tilted label)', () => {
    const result = analyseLabel(
      tilted(
        [
          ['Quenda Flat', 57, 310, 160],
          ['Estate', 50, 610, 160],
          ['Night Heron', 62, 300, 340],
          ['Shiraz', 52, 620, 340],
          ['2009', 63, 380, 480],
        ],
        6,
      ),
      2026,
    );
    expect(result.producer).toBe('Quenda Flat Estate');
    expect(result.wineName).toBe('Quenda Flat Estate Night Heron Shiraz');
  });

  it('joins the pieces of a vertical name up the label, and down it when a producer word ends it at the bottom', () => {
    const up = analyseLabel(
      [
        line('Cellars', 31, 290, 140, -Math.PI / 2),
        line('Ridge', 31, 290, 300, -Math.PI / 2),
        line('Tallowwood', 31, 290, 450, -Math.PI / 2),
        line('Three Chains Chardonnay', 34, 480, 270),
        line('2022', 49, 480, 350),
      ],
      2026,
    );
    expect(up.producer).toBe('Tallowwood Ridge Cellars');
    expect(up.wineName).toBe('Tallowwood Ridge Cellars Three Chains Chardonnay');
    const down = analyseLabel(
      [
        line('Tallowwood', 31, 290, 150, -Math.PI / 2),
        line('Ridge', 31, 290, 300, -Math.PI / 2),
        line('Cellars', 31, 290, 440, -Math.PI / 2),
        line('Three Chains Chardonnay', 34, 480, 270),
      ],
      2026,
    );
    expect(down.producer).toBe('Tallowwood Ridge Cellars');
  });

  it('finds the back label heading when OCR dropped spaces in it or before the year', () => {
    const result = analyseLabel(
      [
        line('Currawong Hollow Vineyards Red Dirt Fiano2016', 25, 500, 100),
        line('Produced and bottled by Currawong HollowVineyards, Mornington Peninsula', 17, 500, 240),
      ],
      2026,
    );
    expect(result.producer).toBe('Currawong Hollow Vineyards');
    expect(result.wineName).toBe('Currawong Hollow Vineyards Red Dirt Fiano');
    expect(result.vintage).toBe('2016');
    expect(afterPrefix("Best's Great Western Bin 0", 'bestsgreatwestern')).toBe(20);
    expect(afterPrefix('Kestrel Road', 'kestrelridge')).toBeNull();
  });
});
