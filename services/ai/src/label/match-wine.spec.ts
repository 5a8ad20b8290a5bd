import { OcrLine } from './ocr-line';
import { matchWine } from './match-wine';
import { parseLabel } from './parse-label';

const line = (text: string, height: number, top: number): OcrLine => ({
  text,
  height,
  top,
  left: 0,
  width: text.length * height * 0.6,
  confidence: 0.98,
});

describe('matchWine', () => {
  it('a producer sharing a word with a catalogue one, or printed inside a longer name, is not that producer', () => {
    for (const lines of [
      // 'Karrawirra' holds 'wirra' (Wirra Wirra), but what is left of it is no name's word
      [line('Karrawirra Flat', 80, 0), line('Old Vine Grenache', 50, 120), line('Eden Valley', 24, 200), line('2019', 40, 260)],
      // the whole of 'Tellurian', printed after a name no catalogue wine has
      [line('Brolga Tellurian', 80, 0), line('Reserve Shiraz', 50, 120), line('Heathcote', 24, 200)],
      [line('quenda wendouree estate', 60, 0), line('reserve shiraz', 50, 120)],
      // a word other catalogue names have ('Springs') beside a one-word producer makes another name too
      [line('Xanadu Springs', 80, 0), line('Chardonnay', 50, 120), line('2021', 40, 200)],
    ])
      expect(matchWine(parseLabel(lines, 2026)).best).toBeNull();
    // the producer itself still matches, words run together included
    expect(matchWine(parseLabel([line('Tellurian', 80, 0), line('Tempranillo', 50, 120)], 2026)).best?.wine.id).toBe(
      'vic-tellurian-tempranillo',
    );
  });

  it("a catalogue producer's other wine, or a catalogue wine's name under another producer, is not in the catalogue", () => {
    for (const lines of [
      // the label names a grape the catalogue's Y Series Viognier is not made of
      [line('Yalumba', 80, 0), line('Y Series Riesling', 50, 120), line('2019', 40, 200)],
      // 'Silver Label' is not 'Yellow Label': the wine's own name words are missing
      [line('Wolf Blass', 80, 0), line('Silver Label Shiraz', 50, 120), line('2018', 40, 200)],
      // Mollydooker's wine name, under a producer no catalogue wine has
      [line('quoll hill', 60, 0), line('velvet glove shiraz', 60, 120), line('2023', 40, 200)],
    ])
      expect(matchWine(parseLabel(lines, 2026)).best).toBeNull();
    // the wine itself still matches
    expect(matchWine(parseLabel([line('Wolf Blass', 80, 0), line('Yellow Label Shiraz', 50, 120)], 2026)).best?.wine.id).toBe(
      'sa-wolf-blass-yellow-label-shiraz',
    );
  });

  it("a generic wine name alone names no catalogue wine, whatever little words it holds ('de' of Blanc de Blancs)", () => {
    for (const lines of [
      // the producer not read at all, or printed small under the name
      [line('Blanc de Blancs', 60, 120), line('NV', 40, 200)],
      [line('Blanc de Blancs', 70, 120), line('Marrook Downs', 20, 400)],
      [line('Vintage Blanc de Blancs', 70, 120), line('Thornbury Lane', 20, 400), line('2016', 40, 260)],
    ])
      expect(matchWine(parseLabel(lines, 2026)).best).toBeNull();
    // with its producer read, the catalogue's Blanc de Blancs still matches
    expect(matchWine(parseLabel([line('House of Arras', 80, 0), line('Blanc de Blancs', 50, 120)], 2026)).best?.wine.id).toBe(
      'tas-house-of-arras-blanc-de-blancs',
    );
  });

  it('identifies a wine by its current name', () => {
    const facts = parseLabel([line('BLOODWOOD', 80, 0), line('Silk Purse', 50, 120), line('Orange', 24, 200)], 2026);
    expect(matchWine(facts).best?.wine.id).toBe('nsw-bloodwood-ice-riesling');
  });

  it('identifies an older bottle by the name it was sold under (Bloodwood Ice Riesling is now Silk Purse)', () => {
    const facts = parseLabel(
      [line('BLOODWOOD', 80, 0), line('Ice Riesling', 50, 120), line('Orange', 24, 200), line('2015', 40, 260)],
      2026,
    );
    const match = matchWine(facts);
    expect(match.best?.wine.id).toBe('nsw-bloodwood-ice-riesling');
    expect(match.alternatives.map((m) => m.wine.id)).toContain('nsw-bloodwood-riesling');
  });

  it('takes no producer from the region line: a Barossa label is not Barossa Valley Estate by its region', () => {
    const facts = parseLabel([line('Faith Shiraz', 44, 100), line('2023', 48, 200), line('Barossa Valley', 23, 300)], 2026);
    const match = matchWine(facts);
    expect(match.top?.wine.id).toBe('sa-st-hallett-faith-shiraz');
    expect(match.top?.producerScore).toBe(0);
  });

  it("counts a region line only half towards a wine named after the region ('Eden Valley Viognier')", () => {
    const facts = parseLabel(
      [line('Yalumba', 32, 0), line('The Virgilius', 52, 60), line('Viognier', 65, 130), line('Eden Valley', 26, 220)],
      2026,
    );
    const match = matchWine(facts);
    expect(match.best?.wine.id).toBe('sa-yalumba-the-virgilius-viognier');
    expect(match.margin).toBeGreaterThan(0.05);
  });
});

describe('matchWine, names read run together', () => {
  it("reads a producer whose spaces OCR dropped, a short word misread ('ALSAINTSESTATE')", () => {
    const facts = parseLabel(
      [line('ALSAINTSESTATE', 45, 0), line('CLASSIC RUTHERGLEN MUSCAT', 35, 80), line('2005', 54, 160)],
      2026,
    );
    const match = matchWine(facts);
    expect(match.top?.wine.id).toBe('vic-all-saints-estate-classic-rutherglen-muscat');
    expect(match.top?.producerScore).toBeGreaterThan(0.85);
    expect(match.best?.wine.id).toBe('vic-all-saints-estate-classic-rutherglen-muscat');
  });

  it('does not take a run-together word for a name it only resembles', () => {
    const facts = parseLabel([line('KESTRELRIDGEESTATE', 45, 0), line('Red Dirt Shiraz', 35, 80)], 2026);
    expect(matchWine(facts).best).toBeNull();
  });

  it('counts a wine-name word the producer has too only where printed apart from the producer', () => {
    // 'Langi' is printed once, in the producer's name: it does not name 'Langi Shiraz'
    const cliffEdge = parseLabel(
      [line('Mount Langi Ghiran', 50, 0), line('Cliff dge Shiraz', 40, 130), line('2009', 50, 200), line('Grampians', 23, 290)],
      2026,
    );
    expect(matchWine(cliffEdge).best?.wine.id).toBe('vic-mount-langi-ghiran-cliff-edge-shiraz');
    // printed apart, it does
    const langi = parseLabel(
      [line('Mount Langi Ghiran', 50, 0), line('Langi Shiraz', 40, 130), line('2009', 50, 200), line('Grampians', 23, 290)],
      2026,
    );
    expect(matchWine(langi).best?.wine.id).toBe('vic-mount-langi-ghiran-langi-shiraz');
  });
  it("a name line that says more than the candidate's name is another wine; a back label's prose or a misread is not", () => {
    // a blend named on the wine's line, and a name of two words no catalogue name has
    for (const lines of [
      [line('TAHBILK', 56, 0), line('Grenache Shiraz Mourvèdre', 27, 190), line('2014', 32, 280), line('Hilltops', 20, 350)],
      [line('PIZZINI', 39, 0), line('Pietra Rossa Sangiovese', 28, 180), line('2009', 30, 270)],
      // a name word swapped, whatever a gold medal sticker prints; a producer named after its region
      [line('Wolf Blass', 38, 100), line('Silver Label Shiraz', 30, 190), line('GOLD', 26, 0), line('2023', 26, 30)],
      [line('HEATHCOTE', 51, 0), line('Heathcote Hills', 27, 120), line('Shiraz', 35, 190), line('2012', 26, 280)],
    ])
      expect(matchWine(parseLabel(lines, 2026)).best).toBeNull();
    // still the catalogue wine: a back label's sentence naming the producer, a misread producer word,
    // the wine's own words run together, a misread grape on the name line
    const cases: [OcrLine[], string][] = [
      [
        [
          line('Alkoomi Black Label Riesling 2014', 31, 0),
          line('Alkoomi pioneered Frankland River; its Black Label Riesling', 26, 40),
          line('is crisp and lime-scented with good length.', 22, 80),
        ],
        'wa-alkoomi-black-label-riesling',
      ],
      [
        [line('IOUNT LANGI GHIRA', 37, 0), line('Cliff Edge Shiraz', 35, 60), line('Grampians', 21, 120)],
        'vic-mount-langi-ghiran-cliff-edge-shiraz',
      ],
      [
        [line('WIRRA WIRRA', 58, 0), line('MrsWigley Grenache Rosé', 41, 90), line('McLaren Vale', 25, 160)],
        'sa-wirra-wirra-mrs-wigley-grenache-rose',
      ],
      [[line('THOMAS WINES', 51, 0), line('Kiss Shira', 36, 80), line('Hunter Valley', 23, 150)], 'nsw-thomas-wines-kiss-shiraz'],
    ];
    for (const [lines, id] of cases) expect(matchWine(parseLabel(lines, 2026)).best?.wine.id).toBe(id);
  });
});
