import type { OcrLine } from '../label/ocr-line';
import { fitSlopeField, placeBoxes } from './page-geometry';
import { parseWineList } from './parse-wine-list';

// A page photographed at an angle, drawn by hand: rows 40 px apart whose slope changes down the
// page (a keystone and a turn) and bows (a bend), so a name and its price a page-width apart sit
// up to a line and a half apart in the photo.
const WIDTH = 1200;
const slopeAt = (x: number, y: number) => 0.03 + 0.00004 * (x - 600) + 0.00006 * y;
/** Where the page point (x, y) lands in the photo: carried along the slope field from x = 600. */
const photoY = (x: number, y: number) => y + (0.03 + 0.00006 * y) * (x - 600) + (0.00004 * (x - 600) ** 2) / 2;

function box(text: string, left: number, width: number, rowY: number, height = 24): OcrLine {
  const cx = left + width / 2;
  const cy = photoY(cx, rowY);
  return {
    text,
    confidence: 0.98,
    height,
    width,
    left,
    top: Math.round(cy - height / 2),
    angle: Math.atan(slopeAt(cx, cy)),
    cx,
    cy,
  };
}

const NAMES = [
  'Seppelt St Peters Shiraz 2018',
  'Bass Phillip Estate Pinot Noir 2019',
  'Grosset Polish Hill Riesling 2021',
  'Two Moons Savagnin 2022',
  'Ruby Gums GSM 2020',
  'Yalumba Y Series Viognier 2022',
  'Wynns Black Label Cabernet 2017',
  'Tyrrells Vat 1 Semillon 2015',
];

describe('page geometry: rows of a list photographed at an angle', () => {
  const lines = NAMES.flatMap((name, i) => [
    box(name, 80, name.length * 13, 200 + i * 40),
    box(`${14 + i} / ${64 + i}`, 1000, 110, 200 + i * 40),
  ]);

  it('fits the slope field the lines were drawn with', () => {
    const field = fitSlopeField(lines, WIDTH);
    // at the page's middle, top and bottom the fitted slope is within a hair of the drawn one
    for (const [x, y] of [
      [600, 200],
      [300, 400],
      [1000, 480],
    ])
      expect(Math.abs(field.a + field.b * x + field.c * y - slopeAt(x, y))).toBeLessThan(0.004);
  });

  it("carries each row's boxes to one height", () => {
    const placed = placeBoxes(lines, WIDTH);
    for (let i = 0; i < NAMES.length; i++) {
      const [name, price] = [placed[2 * i], placed[2 * i + 1]];
      expect(Math.abs(name.rowY - price.rowY)).toBeLessThan(8);
    }
    // while in the photo the price sits more than a line lower than its name
    expect(lines[15].cy! - lines[14].cy!).toBeGreaterThan(40);
  });

  it('joins every name to its own prices', () => {
    const entries = parseWineList({ lines, width: WIDTH, height: 900 }, 2026);
    expect(entries.map((e) => [e.name, e.glassPrice, e.bottlePrice])).toEqual(NAMES.map((name, i) => [name, 14 + i, 64 + i]));
  });

  it('leaves a level page level', () => {
    const level = NAMES.map((name, i): OcrLine => ({
      text: name,
      confidence: 0.99,
      height: 24,
      width: 400,
      left: 80,
      top: 200 + i * 40,
      angle: 0,
    }));
    const field = fitSlopeField(level, WIDTH);
    expect([field.a, field.b, field.c].map((v) => Math.abs(v) < 1e-9)).toEqual([true, true, true]);
  });

  it("sets the rows' slope by the prices when the letters lean more than the rows run (perspective), a price or two lost", () => {
    // rows 43 px apart running 0.008 down to the right; every name box reads 0.022
    const sheared = NAMES.flatMap((name, i) => {
      const y = 240 + i * 43;
      const nameBox: OcrLine = { text: name, confidence: 0.98, height: 30, width: 330, left: 100, top: y - 15, angle: 0.022 };
      const price: OcrLine = {
        text: String(52 + i),
        confidence: 0.98,
        height: 36,
        width: 36,
        left: 1900,
        top: Math.round(y + 0.008 * 1650) - 18,
        angle: 0,
      };
      return i === 2 || i === 5 ? [nameBox] : [nameBox, price];
    });
    const entries = parseWineList({ lines: sheared, width: 2000, height: 900 }, 2026);
    expect(entries.map((e) => [e.name, e.bottlePrice])).toEqual(
      NAMES.flatMap((name, i) => (i === 2 || i === 5 ? [] : [[name, 52 + i]])),
    );
  });
});
