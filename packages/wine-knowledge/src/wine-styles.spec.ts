import { WINERIES, WINES, findWine } from './index';
import { SPARKLING_METHODS, WINE_STYLE_TAGS, wineSchema, winerySchema, type Wine } from './schemas';

// The sparkling method and style tags (docs/product-rules.md#static-content): every sparkling wine
// says how it got its bubbles, and a tag is only where the style is true for the wine.

const byId = (id: string): Wine => {
  const wine = findWine(id);
  if (!wine) throw new Error(`no wine '${id}' in the catalogue`);
  return wine;
};
const tagged = (tag: (typeof WINE_STYLE_TAGS)[number]) => WINES.filter((w) => w.styleTags?.includes(tag));
const problems = (record: unknown): string[] => {
  const parsed = wineSchema.safeParse(record);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('sparkling method', () => {
  it('is given for every sparkling wine and for no other', () => {
    const sparkling = WINES.filter((w) => w.wineType === 'Sparkling Wine');
    expect(sparkling.length).toBeGreaterThan(30);
    expect(sparkling.filter((w) => !w.method).map((w) => w.id)).toEqual([]);
    expect(WINES.filter((w) => w.wineType !== 'Sparkling Wine' && w.method).map((w) => w.id)).toEqual([]);
    for (const w of sparkling) expect(SPARKLING_METHODS).toContain(w.method);
  });

  it('is traditional for the bottle-fermented houses: Arras, Jansz, Chandon vintage, Croser', () => {
    for (const id of [
      'tas-house-of-arras-grand-vintage',
      'tas-jansz-premium-cuvee',
      'vic-chandon-vintage-brut',
      'sa-croser-piccadilly-valley-pinot-noir-chardonnay',
    ])
      expect([id, byId(id).method]).toEqual([id, 'traditional']);
  });

  it('never calls a wine traditional-method when its method is another', () => {
    const claims = WINES.filter((w) => /traditional method|traditional-method/i.test(w.tastingNotes));
    expect(claims.length).toBeGreaterThan(3);
    expect(claims.filter((w) => w.method !== 'traditional').map((w) => w.id)).toEqual([]);
  });

  it('keeps Prosecco out of the traditional method unless its notes say it is made that way', () => {
    const proseccos = WINES.filter((w) => /prosecco/i.test(`${w.variety} ${w.wineName}`));
    expect(proseccos.length).toBeGreaterThanOrEqual(8);
    expect(byId('vic-dal-zotto-pucino-prosecco').method).toBe('tank');
    expect(byId('vic-brown-brothers-prosecco').method).toBe('tank');
    expect(proseccos.every((w) => w.regionId === 'king-valley' && w.varietyIds[0] === 'prosecco')).toBe(true);
    const wronglyTraditional = proseccos.filter(
      (w) => w.method === 'traditional' && !/traditional method|metodo classico/i.test(w.tastingNotes),
    );
    expect(wronglyTraditional.map((w) => w.id)).toEqual([]);
  });

  it('is refused on a still wine and required on a sparkling one', () => {
    const still = byId('sa-penfolds-grange');
    expect(problems({ ...still, method: 'tank' })).toEqual(['method: only a sparkling wine has a method']);
    const { method: _dropped, ...noMethod } = byId('tas-jansz-premium-cuvee');
    expect(problems(noMethod)).toEqual(['method: a sparkling wine must say its method']);
    expect(problems({ ...byId('tas-jansz-premium-cuvee'), method: 'carbonated' })[0]).toMatch(/^method: /);
  });
});

describe('style tags', () => {
  it('marks every fortified wine fortified, and nothing else', () => {
    const fortified = WINES.filter((w) => w.wineType === 'Fortified Wine').map((w) => w.id);
    expect(fortified.length).toBeGreaterThan(20);
    expect(tagged('fortified').map((w) => w.id)).toEqual(fortified);
    expect(problems({ ...byId('sa-penfolds-grange'), styleTags: ['fortified'] })).toEqual([
      "styleTags: 'fortified' is on every fortified wine and no other",
    ]);
  });

  it('marks sparkling reds, only among sparkling wines', () => {
    const reds = tagged('sparkling-red');
    expect(reds.map((w) => w.id)).toEqual(
      expect.arrayContaining(['sa-rockford-black-shiraz', 'vic-seppelt-show-sparkling-shiraz']),
    );
    expect(reds.filter((w) => w.wineType !== 'Sparkling Wine')).toEqual([]);
    expect(reds.filter((w) => !/shiraz|merlot|cabernet/i.test(w.variety))).toEqual([]);
    expect(problems({ ...byId('sa-penfolds-grange'), styleTags: ['sparkling-red'] })).toEqual([
      "styleTags: 'sparkling-red' is for sparkling wines",
    ]);
  });

  it('tells noble rot from late picking: a Cordon Cut Riesling is late-harvest, Noble One botrytis', () => {
    expect(byId('sa-mount-horrocks-cordon-cut-riesling').styleTags).toEqual(['late-harvest']);
    expect(byId('nsw-de-bortoli-noble-one-botrytis-semillon').styleTags).toEqual(['botrytis']);
    expect(tagged('botrytis').filter((w) => !/botrytis|noble/i.test(`${w.wineName} ${w.variety} ${w.tastingNotes}`))).toEqual([]);
    expect(tagged('botrytis').filter((w) => w.styleTags?.includes('late-harvest'))).toEqual([]);
  });

  it('gives a pet-nat the ancestral method', () => {
    const sparkling = byId('tas-jansz-premium-cuvee');
    expect(problems({ ...sparkling, styleTags: ['pet-nat'] })).toEqual(["styleTags: 'pet-nat' needs method 'ancestral'"]);
    expect(problems({ ...sparkling, method: 'ancestral', styleTags: ['pet-nat'] })).toEqual([]);
    expect(tagged('pet-nat').filter((w) => w.method !== 'ancestral')).toEqual([]);
  });

  it('cites a certifier for every certified-organic or certified-vegan wine', () => {
    const certified = [...tagged('organic-certified'), ...tagged('vegan-certified')];
    expect(certified.length).toBeGreaterThan(0);
    expect(certified.filter((w) => !w.sources.some((s) => /certif/i.test(s))).map((w) => w.id)).toEqual([]);
  });

  it('refuses an unknown or repeated tag', () => {
    const wine = byId('sa-penfolds-grange');
    expect(problems({ ...wine, styleTags: ['orange'] })[0]).toMatch(/^styleTags\.0: /);
    expect(problems({ ...wine, styleTags: ['natural', 'natural'] })).toEqual(['styleTags: must not repeat a tag']);
    expect(problems({ ...wine, styleTags: [] })[0]).toMatch(/^styleTags: /);
  });
});

describe('alcohol', () => {
  it('allows 0-0.5% only for an alcohol-free wine, and 5-23% for every other', () => {
    const wine = byId('sa-jacobs-creek-chardonnay-pinot-noir');
    expect(problems({ ...wine, abv: 0.5, styleTags: ['alcohol-free'] })).toEqual([]);
    expect(problems({ ...wine, abv: 0, styleTags: ['alcohol-free'] })).toEqual([]);
    const rule = 'abv: must be 5-23, or 0-0.5 for an alcohol-free wine';
    expect(problems({ ...wine, abv: 0.5 })).toEqual([rule]);
    expect(problems({ ...wine, abv: 4.9 })).toEqual([rule]);
    expect(problems({ ...wine, abv: 11, styleTags: ['alcohol-free'] })).toEqual([rule]);
    expect(problems({ ...wine, abv: 23.5 })[0]).toMatch(/^abv: /);
    expect(problems({ ...wine, abv: -1, styleTags: ['alcohol-free'] })[0]).toMatch(/^abv: /);
  });

  it('holds for the catalogue', () => {
    expect(tagged('alcohol-free').filter((w) => w.abv > 0.5)).toEqual([]);
    expect(WINES.filter((w) => !w.styleTags?.includes('alcohol-free') && w.abv < 5)).toEqual([]);
  });
});

describe('styles people ask for (the catalogue grown where Australians buy)', () => {
  const styled = (test: (w: Wine) => boolean) => WINES.filter(test).length;

  it('has Moscato, alcohol-free, skin-contact and natural wines, each a real style of its wine', () => {
    expect(styled((w) => /moscato/i.test(w.variety))).toBeGreaterThanOrEqual(5);
    expect(WINES.filter((w) => /moscato/i.test(w.variety)).every((w) => w.structure.sweetness >= 4 && w.abv < 9)).toBe(true);
    expect(tagged('alcohol-free').length).toBeGreaterThanOrEqual(6);
    expect(tagged('alcohol-free').every((w) => /0\.5%/.test(w.tastingNotes))).toBe(true);
    expect(tagged('skin-contact').length).toBeGreaterThanOrEqual(3);
    expect(tagged('skin-contact').every((w) => w.wineType === 'White Wine' && w.structure.tannin >= 2)).toBe(true);
    expect(tagged('natural').length).toBeGreaterThanOrEqual(3);
  });

  it('has the alternative varieties, each from a region that grows it', () => {
    const count = (variety: string) => styled((w) => w.varietyIds[0] === variety);
    for (const variety of ['fiano', 'vermentino', 'nero-d-avola', 'tempranillo', 'sangiovese', 'savagnin', 'gruner-veltliner'])
      expect([variety, count(variety) >= 2]).toEqual([variety, true]);
    for (const variety of ['arneis', 'nebbiolo', 'gamay', 'aglianico', 'montepulciano', 'barbera', 'prosecco'])
      expect([variety, count(variety) >= 1]).toEqual([variety, true]);
  });

  it('has the supermarket names people buy, at everyday prices', () => {
    const low = (w: Wine) => Number(/^\$(\d+)/.exec(w.priceRange)?.[1]) < 20;
    for (const producer of [
      'Yellow Tail',
      "Jacob's Creek",
      'Oxford Landing',
      'Hardys',
      "Lindeman's",
      'McGuigan',
      'Wolf Blass',
      'Banrock Station',
      '19 Crimes',
    ])
      expect([producer, styled((w) => w.producer === producer && low(w)) >= 1]).toEqual([producer, true]);
  });

  it('keeps sweet styles sweet and dry ones dry', () => {
    const sweetStyles = WINES.filter((w) => w.styleTags?.some((t) => t === 'botrytis' || t === 'late-harvest'));
    expect(sweetStyles.filter((w) => w.structure.sweetness < 4).map((w) => w.id)).toEqual([]);
    expect(
      tagged('fortified')
        .filter((w) => w.abv < 15)
        .map((w) => w.id),
    ).toEqual([]);
  });
});

describe('winery cellar door facts', () => {
  it('need a date and source when hours or fees are known, and only then', () => {
    const mossWood = WINERIES.find((w) => w.id === 'moss-wood');
    expect(mossWood?.cellarDoorFacts).toEqual({ asOf: '2026-11-01', source: 'Producer website (mosswood.com.au)' });
    const { cellarDoorFacts: _facts, ...undated } = mossWood!;
    expect(winerySchema.safeParse(undated).error?.issues.map((i) => i.message)).toEqual([
      'known hours or fees need their date and source',
    ]);
    const other = WINERIES.find((w) => w.cellarDoorHours === 'Not available' && w.tastingFees === 'Not available')!;
    expect(winerySchema.safeParse({ ...other, cellarDoorFacts: mossWood!.cellarDoorFacts }).error?.issues[0].message).toBe(
      'only for known hours or fees',
    );
  });
});
