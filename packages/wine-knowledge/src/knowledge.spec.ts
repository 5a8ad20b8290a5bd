import type { z } from 'zod';
import {
  STATES,
  WINE_TYPES,
  grapeVarietySchema,
  pairingRuleSchema,
  stateGroupSchema,
  wineRegionSchema,
  wineSchema,
  winerySchema,
} from './schemas';
import { REGIONS_BEYOND_GUIDE, STATE_GROUPS, WINE_REGIONS, findPlace, findRegion } from './regions';
import { GRAPE_VARIETIES, findVariety } from './varieties';
import { PAIRING_RULES, findPairingRule, servingTemperatureFor } from './pairing-rules';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as knowledgeIndex from './index';
import { DATA_DIR, parseRecords } from './load';

const loadKnowledge = () => knowledgeIndex;
const dataFile = (file: string): unknown[] => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));

const REGION_IDS_BY_STATE: Record<(typeof STATES)[number], string[]> = {
  'South Australia': [
    'barossa-valley',
    'mclaren-vale',
    'clare-valley',
    'adelaide-hills',
    'coonawarra',
    'eden-valley',
    'langhorne-creek',
    'padthaway',
    'riverland',
    'southern-fleurieu',
    'kangaroo-island',
  ],
  'New South Wales': ['hunter-valley', 'mudgee', 'orange', 'canberra-district', 'riverina', 'hilltops'],
  Victoria: [
    'yarra-valley',
    'mornington-peninsula',
    'rutherglen',
    'heathcote',
    'goulburn-valley',
    'pyrenees',
    'grampians',
    'alpine-valleys',
    'bendigo',
    'king-valley',
  ],
  'Western Australia': ['margaret-river', 'great-southern', 'swan-district', 'geographe', 'pemberton', 'blackwood-valley'],
  Tasmania: ['tasmania'],
};

const SPEC_VARIETIES = ['shiraz', 'cabernet-sauvignon', 'riesling', 'chardonnay', 'pinot-noir', 'semillon'];
const ALL_VARIETY_IDS = [
  ...SPEC_VARIETIES,
  'grenache',
  'mataro',
  'merlot',
  'cabernet-franc',
  'petit-verdot',
  'malbec',
  'durif',
  'tempranillo',
  'sangiovese',
  'nebbiolo',
  'sauvignon-blanc',
  'pinot-gris',
  'gewurztraminer',
  'viognier',
  'marsanne',
  'fiano',
  'vermentino',
  'chenin-blanc',
  'verdelho',
  'muscat',
  'muscadelle',
  'touriga-nacional',
];

const FOOD_CATEGORY_IDS = [
  'beef-steak',
  'lamb',
  'pork',
  'chicken',
  'duck',
  'game',
  'kangaroo',
  'veal',
  'sausages',
  'barbecue',
  'burgers',
  'roast-dinner',
  'slow-cooked-stews',
  'meat-pies',
  'salmon',
  'white-fish',
  'shellfish',
  'oysters',
  'prawns',
  'sushi-sashimi',
  'fish-and-chips',
  'thai',
  'vietnamese',
  'chinese',
  'japanese',
  'korean',
  'indian-curry',
  'spicy-asian',
  'middle-eastern',
  'mexican',
  'tomato-pasta',
  'creamy-pasta',
  'pizza',
  'mushroom-dishes',
  'vegetarian',
  'vegan',
  'salads',
  'soft-cheese',
  'hard-cheese',
  'blue-cheese',
  'goat-cheese',
  'charcuterie',
  'tapas',
  'chocolate-desserts',
  'fruit-desserts',
  'creamy-desserts',
  'nuts-and-dried-fruit',
];

const SPEC_TEMPERATURES = ['16-18°C', '14-16°C', '10-12°C', '8-10°C'];

/** Schema errors per item, labelled by id, so a failure names the offending record. */
function schemaErrors(items: readonly object[], schema: z.ZodType): string[] {
  return items.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [];
    return result.error.issues.map(
      (issue) => `${(item as { id?: string }).id ?? `#${index}`}: ${issue.path.join('.')} ${issue.message}`,
    );
  });
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** Every string inside a value, with the path that leads to it. */
function stringsIn(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const PLACEHOLDER = /\b(tbd|todo|lorem|xxx)\b|\.\.\./i;
function placeholders(label: string, value: unknown): string[] {
  return stringsIn(value, label)
    .filter(([, text]) => PLACEHOLDER.test(text))
    .map(([path, text]) => `${path}: ${text}`);
}

describe('wine regions (state groups)', () => {
  it('parses every state group and region with its schema', () => {
    expect(schemaErrors(STATE_GROUPS, stateGroupSchema)).toEqual([]);
    expect(schemaErrors(WINE_REGIONS, wineRegionSchema)).toEqual([]);
  });

  it('lists the five states in order with 11/6/10/6/1 regions and the fixed ids', () => {
    expect(STATE_GROUPS.map((group) => group.state)).toEqual([...STATES]);
    for (const group of STATE_GROUPS) {
      expect(group.regions.map((region) => region.id)).toEqual(REGION_IDS_BY_STATE[group.state]);
      expect(group.regions.every((region) => region.state === group.state)).toBe(true);
    }
    expect(STATE_GROUPS.map((group) => group.regions.length)).toEqual([11, 6, 10, 6, 1]);
    expect(WINE_REGIONS).toHaveLength(34);
  });

  it('keeps places beyond the guide out of the guide, and finds a wine from one', () => {
    expect(REGIONS_BEYOND_GUIDE.map((p) => p.id)).toEqual(['geelong']);
    expect(findRegion('geelong')).toBeUndefined();
    expect(findPlace('geelong')).toMatchObject({ name: 'Geelong', state: 'Victoria' });
    expect(findPlace('coonawarra')).toMatchObject({ name: 'Coonawarra', state: 'South Australia' });
    const geelong = loadKnowledge().WINES.filter((w) => w.regionId === 'geelong');
    expect(new Set(geelong.map((w) => w.producer)).size).toBeGreaterThanOrEqual(5);
    expect(geelong.filter((w) => w.varietyIds[0] === 'pinot-noir').length).toBeGreaterThanOrEqual(3);
  });

  it('has unique region ids and finds regions by id', () => {
    expect(duplicates(WINE_REGIONS.map((region) => region.id))).toEqual([]);
    expect(findRegion('coonawarra')?.name).toBe('Coonawarra');
    expect(findRegion('nowhere')).toBeUndefined();
  });

  it('fills the guide fields with real content', () => {
    for (const region of WINE_REGIONS) {
      expect(region.characteristics.length).toBeGreaterThanOrEqual(3);
      expect(region.characteristics.length).toBeLessThanOrEqual(5);
      expect(region.famousWineries.length).toBeGreaterThanOrEqual(2);
      expect(region.famousWineries.length).toBeLessThanOrEqual(4);
      expect(region.foodPairings.length).toBeGreaterThanOrEqual(3);
      expect(region.foodPairings.length).toBeLessThanOrEqual(5);
      expect(region.bestVintages.length).toBeGreaterThanOrEqual(3);
      expect(region.bestVintages.length).toBeLessThanOrEqual(5);
      for (const winery of region.famousWineries) {
        expect(winery.established).toMatch(/^(\d{4}|Unknown)$/);
      }
      for (const year of region.bestVintages) {
        expect(Number(year)).toBeGreaterThanOrEqual(1950);
        expect(Number(year)).toBeLessThanOrEqual(2025);
      }
    }
  });
});

describe('grape varieties', () => {
  it('parses every variety with its schema', () => {
    expect(schemaErrors(GRAPE_VARIETIES, grapeVarietySchema)).toEqual([]);
  });

  it('has at least 12 varieties, the spec six first, and every fixed id', () => {
    expect(GRAPE_VARIETIES.length).toBeGreaterThanOrEqual(12);
    expect(GRAPE_VARIETIES.slice(0, 6).map((variety) => variety.id)).toEqual(SPEC_VARIETIES);
    expect(GRAPE_VARIETIES.map((variety) => variety.id)).toEqual(expect.arrayContaining(ALL_VARIETY_IDS));
    expect(findVariety('pinot-noir')?.name).toBe('Pinot Noir');
    expect(findVariety('nothing')).toBeUndefined();
  });

  it('has unique ids and only existing regions in bestRegions', () => {
    expect(duplicates(GRAPE_VARIETIES.map((variety) => variety.id))).toEqual([]);
    const missing = GRAPE_VARIETIES.flatMap((variety) =>
      variety.bestRegions.filter((id) => !findRegion(id)).map((id) => `${variety.id} -> ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('marks pinot gris and gewurztraminer pink', () => {
    expect(findVariety('pinot-gris')?.type).toBe('pink');
    expect(findVariety('gewurztraminer')?.type).toBe('pink');
  });

  it('gives each variety the serving temperature for its usual wine type', () => {
    const usualType = (id: string, type: string) =>
      id === 'muscat' || id === 'muscadelle' ? 'Fortified Wine' : type === 'red' ? 'Red Wine' : 'White Wine';
    const mismatched = GRAPE_VARIETIES.filter(
      (variety) =>
        variety.servingTemp !==
        servingTemperatureFor({ wineType: usualType(variety.id, variety.type), variety: variety.name }).servingTemp,
    ).map((variety) => variety.id);
    expect(mismatched).toEqual([]);
  });
});

describe('pairing rules (food pairing suggestion)', () => {
  it('parses every rule with its schema', () => {
    expect(schemaErrors(PAIRING_RULES, pairingRuleSchema)).toEqual([]);
  });

  it('has one rule for each fixed food category and unique ids', () => {
    expect(PAIRING_RULES.length).toBeGreaterThanOrEqual(40);
    expect(PAIRING_RULES.map((rule) => rule.id).sort()).toEqual([...FOOD_CATEGORY_IDS].sort());
    expect(duplicates(PAIRING_RULES.map((rule) => rule.id))).toEqual([]);
    expect(findPairingRule('oysters')?.category).toBe('Oysters');
  });

  it('uses existing varieties and wine types in its styles, with 2-5 styles each', () => {
    for (const rule of PAIRING_RULES) {
      expect(rule.styles.length).toBeGreaterThanOrEqual(2);
      expect(rule.styles.length).toBeLessThanOrEqual(5);
      for (const style of rule.styles) {
        if (style.varietyId) expect(findVariety(style.varietyId)).toBeDefined();
        if (style.wineType) expect(WINE_TYPES).toContain(style.wineType);
      }
    }
  });

  it('keeps keywords lower-case and temperatures within the serving-temperature set', () => {
    for (const rule of PAIRING_RULES) {
      for (const keyword of rule.keywords) expect(keyword).toBe(keyword.toLowerCase().trim());
      expect(SPEC_TEMPERATURES).toContain(rule.servingTemp);
      if (rule.decantTime) expect(rule.servingTemp).toBe('16-18°C');
    }
  });
});

describe('servingTemperatureFor', () => {
  it.each([
    ['Red Wine', 'Shiraz', '16-18°C', '30-60 minutes'],
    ['Red Wine', 'Cabernet Sauvignon', '16-18°C', '30-60 minutes'],
    ['Red Wine', 'Grenache', '16-18°C', '30-60 minutes'],
    ['', 'Shiraz', '16-18°C', '30-60 minutes'],
    ['', 'Cabernet Merlot', '16-18°C', '30-60 minutes'],
    ['RED WINE', 'Merlot', '16-18°C', '30-60 minutes'],
    ['Red Wine', 'Pinot Noir', '14-16°C', undefined],
    ['', 'Pinot Noir', '14-16°C', undefined],
    ['White Wine', 'Chardonnay', '10-12°C', undefined],
    ['White Wine', 'Semillon', '10-12°C', undefined],
    ['White Wine', 'Pinot Gris', '10-12°C', undefined],
    ['Sparkling Wine', 'Chardonnay Pinot Noir', '6-8°C', undefined],
    ['Sparkling Wine', 'Shiraz', '10-12°C', undefined],
    ['Sparkling Wine', 'Sparkling Red Shiraz', '10-12°C', undefined],
    ['Dessert Wine', 'Semillon', '8-10°C', undefined],
    ['White Wine', 'Sauvignon Blanc', '8-10°C', undefined],
    ['White Wine', 'Semillon Sauvignon Blanc', '8-10°C', undefined],
    ['White Wine', 'Riesling', '8-10°C', undefined],
    ['', 'Riesling', '8-10°C', undefined],
    ['Rosé Wine', 'Grenache Rosé', '8-10°C', undefined],
    ['Rosé Wine', 'Shiraz Tempranillo', '8-10°C', undefined],
    ['Rosé Wine', 'Cabernet Franc Pinot Noir Malbec', '8-10°C', undefined],
    ['Fortified Wine', 'Muscat', '14-16°C', undefined],
    ['Fortified Wine', 'Shiraz Grenache Mataro', '14-16°C', undefined],
    ['', '', '14-16°C', undefined],
  ])('%s / %s -> %s', (wineType, variety, servingTemp, decantTime) => {
    const result = servingTemperatureFor({ wineType, variety });
    expect(result.servingTemp).toBe(servingTemp);
    expect(result.decantTime).toBe(decantTime);
  });
});

describe('wineries and wines', () => {
  it('exports the combined data set and a version', () => {
    const knowledge = loadKnowledge();
    expect(knowledge.KNOWLEDGE_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
    expect(knowledge.WINE_REGIONS).toBe(WINE_REGIONS);
    expect(knowledge.PAIRING_RULES).toBe(PAIRING_RULES);
    expect(knowledge.WINES).toHaveLength(knowledge.WINE_DATA_FILES.reduce((n, file) => n + dataFile(file).length, 0));
    expect(knowledge.WINES[0].id).toBe('sa-penfolds-grange'); // South Australia first
  });

  it('parses every winery and wine with its schema', () => {
    const { WINERIES, WINES } = loadKnowledge();
    expect(schemaErrors(WINERIES, winerySchema)).toEqual([]);
    expect(schemaErrors(WINES, wineSchema)).toEqual([]);
  });

  it('has at least 150 wineries and 800 wines with unique ids', () => {
    const { WINERIES, WINES } = loadKnowledge();
    expect(WINERIES.length).toBeGreaterThanOrEqual(150);
    expect(WINES.length).toBeGreaterThanOrEqual(800);
    expect(duplicates(WINERIES.map((winery) => winery.id))).toEqual([]);
    expect(duplicates(WINES.map((wine) => wine.id))).toEqual([]);
  });

  it('places every winery in an existing region, named as the guide names it', () => {
    const { WINERIES } = loadKnowledge();
    const wrong = WINERIES.filter((winery) => findRegion(winery.regionId)?.name !== winery.region).map(
      (winery) => `${winery.id}: ${winery.regionId} / ${winery.region}`,
    );
    expect(wrong).toEqual([]);
  });

  it('has at least one winery in every region', () => {
    const { WINERIES } = loadKnowledge();
    const covered = new Set(WINERIES.map((winery) => winery.regionId));
    expect(WINE_REGIONS.filter((region) => !covered.has(region.id)).map((region) => region.id)).toEqual([]);
  });

  it('references only existing regions, varieties and food categories from wines', () => {
    const { WINES } = loadKnowledge();
    const broken = WINES.flatMap((wine) => [
      // a guide region, or a place beyond the guide (Geelong) that a wine may come from
      ...(findPlace(wine.regionId) ? [] : [`${wine.id}: region ${wine.regionId}`]),
      ...wine.varietyIds.filter((id) => !findVariety(id)).map((id) => `${wine.id}: variety ${id}`),
      ...wine.foodTags.filter((id) => !findPairingRule(id)).map((id) => `${wine.id}: food ${id}`),
    ]);
    expect(broken).toEqual([]);
  });

  it('covers all six wine types', () => {
    const { WINES } = loadKnowledge();
    const types = new Set(WINES.map((wine) => wine.wineType));
    expect(WINE_TYPES.filter((type) => !types.has(type))).toEqual([]);
  });

  it('covers every price band by the lower bound of the price range', () => {
    const { WINES } = loadKnowledge();
    const bands = new Set(
      WINES.map((wine) => {
        const low = Number(/^\$(\d+)/.exec(wine.priceRange)?.[1]);
        if (low < 20) return 'under $20';
        if (low < 40) return '$20-40';
        if (low < 80) return '$40-80';
        if (low < 150) return '$80-150';
        return '$150+';
      }),
    );
    expect([...bands].sort()).toEqual(['$150+', '$20-40', '$40-80', '$80-150', 'under $20'].sort());
  });

  it('keeps ageing windows ordered', () => {
    const { WINES } = loadKnowledge();
    expect(WINES.filter((wine) => wine.ageingYears.min > wine.ageingYears.max).map((wine) => wine.id)).toEqual([]);
  });
});

describe('no placeholder text', () => {
  it('in the guide, varieties and pairing rules', () => {
    expect([
      ...placeholders('regions', STATE_GROUPS),
      ...placeholders('varieties', GRAPE_VARIETIES),
      ...placeholders('rules', PAIRING_RULES),
    ]).toEqual([]);
  });

  it('in wineries and wines', () => {
    const { WINERIES, WINES } = loadKnowledge();
    expect([...placeholders('wineries', WINERIES), ...placeholders('wines', WINES)]).toEqual([]);
  });
});

describe('the data files (the knowledge base is data)', () => {
  it('validates every record of every file at load, naming the bad record', () => {
    const wines = dataFile('wines-south-australia.json');
    const broken = [wines[0], { ...(wines[1] as object), abv: 'strong' }];
    expect(() => parseRecords('wines-south-australia.json', broken, wineSchema)).toThrow(
      /wines-south-australia\.json: record 1 'sa-penfolds-rwt-bin-798-shiraz' is invalid:[\s\S]*abv/,
    );
    expect(() =>
      parseRecords('wineries.json', [{ ...(dataFile('wineries.json')[0] as object), webSite: 'x.com' }], winerySchema),
    ).toThrow(/wineries\.json: record 0 '[a-z-]+' is invalid:[\s\S]*webSite/);
    expect(() => parseRecords('wines.json', [wines[0], wines[0]], wineSchema)).toThrow(/'sa-penfolds-grange' appears twice/);
    expect(() => parseRecords('wines.json', {}, wineSchema)).toThrow(/expected a JSON array/);
  });

  it('gives every wine a stable id: state prefix and kebab-case, unique across files', () => {
    const { WINES } = loadKnowledge();
    const prefix: Record<string, string> = {
      'South Australia': 'sa',
      'New South Wales': 'nsw',
      Victoria: 'vic',
      'Western Australia': 'wa',
      Tasmania: 'tas',
    };
    const wrong = WINES.filter((wine) => !wine.id.startsWith(`${prefix[findPlace(wine.regionId)!.state]}-`)).map((w) => w.id);
    expect(wrong).toEqual([]);
    expect(duplicates(WINES.map((wine) => wine.id))).toEqual([]);
    // ids already handed out (saved wines, history, embeddings) never change, even on a rename
    for (const id of [
      'sa-penfolds-grange',
      'sa-jacobs-creek-classic-shiraz',
      'nsw-bloodwood-ice-riesling',
      'wa-cullen-vanya-cabernet-sauvignon',
    ]) {
      expect(knowledgeIndex.findWine(id)?.id).toBe(id);
    }
  });

  it('carries provenance on every wine and winery, with prices as approximate AUD ranges', () => {
    const { WINES, WINERIES } = loadKnowledge();
    for (const record of [...WINES, ...WINERIES]) {
      expect(record.asOf).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(record.sources.length).toBeGreaterThanOrEqual(1);
    }
    expect(WINES.every((wine) => wine.priceApproximate === true && wine.currency === 'AUD')).toBe(true);
    expect(knowledgeIndex.KNOWLEDGE_AS_OF).toMatch(/^20\d\d-\d\d-\d\d$/);
  });

  it('files multi-region blends under the region their label names', () => {
    const labelRegion = (id: string) => knowledgeIndex.findWine(id)?.labelRegion;
    for (const id of [
      'sa-penfolds-grange',
      'sa-penfolds-bin-389-cabernet-shiraz',
      'sa-penfolds-bin-407-cabernet-sauvignon',
      'sa-penfolds-bin-707-cabernet-sauvignon',
      'sa-penfolds-st-henri-shiraz',
      'sa-penfolds-koonunga-hill-shiraz-cabernet',
      'sa-wolf-blass-yellow-label-cabernet-sauvignon',
      'sa-wolf-blass-black-label-cabernet-sauvignon-shiraz',
      'sa-oxford-landing-sauvignon-blanc',
    ]) {
      expect([id, labelRegion(id)]).toEqual([id, 'South Australia']);
    }
    for (const id of [
      'sa-jacobs-creek-classic-shiraz',
      'sa-jacobs-creek-chardonnay-pinot-noir',
      'sa-hardys-whiskers-blake-classic-tawny',
      'sa-banrock-station-shiraz',
      'nsw-yellow-tail-shiraz',
      'nsw-mcwilliams-hanwood-estate-chardonnay',
    ]) {
      expect([id, labelRegion(id)]).toEqual([id, 'South Eastern Australia']);
    }
    // single-region wines keep their region's name on the label
    expect(labelRegion('sa-penfolds-bin-128-shiraz')).toBeUndefined();
  });

  it("dates the Jacob's Creek brand from 1973, not from Johann Gramp's 1847 vineyard", () => {
    const { WINERIES, WINES } = loadKnowledge();
    const winery = WINERIES.find((w) => w.wineryName === "Jacob's Creek");
    expect(winery?.establishedYear).toBe('1973');
    expect(winery?.description).toMatch(/1973/);
    const jacobs = [winery, ...WINES.filter((wine) => wine.producer === "Jacob's Creek")];
    const claims = jacobs
      .flatMap((r) => stringsIn(r))
      .filter(([, text]) => /(founded|established|since|dates from)[^.]*1847/i.test(text));
    expect(claims).toEqual([]);
  });

  it("finds Bloodwood's ice riesling as 'Silk Purse', and still by its old name", () => {
    const { WINES } = loadKnowledge();
    const byName = (name: string) => WINES.filter((wine) => knowledgeIndex.wineNames(wine).some((n) => n.includes(name)));
    const silkPurse = byName('Silk Purse');
    expect(silkPurse.map((wine) => [wine.id, wine.producer, wine.wineName])).toEqual([
      ['nsw-bloodwood-ice-riesling', 'Bloodwood', 'Silk Purse'],
    ]);
    expect(byName('Ice Riesling').map((wine) => wine.id)).toContain('nsw-bloodwood-ice-riesling');
    expect(silkPurse[0].mayBeStale).toBe(true);
  });

  it('flags the names and prices that may be stale, and only some', () => {
    const { WINES } = loadKnowledge();
    const stale = WINES.filter((wine) => wine.mayBeStale).map((wine) => wine.id);
    expect(stale).toEqual(expect.arrayContaining(['sa-penfolds-grange', 'nsw-bloodwood-ice-riesling']));
    expect(stale.length).toBeLessThan(WINES.length / 10);
  });
});

describe('benchmark wines', () => {
  const { WINES } = loadKnowledge();
  const benchmarks = WINES.filter((w) => w.benchmark);

  it('each names the published ranking that makes it one, and only a known standing', () => {
    expect(benchmarks.length).toBeGreaterThanOrEqual(20);
    for (const w of WINES)
      expect({ id: w.id, sourced: Boolean(w.benchmark) === Boolean(w.benchmarkSource) }).toEqual({ id: w.id, sourced: true });
    for (const w of benchmarks) expect(['Exceptional', 'Classified']).toContain(w.benchmark);
  });

  it('span the styles, not only red: a Chardonnay, a Riesling or Semillon and a sparkling among them', () => {
    const types = new Set(benchmarks.map((w) => w.wineType));
    expect([...types]).toEqual(expect.arrayContaining(['Red Wine', 'White Wine', 'Sparkling Wine']));
    const whites = benchmarks.filter((w) => w.wineType === 'White Wine').map((w) => w.varietyIds[0]);
    expect(whites).toEqual(expect.arrayContaining(['chardonnay', 'riesling', 'semillon']));
  });
});
