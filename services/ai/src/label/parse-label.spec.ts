import { OcrLine } from './ocr-line';
import { joinRows, lookAlikeYear, parseLabel } from './parse-label';

const line = (text: string, height = 30, top = 0, left = 0, confidence = 0.99): OcrLine => ({
  text,
  height,
  top,
  left,
  width: text.length * height * 0.6,
  confidence,
});

describe('parseLabel', () => {
  it('reads the vintage, not the founding year', () => {
    const facts = parseLabel([line('PENFOLDS', 80), line('Est. 1844', 20, 100), line('2019', 50, 200)], 2026);
    expect(facts.vintage?.year).toBe(2019);
    expect(parseLabel([line('Established 1891'), line('Since 1850'), line('Founded in 1837')], 2026).vintage).toBeNull();
  });

  it('reads no vintage in a phone number or a price', () => {
    for (const text of ['Cellar door (08) 8523 2017', '03 5964 2019', 'Ph: 8563 2014', 'tel 2016', '$20.19', '2019.99'])
      expect(parseLabel([line('KESTREL RIDGE', 80), line(text, 20, 300)], 2026).vintage).toBeNull();
    // the wine's year beside them still is one; a wine's number before it is no phone number
    const facts = parseLabel([line('KESTREL RIDGE', 80), line('Cellar door 08 8523 2017', 20, 300), line('2021', 20, 200)], 2026);
    expect(facts.vintage?.year).toBe(2021);
    expect(parseLabel([line('Bin 389 2016', 40)], 2026).vintage?.year).toBe(2016);
  });

  it('ignores years in the future, ABV-like numbers and long numbers', () => {
    expect(parseLabel([line('2031')], 2026).vintage).toBeNull();
    expect(parseLabel([line('Lot 120195')], 2026).vintage).toBeNull();
    expect(parseLabel([line('Vintage 2012')], 2026).vintage?.year).toBe(2012);
  });

  it('reads ABV and volume in their label forms', () => {
    const facts = parseLabel([line('14.5% alc/vol'), line('750 mL')]);
    expect(facts.abv).toBe('14.5%');
    expect(facts.volumeMl).toBe(750);
    expect(parseLabel([line('ALC 13,5 % VOL'), line('1.5L')]).abv).toBe('13.5%');
    expect(parseLabel([line('1.5L')]).volumeMl).toBe(1500);
    expect(parseLabel([line('100% Shiraz')]).abv).toBeNull();
  });

  it('finds varieties and regions from the knowledge base, longest names first', () => {
    const facts = parseLabel([line('Cabernet Sauvignon'), line('MARGARET RIVER')]);
    expect(facts.varietyIds).toEqual(['cabernet-sauvignon']);
    expect(facts.regionIds).toEqual(['margaret-river']);
  });

  it('joins the words of a tilted line again', () => {
    const rows = joinRows([line("JACOB'S", 96, 100, 100), line('CREEK', 80, 130, 560)]);
    expect(rows.map((r) => r.text)).toEqual(["JACOB'S CREEK"]);
    // a small line under a big one is not the same row
    expect(joinRows([line('PENFOLDS', 90, 0, 0), line('Est. 1844', 20, 120, 0)])).toEqual([]);
  });

  it("reads NV alone, ending a back label's heading, or as 'Non Vintage'", () => {
    expect(parseLabel([line('NV')]).nonVintage).toBe(true);
    expect(parseLabel([line('Rockford Moppa Springs NV')]).nonVintage).toBe(true);
    expect(parseLabel([line('Non Vintage Brut')]).nonVintage).toBe(true);
    expect(parseLabel([line('NVLLE ENVY')]).nonVintage).toBe(false);
    expect(parseLabel([line('Rockford Moppa Springs NV'), line('2019')], 2026).nonVintage).toBe(false);
  });
});

describe('lookAlikeYear', () => {
  it('reads a year with letters for some digits, less sure than one read as digits', () => {
    const facts = parseLabel([line('Victory Point Kose Zu06', 25)], 2026);
    expect(facts.vintage?.year).toBe(2006);
    expect(facts.vintage!.confidence).toBeLessThan(0.75);
    expect(lookAlikeYear([line('Z0I8')], 2026)?.year).toBe(2018);
  });

  it('takes no word with fewer than two digits, no implausible year, and not the founding year', () => {
    expect(lookAlikeYear([line('ZOIS')], 2026)).toBeNull();
    expect(lookAlikeYear([line('zu1U Riesling')], 2026)).toBeNull();
    expect(lookAlikeYear([line("Nick O'Leary Riesling zu1U")], 2026)?.year).toBe(2010);
    expect(lookAlikeYear([line('Z0Z9')], 2026)).toBeNull();
    expect(lookAlikeYear([line('Est. I8S0 ZO19')], 2026)?.year).toBe(2019);
    expect(lookAlikeYear([line('750m 14.5%')], 2026)).toBeNull();
  });

  it('prefers a year printed in digits', () => {
    expect(parseLabel([line('Zu06', 40), line('2011', 20)], 2026).vintage?.year).toBe(2011);
  });
});
