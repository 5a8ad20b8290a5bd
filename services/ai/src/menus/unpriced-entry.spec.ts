import { answerQuestion } from './answer-question';
import { at, readList } from './list-lines.fixture';

// A candle-lit list whose dark corner lost the sparkling wines' prices: the wines are still on
// the list, so 'any bubbles?' finds them, a price question is answered from priced wines only,
// and a wine line is never taken for a heading of the rows under it nor a note of the row above.
const page = () =>
  readList(
    [
      at('SPARKLING', 40),
      at('Pol Roger Brut Réserve Champagne NV', 90),
      at('Chrismont La Zona Prosecco 2021', 140),
      at('WHITE', 200),
      at('Lyrebird Ridge Riesling 2022', 250),
      at('16 | 74', 250, 700),
      at('Clare Valley', 278, 40, 16),
      at('Thornbury Lane Chenin Blanc 2021', 310),
      at('63', 310, 730),
      at('RED', 370),
      at('Sea Eagle Pinot Noir 2022', 420),
      at('13 | 64', 420, 700),
      at('Fox Creek Short Row Shiraz 2017', 470),
      at('18 | 78', 470, 700),
    ],
    900,
  );

describe('a wine whose price the photo lost', () => {
  it('is on the list with its colour and no price, the rows under it keep their own section', () => {
    const entries = page();
    const bubbles = entries.filter((e) => e.wineType === 'Sparkling Wine');
    expect(bubbles.map((e) => e.wineName)).toEqual(['Pol Roger Brut Réserve Champagne', 'Chrismont La Zona Prosecco']);
    expect(bubbles.every((e) => e.glassPrice === null && e.bottlePrice === null && e.priceUnread)).toBe(true);
    // the region printed small under the Riesling is its note, not a wine
    expect(entries.find((e) => e.wineName.includes('Riesling'))?.detail).toBe('Clare Valley');
    expect(entries).toHaveLength(6);
    expect(entries.find((e) => e.wineName.includes('Chenin'))?.wineType).toBe('White Wine');
  });

  it('answers a style question with it, saying its price could not be read', () => {
    const answer = answerQuestion(page(), 'Do you have any bubbles?');
    expect(answer.picks[0].menuLine).toContain('Pol Roger');
    expect(answer.picks[0].price).toBe('price could not be read from the photo');
  });

  it('is never offered as fitting a price question', () => {
    const answer = answerQuestion(page(), 'Cheapest glass of bubbles?');
    expect(answer.analysis).toMatch(/^Nothing on this list is sparkling by the glass/);
    expect(answer.picks.every((p) => p.breaks?.length)).toBe(true);
    const champagne = answer.picks.find((p) => p.menuLine.includes('Pol Roger'));
    expect(champagne?.breaks).toEqual(['its price could not be read']);
    const red = answerQuestion(page(), 'A red under $70');
    expect(red.picks[0].menuLine).toContain('Sea Eagle');
  });
});
