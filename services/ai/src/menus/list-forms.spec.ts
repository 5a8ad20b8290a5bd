import type { OcrLine } from '../label/ocr-line';
import { answerQuestion } from './answer-question';
import { at, readList } from './list-lines.fixture';

// The list forms of the third held-out set (tests/eval/menus/render-third-lists.mjs), on OCR lines
// written by hand: one-letter price labels, two-line entries, carafe columns, dishes among the
// wines, Old World names, and the questions' exclusions.
const read = (lines: OcrLine[]) => readList(lines, 1100);

describe('wine-list forms', () => {
  it("reads a chalked '$26 / $117' whose slash OCR took for a 1 or an l, or lost, or its $ signs for S", () => {
    const entries = read([
      at('Copper Lantern Rose of Sangiovese 2021', 90),
      at('$261$117', 90, 900),
      at("Blue Wren Hill Nero d'Avola 2022", 140),
      at('$21l$95', 140, 900),
      at('Leeuwin Estate Siblings Shiraz 2018', 190),
      at('$19$95', 190, 900),
      // both its $ signs read as an S
      at('NV Croser Piccadilly Valley Pinot Noir Chardonnay S23/S98', 240),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [26, 117],
      [21, 95],
      [19, 95],
      [23, 98],
    ]);
  });

  it("reads 'G 16 B 72' with or without spaces, and '16/72'", () => {
    const entries = read([
      at('WHITE', 40, 40, 30),
      at('Tim Adams Riesling 2022 G 16 B 72', 90),
      at('Cullen, Amber 2019 G24B 113', 130),
      at('Jim Barry Watervale Riesling 2022 B 54', 170),
      at('Grosset Alea Riesling 2021 14/62', 210),
      at("Devil's Corner, Pinot Grigio 2019 G11B53", 250),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [16, 72],
      [24, 113],
      [null, 54],
      [14, 62],
      [11, 53],
    ]);
  });

  it('joins a producer printed over its wine, and a name printed over its vintage and prices', () => {
    const entries = read([
      at('RED', 40, 40, 30),
      at('TORBRECK', 100, 40, 21),
      at("Woodcutter's Shiraz 2019 G 16 B 72", 127),
      at('TAYLORS', 180, 40, 21),
      at('Estate Cabernet Sauvignon 2020 B 58', 207),
      at('LYREBIRD RIDGE RIESLING', 270, 30, 17),
      at('2021 GL 22.00 BT 100.00', 292, 30, 17),
    ]);
    expect(entries.map((e) => [e.menuLine, e.glassPrice, e.bottlePrice, e.catalogue?.wine.id ?? null])).toEqual([
      ["TORBRECK Woodcutter's Shiraz 2019 G 16 B 72", 16, 72, 'sa-torbreck-woodcutters-shiraz'],
      ['TAYLORS Estate Cabernet Sauvignon 2020 B 58', null, 58, expect.stringContaining('taylors')],
      ['LYREBIRD RIDGE RIESLING 2021 GL 22.00 BT 100.00', 22, 100, null],
    ]);
  });

  it('reads glass, carafe and bottle columns: the bottle is the dearest', () => {
    const [entry] = read([at('Peter Lehmann Clancys Red 2021 10 32 46', 100)]);
    expect([entry.glassPrice, entry.bottlePrice]).toEqual([10, 46]);
  });

  it("reads prices under '150ml 500ml 750ml' headers in the headers' order, a digit lost or not", () => {
    const entries = read([
      at('150ml', 40, 700, 20),
      at('500ml', 40, 800, 20),
      at('750ml', 40, 900, 20),
      at('Domaine Huet Vouvray Sec 2020', 90),
      at('24', 90, 705),
      at('7', 90, 815),
      at('110', 90, 900),
      at('Stanton & Killeen Classic Rutherglen Muscat NV', 130),
      at('16', 130, 705),
      at('54', 130, 805),
      at('7', 130, 910),
    ]);
    // the carafe's 77 read as 7 is no glass; a bottle read under its glass is misread, not quoted
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [24, 110],
      [16, null],
    ]);
  });

  it("reads a lone price in a box of its own after 'Cuvée' or 'Reserve' as the price, and 'Billecart-Salmon' as a house", () => {
    const entries = read([
      at('SPARKLING', 40, 40, 30),
      at('Billecart-Salmon Brut Rosé', 90, 160),
      at('203', 90, 1000),
      at('2018 Blue Pyrenees Estate Midnight Cuvée', 140),
      at('68', 140, 1000),
    ]);
    expect(entries.map((e) => [e.name, e.bottlePrice])).toEqual([
      ['Billecart-Salmon Brut Rosé', 203],
      ['2018 Blue Pyrenees Estate Midnight Cuvée', 68],
    ]);
    // printed in the name's own box, a number after 'Bin' is the name's
    expect(read([at('Penfolds Bin 389 Cabernet Shiraz 2019 95', 90)])[0].name).toContain('Bin 389');
  });

  it('pours no alcohol-free wine with a dish unless the guest asks for one', () => {
    const entries = read([
      at('WHITE', 40, 40, 30),
      at('McGuigan Zero Sauvignon Blanc 2020 10/42', 90),
      at('Hahndorf Hill GRU Grüner Veltliner 2017 17/82', 130),
    ]);
    const top = (q: string) => answerQuestion(entries, q).picks[0]?.menuLine ?? '';
    expect(top('A white by the glass for oysters')).toContain('Hahndorf Hill');
    expect(top('An alcohol-free white for oysters')).toContain('McGuigan Zero');
    // the cheapest is a fact of the prices, whatever the wine
    expect(top('Cheapest white by the glass?')).toContain('McGuigan Zero');
  });

  it('leaves out the dishes of a menu that lists food and wine together', () => {
    const entries = read([
      at('To start', 40, 40, 30),
      at('Sydney rock oysters, mignonette 5', 90),
      at('Riesling-poached pear, crème fraîche 16', 130),
      at('Wines by the glass', 190, 40, 30),
      at('Holm Oak Riesling 2019 15/70', 240),
      at('Mains', 300, 40, 30),
      at('Duck breast, pinot jus, cherries 46', 350),
      at('Bottles', 410, 40, 30),
      at('Coriole Lloyd Reserve Shiraz 2022 193', 460),
    ]);
    expect(entries.map((e) => [e.name, e.glassPrice, e.bottlePrice])).toEqual([
      ['Holm Oak Riesling 2019', 15, 70],
      ['Coriole Lloyd Reserve Shiraz 2022', null, 193],
    ]);
  });

  it("knows a bistro's appellations, and 'Domaine' alone names no producer of the catalogue", () => {
    const [muscadet, rotie, bandol] = read([
      at('Muscadet Sèvre et Maine, Domaine de la Pépière 2021 G 14 B 68', 100),
      at('Côte-Rôtie, Domaine Jamet 2018 B 190', 140),
      at('Domaine Tempier Bandol Rosé 2023 B 90', 180),
    ]);
    expect([muscadet.catalogue, muscadet.wineType, muscadet.regionIds]).toEqual([null, 'White Wine', ['loire']]);
    expect([rotie.wineType, rotie.varietyIds[0], rotie.regionIds]).toEqual(['Red Wine', 'shiraz', ['rhone']]);
    expect(bandol.wineType).toBe('Rosé Wine');
  });

  it("answers 'not Chardonnay', 'from the Rhône' and 'something sweet to finish' within them", () => {
    const entries = read([
      at('Coldstream Hills Reserve Chardonnay 2018 32/139', 100),
      at('Tim Adams Riesling 2022 14/60', 140),
      at('Domaine Jamet Côte-Rôtie 2018 40/190', 180),
      at('Jacobs Creek Classic Shiraz 2020 10/42', 220),
      at('Campbells Rutherglen Muscat NV 12/70', 260),
    ]);
    const top = (q: string) => answerQuestion(entries, q).picks[0]?.menuLine ?? '';
    expect(top('A white by the glass, but not Chardonnay')).toContain('Riesling');
    expect(top('Something from the Rhône?')).toContain('Rôtie');
    expect(top('Something sweet to finish?')).toContain('Muscat');
  });
  it("gives a region line sitting evenly between two entries to the one above, when the list prints each wine's region under it", () => {
    const entries = read([
      at('RED WINE', 40, 40, 30),
      at('Redgum Road, Barbera 2015 $18/$86', 90),
      at('King Valley', 116, 40, 20),
      at('Elderton, Barossa Shiraz 2015 $81', 160),
      at('Barossa Valley', 186, 40, 20),
      at('Ironstone Gully, Gamay 2020 $54', 230),
      at('Tasmania', 264, 40, 20),
      at('St Hallett, Garden of Eden Shiraz 2022 $61', 294),
    ]);
    expect(entries.map((e) => e.regionIds.includes('tasmania'))).toEqual([false, false, true, false]);
    expect(answerQuestion(entries, 'A red from Tasmania?').picks[0].menuLine).toContain('Ironstone Gully');
  });

  it("reads a till roll's 'PINOT GRI=' clipped at the edge as a Pinot Gris, never a red", () => {
    const entries = read([at('**WHITE**', 40, 40, 30), at('CRADLE ROCK SKIN CONTACT PINOT GRI= 2017 BT 70.00', 90)]);
    expect([entries[0].wineType, entries[0].varietyIds]).toEqual(['White Wine', ['pinot-gris']]);
  });

  it("takes an Old World region over a wine for its heading, not its producer ('Bourgogne' over a Chablis)", () => {
    const entries = read([
      at('WHITE', 40, 40, 30),
      at('Bourgogne', 90, 40, 22),
      at('Domaine Laroche Chablis 2016 19 57 82', 116, 40, 20),
    ]);
    expect(entries.map((e) => [e.wineName, e.wineType])).toEqual([['Domaine Laroche Chablis', 'White Wine']]);
  });

  it("reads a heading OCR returned in full-width letters ('ＲＥDS') as the plain one", () => {
    const entries = read([
      at('ROSÉ', 40, 40, 30),
      at('Mitolo Jester Sangiovese Rosé 2018 $64', 90),
      at('ＲＥDS', 150, 40, 30),
      at('Campbells Limited Release Durif 2015 $11 / $52', 200),
    ]);
    expect(entries.map((e) => [e.section, e.wineType])).toEqual([
      ['ROSÉ', 'Rosé Wine'],
      ['REDS', 'Red Wine'],
    ]);
  });
});
