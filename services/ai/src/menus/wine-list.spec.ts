import type { OcrLine } from '../label/ocr-line';
import { answerQuestion, readQuestion } from './answer-question';
import { parseFoodMenu } from './parse-food-menu';
import { parseWineList } from './parse-wine-list';
import { understandEntry } from './understand-entry';

// Wine-list parsing and answering on OCR lines written by hand (the menu eval runs real OCR on rendered pages).
let y = 0;
const line = (text: string, left = 40, height = 24): OcrLine => ({
  text,
  confidence: 0.99,
  height,
  top: (y += 40),
  left,
  width: text.length * 12,
});
const page = (lines: OcrLine[], width = 1100) => ({ lines, width, height: y + 40 });

describe('parseWineList', () => {
  beforeEach(() => (y = 0));

  it('reads prices in every printed form, sections and vintages', () => {
    const entries = parseWineList(
      page([
        line('WINE LIST', 400, 36),
        line('SPARKLING', 40, 30),
        line('Jansz Premium Cuvée NV gl $17 btl $78'),
        line('White Wines Glass Bottle', 40, 30),
        line('Mount Horrocks Watervale Riesling 2018 24 110'),
        line('Riesling, Clare Valley', 40, 18),
        line('Penfolds Bin 28 Shiraz 2019 .......... $16 / $75'),
        line('REDS', 40, 30),
        line('Thorn-Clarke Shotfire Shiraz 2016 58'),
        line('Forest Hill Block 1 Riesling 2015 142'),
      ]),
      2026,
    );
    expect(entries.map((e) => [e.name, e.glassPrice, e.bottlePrice, e.vintage, e.section])).toEqual([
      ['Jansz Premium Cuvée', 17, 78, null, 'SPARKLING'],
      ['Mount Horrocks Watervale Riesling 2018', 24, 110, 2018, 'White Wines'],
      ['Penfolds Bin 28 Shiraz 2019', 16, 75, 2019, 'White Wines'],
      ['Thorn-Clarke Shotfire Shiraz 2016', null, 58, 2016, 'REDS'],
      ['Forest Hill Block 1 Riesling 2015', null, 142, 2015, 'REDS'],
    ]);
    expect(entries[1].detail).toBe('Riesling, Clare Valley');
  });

  it('a lone price under BY THE GLASS is a glass', () => {
    const [entry] = parseWineList(page([line('BY THE GLASS', 40, 30), line('Jacobs Creek Classic Shiraz 2020 $9')]), 2026);
    expect(entry).toMatchObject({ glassPrice: 9, bottlePrice: null, sectionByGlass: true });
  });

  it('reads two columns one after the other', () => {
    const rows: OcrLine[] = [];
    const names = [
      'Penfolds Bin 28 Shiraz',
      'Yalumba Y Series Viognier',
      'Wynns Black Label Cabernet',
      'Grosset Polish Hill Riesling',
    ];
    names.forEach((n, i) => {
      rows.push({ text: `${n} ${40 + i}`, confidence: 1, height: 22, top: 100 + i * 40, left: 40, width: 500 });
      rows.push({
        text: `Right Column Wine ${i} Shiraz ${60 + i}`,
        confidence: 1,
        height: 22,
        top: 100 + i * 40,
        left: 860,
        width: 500,
      });
    });
    const entries = parseWineList({ lines: rows, width: 1600, height: 400 }, 2026);
    expect(entries.map((e) => e.bottlePrice)).toEqual([40, 41, 42, 43, 60, 61, 62, 63]);
  });
});

describe('answerQuestion', () => {
  beforeEach(() => (y = 0));
  const list = () =>
    parseWineList(
      page([
        line('SPARKLING', 40, 30),
        line('Jansz Premium Cuvée NV 16 72'),
        line('WHITES', 40, 30),
        line('Grosset Polish Hill Riesling 2022 22 105'),
        line('Oxford Landing Sauvignon Blanc 2023 9 39'),
        line('REDS', 40, 30),
        line('Penfolds Bin 28 Shiraz 2019 16 110'),
        line('Pepperjack Barossa Shiraz 2021 14 62'),
        line('Wynns Coonawarra Estate Black Label Cabernet Sauvignon 2018 180'),
        line('Jacobs Creek Classic Shiraz 2022 8 36'),
      ]),
      2026,
    ).map(understandEntry);

  it('cheapest red by the glass', () => {
    const answer = answerQuestion(list(), 'What is the cheapest red by the glass?');
    expect(answer.picks[0].menuLine).toMatch(/Jacobs Creek Classic Shiraz/);
    expect(answer.analysis).toMatch(/^The cheapest red by the glass on this list is/);
  });

  it('a Barossa Shiraz under $90', () => {
    const answer = answerQuestion(list(), 'Is there a Barossa Shiraz under $90?');
    expect(answer.picks[0].menuLine).toMatch(/Pepperjack Barossa Shiraz/);
    expect(answer.picks[0].price).toBe('$14 glass · $62 bottle');
  });

  it('oysters: sparkling or riesling', () => {
    const answer = answerQuestion(list(), 'What goes with oysters?');
    expect(answer.picks[0].menuLine).toMatch(/Jansz|Riesling/);
    expect(answer.analysis).toMatch(/^For oysters/);
  });

  it('says so when nothing matches every part, and names the nearest with what each breaks', () => {
    const answer = answerQuestion(list(), 'A Barossa Shiraz under $20?');
    expect(answer.analysis).toMatch(/^Nothing on this list is Barossa Valley Shiraz under \$20\. The nearest: /);
    expect(answer.picks.length).toBeGreaterThan(0);
    for (const pick of answer.picks) expect(pick.breaks?.length).toBeGreaterThan(0);
    // the least over the limit first
    expect(answer.picks[0].breaks).toEqual([expect.stringMatching(/^over \$20/)]);
    const over = answer.picks.map((p) => p.bottlePrice ?? Infinity);
    expect(over).toEqual([...over].sort((a, b) => a - b));
  });

  it('never names a pick that breaks the question as fitting it', () => {
    for (const question of [
      'A red by the glass under $15',
      'Cheapest white by the bottle?',
      'A Riesling by the glass',
      'Any rosé?',
    ]) {
      const answer = answerQuestion(list(), question);
      for (const pick of answer.picks.filter((p) => !p.breaks)) {
        if (/glass/.test(question)) expect(pick.glassPrice).not.toBeNull();
        if (/under \$15/.test(question)) expect(pick.glassPrice).toBeLessThanOrEqual(15);
      }
    }
  });

  it('reads the question', () => {
    expect(readQuestion('best value red?')).toMatchObject({ intent: 'value', byGlass: false, maxPrice: null });
    expect(readQuestion('something like Penfolds Bin 389').similarTo?.wine?.wine.producer).toBe('Penfolds');
  });
});

describe('parseFoodMenu', () => {
  beforeEach(() => (y = 0));
  it('finds dishes, their descriptions and prices under courses', () => {
    const dishes = parseFoodMenu(
      page([
        line('DINNER MENU', 400, 36),
        line('ENTRÉES', 500, 30),
        line('Freshly shucked oysters $24'),
        line('mignonette, lemon', 40, 18),
        line('MAINS', 500, 30),
        line('Chargrilled scotch fillet – pepper sauce, chips 46'),
      ]),
    );
    expect(dishes).toEqual([
      { name: 'Freshly shucked oysters', description: 'mignonette, lemon', price: 24, course: 'ENTRÉES' },
      { name: 'Chargrilled scotch fillet', description: 'pepper sauce, chips', price: 46, course: 'MAINS' },
    ]);
  });
});

describe('wine-list words', () => {
  beforeEach(() => (y = 0));

  it("reads a middle-dot pair OCR took for a decimal ('20.87'), not a real price's cents", () => {
    const entries = parseWineList(
      page([line('Granite Steps Riesling 2015 ........ 20.87'), line('Yalumba Y Series Viognier 2022 14.50')]),
      2026,
    );
    expect(entries.map((e) => [e.glassPrice, e.bottlePrice])).toEqual([
      [20, 87],
      [null, 14.5],
    ]);
  });

  it('knows the colour and lead grape from the name when the list has no colour headings', () => {
    const entries = parseWineList(
      page([
        line('BY THE GLASS', 40, 30),
        line('Two Moons Savagnin 2022 $15'),
        line('Ruby Gums GSM 2020 $16'),
        line('Wren & Fox PinotNoir 2019 $14'),
        line('Quarry Lane Pinot Gris 2021 $13'),
        line('Bluestone Lane Grenache Shiraz Mourvèdre 2019 $15'),
      ]),
      2026,
    ).map(understandEntry);
    expect(entries.map((e) => [e.wineType, e.varietyIds[0]])).toEqual([
      ['White Wine', 'savagnin'],
      ['Red Wine', 'grenache'],
      ['Red Wine', 'pinot-noir'],
      ['White Wine', 'pinot-gris'],
      ['Red Wine', 'grenache'],
    ]);
    const oysters = answerQuestion(entries, 'A white by the glass for oysters');
    expect(oysters.picks.every((p) => /Savagnin|Pinot Gris/.test(p.menuLine))).toBe(true);
    expect(answerQuestion(entries, 'Do you have a Savagnin?').picks[0].menuLine).toMatch(/Savagnin/);
    const none = answerQuestion(entries, 'Is there a Nebbiolo?');
    expect(none.analysis).toMatch(/^Nothing on this list is Nebbiolo\./);
  });
});
