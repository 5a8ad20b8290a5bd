import { answerQuestion } from './answer-question';
import { at, readList } from './list-lines.fixture';
import { matchEntry } from './match-entry';
import { latinLookalikes } from './ocr-lookalikes';
import { mendQuote } from './quote';

// A till roll or a list photographed with a shaking hand, as OCR reads it: a decimal point read
// as '、', a label as '2T' or 'B干', an M as an N, a name over a line of prices with no vintage,
// a glass and a bottle price run together, a price read from a fragment of its print.
const read = (lines: Parameters<typeof readList>[0]) => readList(lines, 520);

describe('print a shaken photo or a till roll blurs', () => {
  it("reads the recogniser's Chinese shapes back as the Latin print they stand for", () => {
    expect(latinLookalikes('24、00 8T 119、00')).toBe('24.00 8T 119.00');
    expect(latinLookalikes('B干207、00')).toBe('BT207.00');
    expect(latinLookalikes('来务SPARKLING 来')).toBe('SPARKLING');
    expect(latinLookalikes('BF I46.00')).toBe('BF 146.00');
    // a word is not a price: its letters stay
    expect(latinLookalikes('HOLM OAK RIESLING')).toBe('HOLM OAK RIESLING');
  });

  it('reads a till roll: a name over its vintage and prices, labels misread, a name with no vintage line', () => {
    const entries = read([
      at('来务SPARKLING 来', 100, 25, 28),
      at('LANTERN BAY SPARKLING ROSE', 139, 22, 28),
      at('2020', 165, 23, 23),
      at('24、00 8T 119、00', 166, 353, 21),
      at('DAL ZOTTO PUETNO PROSECCO', 252, 22, 27),
      at('G', 280, 331, 19),
      at('10、00 8T 44、00', 279, 362, 21),
      at('WHITE', 317, 24, 25),
      at('OLIVIER LEFLAIVE MEURSAULT', 348, 22, 27),
      at('2020', 372, 22, 26),
      at('BT 168、00', 372, 406, 25),
      at('RED', 420, 23, 25),
      at('G.D、VAJRA BAROLO ALBE', 452, 21, 27),
      at('2019', 476, 21, 26),
      at('B干207、00', 477, 406, 24),
      at('ROCKFORD NOPPA SPRINGS', 510, 23, 27),
      at('2017', 534, 21, 26),
      at('18、00 2T 89、00', 537, 361, 21),
    ]);
    expect(entries.map((e) => [e.section, e.glassPrice, e.bottlePrice])).toEqual([
      ['SPARKLING', 24, 119],
      ['SPARKLING', 10, 44],
      ['WHITE', null, 168],
      ['RED', null, 207],
      ['RED', 18, 89],
    ]);
    expect(entries[2].regionIds).toEqual(['burgundy']);
  });

  it('knows a catalogue wine through an M read as an N, and quotes it in its own words', () => {
    expect(matchEntry('JIN BARRY WATERVALE RIESLING')?.wine.wine.id).toBe('sa-jim-barry-watervale-riesling');
    const lindemans = matchEntry("LINDENAN'S BIN 85 PINOT GRIGTO");
    expect(lindemans?.wine.wine.id).toBe('sa-lindemans-bin-85-pinot-grigio');
    const vat1 = matchEntry("TYRRELL'S VAT I SENILLON");
    expect(vat1?.wine.wine.id).toBe('nsw-tyrrells-vat-1-semillon');
    expect(mendQuote("TYRRELL'S VAT I SENILLON 2020 GL 48.00", vat1!.wine)).toBe("TYRRELL'S VAT 1 SEMILLON 2020 GL 48.00");
    expect(mendQuote('JIN BARRY WATERVALE RIESLING', matchEntry('JIN BARRY WATERVALE RIESLING')!.wine)).toBe(
      'JIM BARRY WATERVALE RIESLING',
    );
    // only letters that look alike: another producer's name is not the wine's ('Kim Barry')
    expect(matchEntry('KIM BARRY WATERVALE RIESLING')).toBeNull();
  });

  it('parts a glass and a bottle price run together with the bar read as a 1', () => {
    const entries = read([
      at('White', 40, 40, 30),
      at('Sandpiper Vermentino 2017', 100),
      at('18|85', 100, 420),
      at('Two Moons Savagnin 2018', 140),
      at('15|72', 140, 420),
      at('Tim Adams Riesling 2014', 180),
      at('12160', 180, 420),
      at('Freycinet Riesling 2014', 220),
      at('20198', 220, 420),
      at('Red', 280, 40, 30),
      at('Heathcote Estate Shiraz 2022', 340),
      at('29|133', 340, 420),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [18, 85],
      [15, 72],
      [12, 60],
      [20, 98],
      [29, 133],
    ]);
  });

  it('quotes no price read from a fragment of its print, so it never meets a price limit it may not', () => {
    const lines = [
      at('RED', 40, 40, 30),
      at('Pepper Tree Corner Syrah 2016', 100, 40, 30),
      at('83', 100, 450, 30),
      at('Turkey Flat Butchers Block Red 2015', 150, 40, 30),
      at('15|71', 150, 420, 30),
      at('Brash Higgins NDV Nero d’Avola 2016', 200, 40, 30),
      at('91', 200, 450, 30),
      at('Bleasdale The Powder Monkey Shiraz 2021', 250, 40, 30),
      at('54', 256, 456, 13),
    ];
    const entries = read(lines);
    expect(entries.map((e) => e.bottlePrice)).toEqual([83, 71, 91, null]);
    const answer = answerQuestion(entries, 'A red under $115 for steak');
    expect(answer.picks[0].menuLine).not.toMatch(/Bleasdale/);
  });

  it("reads 'Something from the Rhône?' as a region, not as the Rhône's usual grapes", () => {
    const entries = read([
      at('WHITE', 40, 40, 30),
      at('Domaine Georges Vernay Condrieu 2018 38|188', 100),
      at('RED', 160, 40, 30),
      at('S.C. Pannell Grenache 2021 20|96', 220),
    ]);
    const answer = answerQuestion(entries, 'Something from the Rhône?');
    expect(answer.picks[0]).toMatchObject({ bottlePrice: 188 });
    expect(answer.picks[0].breaks).toBeUndefined();
  });
});
