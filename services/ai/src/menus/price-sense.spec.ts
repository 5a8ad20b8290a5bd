import type { OcrLine } from '../label/ocr-line';
import { answerQuestion } from './answer-question';
import { at, readList } from './list-lines.fixture';

// A sommelier's reading of prices and styles OCR left in doubt (price-sense.ts, understand-entry.ts):
// a table's lone price under its column, a price no bottle could cost, a clipped vintage, a grape
// misread, a sparkling house's wine, a producer's wine of another style, a dish cooked in wine.
const read = (lines: OcrLine[]) => readList(lines, 1400);

describe('prices and styles read with a sommelier’s sense', () => {
  it("puts a table's lone price in the column it is printed under", () => {
    const entries = read([
      at('White', 40, 40, 30),
      at('GLS', 40, 1100),
      at('BTL', 40, 1300),
      at('Dal Zotto Arneis 2019', 90),
      at('13', 90, 1110),
      at('65', 90, 1310),
      at('Ferngrove Cossack Riesling 2016', 130),
      at('15', 130, 1105),
      at('Tim Adams Riesling 2014', 170),
      at('59', 170, 1305),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [13, 65],
      [15, null],
      [null, 59],
    ]);
  });

  it('drops a lone bottle price under what a glass of the list costs (a digit lost)', () => {
    const entries = read([
      at('BY THE GLASS', 40, 40, 30),
      at('Heathfield Marsanne Roussanne 2014 $17', 90),
      at('Bluestone Lane Grenache Shiraz Mourvedre 2017 $16', 130),
      at('BY THE BOTTLE', 190, 40, 30),
      at('Mistle Creek Syrah 2023 $62', 240),
      at('Blue Pyrenees Estate Red 2022 $8', 280),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [17, null],
      [16, null],
      [null, 62],
      [null, null],
    ]);
  });

  it("reads 'BYTHE GLASS' as a by-the-glass heading, and a clipped vintage as the name's", () => {
    const entries = read([
      at('BYTHE GLASS', 40, 40, 30),
      at('Heggies Vineyard Eden Valley Riesling 2017 $11', 90),
      at('RED', 150, 40, 30),
      at('Stringybark Mataro 2017 14/64', 200),
      at('Leeuwin Estate Art Series Shiraz 201 137', 240),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [11, null],
      [14, 64],
      [null, 137],
    ]);
  });

  it("knows 'Cabeme Sauvignon' is a Cabernet, a sparkling house's rosé is sparkling, a Moscato under 'Rosé' is pink", () => {
    const [cab, jansz, moscato] = read([
      at('Penley Estate Phoenix Cabeme Sauvignon 2023 12/53', 40),
      at('Jansz Premium Rose NV $15', 80),
      at('Rosé', 140, 40, 30),
      at('Yellow Tail ink Moscato 2022 38', 190),
    ]);
    expect([cab.wineType, cab.varietyIds[0]]).toEqual(['Red Wine', 'cabernet-sauvignon']);
    expect(jansz.wineType).toBe('Sparkling Wine');
    expect(moscato.wineType).toBe('Rosé Wine');
  });

  it("does not take a producer's botrytis wine for its dry one, nor a dish cooked in wine for a wine", () => {
    const entries = read([
      at('Josef Chromy Botrytis Riesling 2015 BT 71.00', 40),
      at('Riesting-poached pear creme fraiche 16', 80),
      at('Mains Chardonnay butter spanner crab linguine 39', 120),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0].wineType).toBe('Dessert Wine');
  });
  it("reads '23 $30' as a vintage and a price, and a 'glass' at four typical glasses as a bottle", () => {
    const entries = read([
      at('WINES BY THE GLASS', 40, 40, 30),
      at('Billy Button The Honest Fiano 2017 14/63', 90),
      at('Hoddles Creek Estate Chardonnay 2016 13/56', 130),
      at('Penley Estate Phoenix Cabernet Sauvignon 2023 12/53', 170),
      at('Pressing Matters Pinot Noir 23 $30', 210),
      at('Henschke Henrys Seven 2018 87', 250),
    ]);
    expect(entries.slice(3).map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [30, null],
      [null, 87],
    ]);
  });
  it('keeps a dear glass the by-the-glass section goes on pouring after as a glass, not a bottle', () => {
    const entries = read([
      at('Wines by the glass', 40, 40, 30),
      at('Hollow Log, Blanc de Blancs NV 18', 90),
      at('Dusty Track, Chenin Blanc 2014 12', 130),
      at('House of Arras, Rose NV 59', 170),
      at('Bellbird Ridge, Sauvignon Blanc 2021 14', 210),
      at('The cellar', 260, 40, 30),
      at('Ruby Gums, GSM 2014 60', 310),
      at('Sam Miranda, Prosecco NV 64', 350),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [18, null],
      [12, null],
      [59, null],
      [14, null],
      [null, 60],
      [null, 64],
    ]);
    expect(answerQuestion(entries, 'Cheapest sparkling by the bottle?').picks[0].menuLine).toBe('Sam Miranda, Prosecco NV 64');
  });
  it("reads '9 · 41' with its dot lost ('941') as a glass and a bottle", () => {
    const entries = read([
      at('REDS', 40, 40, 30),
      at('Mistle Creek Syrah 2020 10·51', 90),
      at("Jacob's Creek Reserve Barossa Shiraz 2015 941", 130),
      at('Penfolds Bin 389 Cabernet Shiraz 2019 25 · 120', 170),
    ]);
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [10, 51],
      [9, 41],
      [25, 120],
    ]);
  });
  it("leads with the best pairing, not the wine matched more surely to the catalogue (a list's Riesling over a known Moscato for oysters)", () => {
    const entries = read([
      at('WHITES', 40, 40, 30),
      at('Granite Steps Riesling 2015 20 · 87', 90),
      at("Jacob's Creek Moscato 2018 9 · 38", 130),
    ]);
    const answer = answerQuestion(entries, 'A white by the glass for oysters');
    expect(answer.picks.map((p) => p.menuLine)).toEqual([
      'Granite Steps Riesling 2015 20 · 87',
      "Jacob's Creek Moscato 2018 9 · 38",
    ]);
    expect(answer.picks[0].confidence).toBeGreaterThanOrEqual(answer.picks[1].confidence);
  });
  it('recommends a wine whose price was read before one whose price was lost', () => {
    const entries = read([
      at('REDS', 40, 40, 30),
      at('Penfolds Grange Shiraz 2017 7', 90),
      at('Edenvale Premium Reserve Shiraz 2019 14 / 62', 130),
      at('Tim Adams Shiraz 2020 12 / 55', 170),
    ]);
    expect(entries[0].bottlePrice).toBeNull();
    expect(answerQuestion(entries, 'Which Shiraz would you recommend?').picks[0].bottlePrice).not.toBeNull();
  });
  it('answers the cheapest by the printed prices, however surely a dearer wine was matched to the catalogue', () => {
    const entries = read([
      at('BUBBLES', 40, 40, 30),
      at('Jansz Premium Cuvee NV 56', 90),
      at('Tidewater Pet-Nat NV 54', 130),
      at('House of Arras Brut Elite NV 95', 170),
    ]);
    const answer = answerQuestion(entries, 'Cheapest sparkling by the bottle?');
    expect(answer.picks.map((p) => p.bottlePrice)).toEqual([54, 56, 95]);
    expect(answerQuestion(entries, 'What is your most expensive sparkling?').picks[0].bottlePrice).toBe(95);
  });
  it("reads a till roll's '8T' as 'BT', and '1047' beside bottles under $200 as a glass and a bottle run together", () => {
    const entries = read([
      at('SPARKLING', 40, 40, 30),
      at('GRANT BURGE PINOT NOIR CHARDONNAY NV GL 11.00 8T 52.00', 90),
      at('1 Pizzini Prosecco 1047', 130),
      at('Billecart-Salmon Brut Rose NV 38|176', 170),
      at('Blue Pyrenees Midnight Cuvee NV 12|55', 210),
    ]);
    expect(entries.slice(0, 2).map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [11, 52],
      [10, 47],
    ]);
  });
});
