import {
  bandReadsBetter,
  type Box,
  decodeLine,
  mergeRowPieces,
  middleBand,
  type RecognisedLine,
  turnedReadsBetter,
} from './line-recogniser';

const DICTIONARY = ['a', 'b', 'c', ' '];

/** A [1, steps, classes] output whose most likely class per step is the given one. */
function output(bestPerStep: number[], probability = 0.9) {
  const classes = DICTIONARY.length + 1;
  const data = new Float32Array(bestPerStep.length * classes).fill((1 - probability) / (classes - 1));
  bestPerStep.forEach((k, t) => (data[t * classes + k] = probability));
  return { data, dims: [1, bestPerStep.length, classes] };
}

const box = (left: number, top: number, width: number, height: number): Box => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
];
const piece = (text: string, b: Box, mean = 0.9): RecognisedLine => ({ text, mean, box: b });

describe('decodeLine (CTC greedy)', () => {
  it('drops blanks and repeats, but keeps a letter repeated across a blank', () => {
    // a a _ a b b _ _ c
    expect(decodeLine(output([1, 1, 0, 1, 2, 2, 0, 0, 3]), DICTIONARY)).toEqual({ text: 'aabc', mean: expect.any(Number) });
  });

  it('means the probability of the kept characters, and is 0 for an empty line', () => {
    expect(decodeLine(output([1, 0, 2], 0.8), DICTIONARY).mean).toBeCloseTo(0.8, 5);
    expect(decodeLine(output([0, 0, 0]), DICTIONARY)).toEqual({ text: '', mean: 0 });
  });
});

describe('mergeRowPieces', () => {
  it('joins the pieces of one printed row left to right, and orders rows top to bottom', () => {
    const rows = mergeRowPieces([
      piece('$46', box(400, 102, 40, 20)),
      piece('Second Wine 2019', box(10, 140, 200, 20)),
      piece('First Wine 2018', box(10, 100, 200, 22)),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['First Wine 2018 $46', 'Second Wine 2019']);
    expect(rows[0].box).toEqual([
      [10, 100],
      [440, 102],
      [440, 122],
      [10, 122],
    ]);
  });

  it('drops pieces read with under 0.5 mean probability', () => {
    expect(
      mergeRowPieces([piece('noise', box(0, 0, 50, 20), 0.3), piece('Shiraz', box(0, 50, 80, 20))]).map((r) => r.text),
    ).toEqual(['Shiraz']);
    expect(mergeRowPieces([])).toEqual([]);
  });

  it('averages the row’s probability', () => {
    const [row] = mergeRowPieces([piece('a', box(0, 0, 10, 20), 0.6), piece('b', box(20, 0, 10, 20), 1)]);
    expect(row.mean).toBeCloseTo(0.8, 5);
  });

  it('joins a row across a wide gap only when allowed (a wine list yes, two bottles side by side no)', () => {
    const pieces = [piece('Lobethal Road', box(190, 180, 300, 48)), piece('DE BORTOLI', box(860, 182, 160, 48))];
    expect(mergeRowPieces(pieces).map((r) => r.text)).toEqual(['Lobethal Road DE BORTOLI']);
    expect(mergeRowPieces(pieces, 3).map((r) => r.text)).toEqual(['Lobethal Road', 'DE BORTOLI']);
    // the words of one name a space apart stay one row
    const name = [piece('JACOBS', box(100, 100, 160, 48)), piece('CREEK', box(300, 100, 140, 48))];
    expect(mergeRowPieces(name, 3).map((r) => r.text)).toEqual(['JACOBS CREEK']);
  });
});

describe('middleBand', () => {
  it('keeps the middle share of a box, along its own tilt', () => {
    const box: Box = [
      [0, 10],
      [100, 0],
      [100, 40],
      [0, 50],
    ];
    expect(middleBand(box, 0.5)).toEqual([
      [0, 20],
      [100, 10],
      [100, 30],
      [0, 40],
    ]);
  });
});

describe('bandReadsBetter', () => {
  it('takes a clearly surer read of the band', () => {
    expect(bandReadsBetter({ text: 'held by fine, lacy tannins', mean: 0.86 }, { text: '', mean: 0 })).toBe(true);
    expect(bandReadsBetter({ text: "Best's Great Western", mean: 0.87 }, { text: "Best'sGreat esiea", mean: 0.78 })).toBe(true);
  });

  it('keeps the whole read when the band is hardly surer, or a sure fragment of it', () => {
    expect(bandReadsBetter({ text: 'Shiraz 2013', mean: 0.8 }, { text: 'Shiraz 2O13', mean: 0.79 })).toBe(false);
    expect(bandReadsBetter({ text: 'Grea', mean: 0.99 }, { text: "Best's Great Westem", mean: 0.7 })).toBe(false);
  });

  it('keeps a speck dropped: a letter or two, or an unsure read, from a box read as nothing', () => {
    expect(bandReadsBetter({ text: 'U', mean: 0.9 }, { text: '', mean: 0.3 })).toBe(false);
    expect(bandReadsBetter({ text: 'rnlu', mean: 0.55 }, { text: 'r', mean: 0.3 })).toBe(false);
    // small print run together, unsure but words
    expect(bandReadsBetter({ text: 'producedandbotledbyBrolaDownsellars', mean: 0.67 }, { text: 'pd', mean: 0.3 })).toBe(true);
  });
});

describe('turnedReadsBetter', () => {
  it('takes the surer reading of a tall box, unless only one way round reads a year', () => {
    expect(turnedReadsBetter({ text: 'spiosuad', mean: 0.7 }, { text: 'PENFOLDS', mean: 0.95 })).toBe(true);
    expect(turnedReadsBetter({ text: 'PENFOLDS', mean: 0.95 }, { text: 'spiosuad', mean: 0.7 })).toBe(false);
    // a year up a label's edge read upside down is digits too, and may be read more surely
    expect(turnedReadsBetter({ text: '9102', mean: 0.97 }, { text: '2016', mean: 0.9 })).toBe(true);
    expect(turnedReadsBetter({ text: '2016', mean: 0.9 }, { text: '9102', mean: 0.97 })).toBe(false);
    // but not a year read too unsurely to count
    expect(turnedReadsBetter({ text: '9102', mean: 0.97 }, { text: '2016', mean: 0.4 })).toBe(false);
  });
});
