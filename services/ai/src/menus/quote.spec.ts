import { CATALOGUE } from '../engine/catalogue';
import { mendQuote } from './quote';

describe('the quoted line of a matched wine', () => {
  const wine = (id: string) => CATALOGUE.find((c) => c.wine.id === id) ?? null;
  it("shows the matched wine's own words where OCR misread one, in the line's case", () => {
    expect(mendQuote('Joser Chromy Riesting 2021 13/61', wine('tas-josef-chromy-riesling'))).toBe(
      'Josef Chromy Riesling 2021 13/61',
    );
    expect(mendQuote('CUMULUS CLINBING CHARDONNAY 2020 GL 11.00', wine('nsw-cumulus-climbing-chardonnay'))).toBe(
      'CUMULUS CLIMBING CHARDONNAY 2020 GL 11.00',
    );
  });
  it("shows the wine's one word the line lacks in its place, misread past two letters ('Fane' for Fiano)", () => {
    expect(mendQuote('Tellurian Fane 2018 18/83', wine('vic-tellurian-fiano'))).toBe('Tellurian Fiano 2018 18/83');
    expect(mendQuote('DAL ZOTTO PUETNO PROSECCO', wine('vic-dal-zotto-pucino-prosecco'))).toBe('DAL ZOTTO PUCINO PROSECCO');
    // another word in its place (another letter first) is the line's own
    expect(mendQuote('Tellurian Nebbiolo 2018', wine('vic-tellurian-fiano'))).toBe('Tellurian Nebbiolo 2018');
  });
  it('leaves a line with no catalogue match, and words the wine does not have, as read', () => {
    expect(mendQuote('Joser Chromy Riesting 2021', null)).toBe('Joser Chromy Riesting 2021');
    expect(mendQuote('Josef Chromy Riesling Tamar Valley', wine('tas-josef-chromy-riesling'))).toBe(
      'Josef Chromy Riesling Tamar Valley',
    );
  });
});
