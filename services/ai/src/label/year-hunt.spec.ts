import sharp from 'sharp';
import type { LabelReader, ReadOptions } from './label-ocr';
import type { OcrLine } from './ocr-line';
import { readBottle } from './read-bottle';
import { faintPrintMask, labelBox, type Tile, yearLinesOf, yearPlaces } from './year-hunt';

const line = (text: string, height: number, top: number, left: number, extra: Partial<OcrLine> = {}): OcrLine => ({
  text,
  height,
  top,
  left,
  width: text.length * height * 0.6,
  confidence: 0.97,
  cx: left + (text.length * height * 0.6) / 2,
  cy: top + height / 2,
  ...extra,
});

describe('labelBox', () => {
  it("widens the names' extent to the label's edges, within the frame", () => {
    const box = labelBox([line('PENFOLDS', 60, 300, 300), line('Grange', 40, 400, 340)], 1000, 1200)!;
    // a third of the names' width (288 px) each side, an eighth of their height (140 px) above and below
    expect(box.left).toBeLessThan(300 - 90);
    expect(box.left + box.width).toBeGreaterThan(588 + 90);
    expect(box.top).toBeLessThan(300);
    expect(box.top + box.height).toBeGreaterThan(440);
    expect(labelBox([line('PENFOLDS', 60, 10, 5)], 400, 400)).toMatchObject({ left: 0, top: 0 });
    // names in a short block: the label below and above them, to a label's height (a corner year at its foot)
    const short = labelBox(
      [line('Freycinet', 47, 224, 410), line('Pinot Noir', 29, 310, 447), line('Tasmania', 14, 386, 475)],
      1024,
      740,
    )!;
    expect(short.height).toBeGreaterThanOrEqual(1.3 * short.width - 2);
    expect(short.top + short.height).toBeGreaterThan(530);
    expect(labelBox([], 1000, 1000)).toBeNull();
  });
});

describe('yearPlaces', () => {
  it('is both edges turned a quarter, then the four corners as printed, all on the label', () => {
    const box = { left: 100, top: 50, width: 500, height: 800 };
    const places = yearPlaces(box);
    expect(places.filter((p) => p.turned).map((p) => p.rect.left)).toEqual([100, 600 - places[1].rect.width]);
    expect(places.filter((p) => p.turned).every((p) => p.rect.height === 800)).toBe(true);
    const corners = places.filter((p) => !p.turned).map((p) => [p.rect.left, p.rect.top]);
    expect(corners).toContainEqual([100, 50]);
    expect(corners).toContainEqual([600 - places[2].rect.width, 850 - places[2].rect.height]);
  });
});

describe('yearLinesOf', () => {
  const tiles: Tile[] = [
    { place: { rect: { left: 0, top: 0, width: 100, height: 800 }, turned: true }, y: 0, height: 200, scale: 2 },
    { place: { rect: { left: 400, top: 700, width: 200, height: 100 }, turned: false }, y: 224, height: 300, scale: 3 },
  ];

  it('keeps the lines printing a vintage, placed back where their tile shows', () => {
    const read = [
      line('2016', 40, 80, 300),
      line('Shiraz', 40, 120, 600),
      line('2019', 30, 400, 90),
      line('Est. 1919', 30, 460, 90),
      line('(08) 8523 2017', 30, 500, 10),
    ];
    const found = yearLinesOf(read, tiles, 2026);
    expect(found.map((l) => l.text)).toEqual(['2016', '2019']);
    // up the left edge: a vertical line in the strip's middle, its size in the label's pixels
    expect(found[0]).toMatchObject({ angle: -Math.PI / 2, cx: 50, cy: 400, height: 20 });
    // the corner's: where the tile shows it
    expect(found[1].cx).toBe(Math.round(400 + (90 + 36) / 3));
    expect(found[1].cy).toBe(Math.round(700 + (415 - 224) / 3));
  });
});

describe('faintPrintMask', () => {
  it('makes print a little darker than its paper black and a pixel wider, the paper white', () => {
    const [w, h] = [7, 3];
    const paper = new Uint8Array(w * h).fill(230);
    const gray = paper.slice();
    // a hairline of a light grey ink, one pixel wide, and sensor noise on the paper
    gray[1 * w + 3] = 190;
    gray[0] = 222;
    const mask = faintPrintMask(gray, paper, w, h, false);
    expect(mask[1 * w + 3]).toBe(0);
    expect([mask[1 * w + 2], mask[1 * w + 4], mask[3], mask[2 * w + 3]]).toEqual([0, 0, 0, 0]);
    expect(mask[0]).toBe(255);
    expect(mask[1 * w + 0]).toBe(255);
    // light print on a dark label
    const dark = new Uint8Array(w * h).fill(30);
    const lit = dark.slice();
    lit[10] = 80;
    expect(faintPrintMask(lit, dark, w, h, true)[10]).toBe(0);
    expect(faintPrintMask(lit, dark, w, h, false)[10]).toBe(255);
  });
});

describe('readBottle looking for a year', () => {
  // a reader that reads the names, and a year only on the hunt's mosaic (its first tile: the left edge)
  const reader = (calls: ReadOptions[]): LabelReader => ({
    read: async (_image: Buffer, options: ReadOptions = {}) => {
      calls.push(options);
      const names = [line('YALUMBA', 60, 300, 300), line('The Virgilius', 40, 400, 280), line('Viognier', 40, 460, 320)];
      if (options.bothWays) return [line('2016', 40, 60, 200)];
      return names;
    },
  });

  it('reads an undated label again where the year hides, and keeps the wine it named', async () => {
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const calls: ReadOptions[] = [];
    const r = await readBottle(photo, reader(calls), undefined, 2026);
    expect(r.analysis.vintage).toBe('2016');
    expect(r.analysis.catalogueWineId).toBe('sa-yalumba-the-virgilius-viognier');
    expect(calls.filter((c) => c.bothWays)).toHaveLength(1);
  });

  it('costs no pass when the year was read', async () => {
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const calls: ReadOptions[] = [];
    const dated: LabelReader = {
      read: async (_image, options = {}) => {
        calls.push(options);
        return [line('YALUMBA', 60, 300, 300), line('The Virgilius', 40, 400, 280), line('2018', 40, 520, 340)];
      },
    };
    const r = await readBottle(photo, dated, undefined, 2026);
    expect(r.analysis.vintage).toBe('2018');
    expect(r.passes).toBe(1);
    expect(calls).toHaveLength(1);
  });
});
