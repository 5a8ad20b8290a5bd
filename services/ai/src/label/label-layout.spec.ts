import { mergeReadings, subjectBottle, textRegion, unturn, unzoom } from './label-layout';
import { OcrLine } from './ocr-line';

const line = (text: string, left: number, top: number, width: number, height = 30, angle = 0): OcrLine => ({
  text,
  confidence: 0.98,
  height,
  top,
  left,
  width,
  angle,
  cx: left + width / 2,
  cy: top + height / 2,
});

describe('subjectBottle', () => {
  it('on a shop shelf keeps the bottle in the middle of the frame, not its neighbours or the price tags', () => {
    const left = [
      line('Knappstein', 91, 275, 153, 38),
      line('Hand Picked Riesling', 89, 344, 155),
      line('Clare Valley', 138, 413, 55, 21),
    ];
    const subject = [
      line('quenda wendouree estate', 422, 295, 223),
      line('reserve shiraz', 421, 334, 105, 21),
      line('2022', 421, 361, 41, 24),
    ];
    const right = [
      line('Primo Estate', 740, 237, 193, 41),
      line('Joseph Moda Cabernet Merlot', 758, 321, 165, 20),
      line('McLaren Vale', 814, 382, 58, 17),
    ];
    const tags = [line('$39.99 $35.99 $54.99', 315, 550, 394)];
    expect(subjectBottle([...left, ...subject, ...right, ...tags], 1024)).toEqual(subject);
  });

  it('keeps the bottle in the middle of the frame when a second one stands close beside it', () => {
    const subject = [
      line('corymbia flat', 350, 439, 207, 29),
      line('edenvalley viognier', 351, 533, 317, 14),
      line('2013', 350, 604, 112, 17),
      line('mudgee 12.6% alc/vol · 750ml', 352, 784, 182, 22),
    ];
    const beside = [
      line('Penfolds', 834, 382, 176, 42),
      line('Bin 707 Cabernet Sauvign', 795, 464, 228, 26),
      line('2023', 890, 521, 62, 30),
      line('Barossa Valley', 874, 582, 94, 21),
    ];
    expect(subjectBottle([...subject, ...beside], 1024)).toEqual(subject);
  });

  it("keeps the subject's own year up its label's edge, nearer its neighbour's print than its names", () => {
    // a second bottle cut by the frame's left edge, its year up its label's side; the subject's
    // year up its own label's left edge, then its names (read from a held-out photo)
    const neighbour = [
      line('ter Valley', 0, 509, 69, 26),
      line('enwood', 0, 300, 150, 45),
      line('lley Semillon', 0, 418, 147, 35),
      line('1 750ml Product of Australia', 3, 782, 149, 17),
      line('2012', 180, 491, 99, 39, -Math.PI / 2),
    ];
    const subject = [
      line('Hunter Flats', 418, 291, 249, 43),
      line('Semillon', 482, 402, 123, 34),
      line('2003', 275, 475, 95, 36, -Math.PI / 2),
      line('Goulburn Valley', 487, 494, 112, 25),
      line('12.8% alc/vol 750ml Product of Australia', 415, 753, 209, 19),
    ];
    const kept = subjectBottle([...neighbour, ...subject], 1024);
    expect(new Set(kept)).toEqual(new Set(subject));
  });

  it("on a shelf, a tag's offer or barcode and stray pieces bridge no gap between bottles", () => {
    const left = [
      line('asper Hill', 111, 150, 140, 36),
      line('ella Vineyard Grenache', 116, 220, 141, 20),
      line('Heathcote', 146, 266, 54, 17),
    ];
    const subject = [
      line('Brindabella Sands', 424, 158, 185, 27),
      line('Estate Shiraz', 455, 213, 125, 26),
      line('Canberra District', 477, 267, 81, 14),
    ];
    const right = [
      line("Tyrrell's", 777, 164, 122, 38),
      line('Vat 8 Shiraz Caberr', 751, 230, 154, 21),
      line('Hunter Valley', 805, 277, 65, 18),
    ];
    const tags = [
      line('2 for $128', 147, 524, 78, 21),
      line('WAS $46.99', 465, 524, 93, 21),
      line('9 364922 303909', 131, 548, 110, 17),
    ];
    // a stray piece between the left bottle and the subject
    const stray = [line('2 2', 284, 292, 110, 19)];
    const kept = subjectBottle([...left, ...subject, ...right, ...tags, ...stray], 1024);
    expect(kept.filter((l) => /[a-z]{3}/i.test(l.text))).toEqual(subject);
  });

  it('drops a second bottle cut by the frame and keeps the whole one', () => {
    const subject = [line('Lobethal Road', 190, 180, 300), line('Rosé', 260, 300, 60), line('Adelaide Hills', 250, 440, 80)];
    const behind = [line('DE BORTOLI', 860, 180, 164), line('Riverina', 910, 390, 40)];
    expect(subjectBottle([...subject, ...behind], 1024)).toEqual(subject);
  });

  it('keeps every line of one label, its side strip included, and when no bottle is whole', () => {
    // a producer running up the label's side, a little apart from the name across it
    const one = [
      line('KALLESKE', 60, 300, 140, 60, -Math.PI / 2),
      line('Johann Georg', 270, 290, 340),
      line('2007', 370, 400, 130),
    ];
    expect(subjectBottle(one, 1024)).toEqual(one);
    const both = [line('Henschke', 0, 200, 130), line('Croser', 890, 280, 134)];
    expect(subjectBottle(both, 1024)).toEqual(both);
  });
});

const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

describe('textRegion', () => {
  it("covers the subject's print, boxes read or not, with a margin, and leaves a second bottle out", () => {
    const read = [line('Best Wines', 400, 100, 200, 24)];
    // the heading was read; the blurred paragraph below it was only found
    const boxes = [box(400, 100, 600, 124), box(380, 200, 620, 215), box(380, 230, 600, 245), box(900, 300, 1000, 330)];
    const region = textRegion(boxes, read, 1024, 768)!;
    expect(region.left).toBeLessThan(380);
    expect(region.top).toBeLessThan(100);
    expect(region.left + region.width).toBeGreaterThan(620);
    expect(region.left + region.width).toBeLessThan(900);
    expect(region.top + region.height).toBeGreaterThan(245);
  });

  it('keeps a side strip beside the read lines (a producer running up the label) in the region', () => {
    const read = [line('Hilltops Shiraz', 315, 310, 200, 42)];
    const region = textRegion([box(250, 250, 270, 450), box(315, 310, 515, 352)], read, 1024, 768)!;
    expect(region.left).toBeLessThan(250);
  });

  it('gives no region when the print already fills most of the frame, or nothing was found', () => {
    expect(textRegion([box(20, 20, 1000, 60), box(20, 700, 1000, 740)], [], 1024, 768)).toBeNull();
    expect(textRegion([], [], 1024, 768)).toBeNull();
  });
});

describe('unzoom', () => {
  it("puts lines read on a zoomed region back in the frame's pixels", () => {
    const [back] = unzoom([line('Rosé', 100, 50, 200, 60)], { scale: 2, left: 300, top: 100 });
    expect(back).toMatchObject({ left: 350, top: 125, width: 100, height: 30, cx: 400, cy: 140 });
  });
});

describe('mergeReadings', () => {
  it('keeps a line two passes both read once, as the surer pass read it, and adds what only one read', () => {
    const first = [line('Marrow Creek Family Wines', 300, 100, 400, 40), line('Nght Heron', 350, 200, 200, 30)];
    first[1].confidence = 0.7;
    const zoomed = [
      line('Marrow Creek Family wines', 305, 102, 396, 40),
      line('Night Heron', 352, 201, 198, 30),
      line('Shiraz', 400, 260, 100, 28),
    ];
    const merged = mergeReadings(first, zoomed);
    expect(merged.map((l) => l.text)).toEqual(['Marrow Creek Family Wines', 'Night Heron', 'Shiraz']);
  });

  it('keeps two different lines at one place', () => {
    const merged = mergeReadings([line('2019', 300, 100, 100, 40)], [line('Shiraz', 300, 100, 100, 40)]);
    expect(merged.map((l) => l.text)).toEqual(['2019', 'Shiraz']);
  });
});

describe('unturn', () => {
  // a 1000 × 800 frame turned a quarter clockwise is 800 wide and 1000 tall
  it('puts print read level on the turned frame back up the frame', () => {
    // 'TURKEY FLAT' level near the top of the turned frame: up the frame's left side
    const [l] = unturn([line('TURKEY FLAT', 300, 100, 400, 40)], 800);
    expect(l.angle).toBeCloseTo(-Math.PI / 2);
    expect([l.cx, l.cy]).toEqual([120, 299]);
    // across the frame it is the text's height, down it the text's length
    expect([l.left, l.top, l.width, l.height]).toEqual([100, 99, 400, 40]);
  });

  it('puts print read up the turned frame back level', () => {
    const [l] = unturn([line('Shiraz', 500, 400, 200, 50, -Math.PI / 2)], 800);
    expect(l.angle).toBe(0);
    expect([l.cx, l.cy]).toEqual([425, 199]);
    expect([l.left, l.top]).toEqual([325, 174]);
  });
});
