import { findPairingRule } from '@wine/wine-knowledge';
import { answerQuestion } from './answer-question';
import { crispFit, wantsCrisp } from './crisp-whites';
import { at, readList } from './list-lines.fixture';

// A list with none of the grapes the oyster rule names (Riesling, Semillon, Sauvignon Blanc): a
// sommelier still pours its crisp, unoaked white, not a Chardonnay (the catalogue's oaked ones
// already clash with oysters: dish-character.ts).
describe('a crisp white for oysters when the list has none of the classic grapes', () => {
  const list = (...whites: string[]) =>
    readList(
      [
        at('WHITES', 40),
        ...whites.map((w, i) => at(w, 80 + i * 40)),
        at('REDS', 80 + whites.length * 40 + 20),
        at('Yalumba The Signature Cabernet Shiraz 2019 22 | 98', 80 + whites.length * 40 + 60),
      ],
      900,
    );
  const top = (entries: ReturnType<typeof list>, q: string) => answerQuestion(entries, q).picks[0]?.menuLine ?? '';

  it('pours a Fiano, a Savagnin or a Muscadet before a Chardonnay', () => {
    // a Chardonnay the catalogue does not know, listed first: nothing of the rule tells them apart
    const oaked = 'Karrawirra Flat Chardonnay 2021 18 | 80';
    expect(top(list(oaked, 'Quarry Hill Fiano 2023 18 | 80'), 'A white by the glass for oysters')).toContain('Fiano');
    expect(top(list('Bellwether Savagnin 2022 18 | 82', oaked), 'A white by the glass for oysters')).toContain('Savagnin');
    expect(top(list(oaked, 'Domaine de la Pépière Muscadet 2022 17 | 78'), 'A white by the glass for oysters')).toContain(
      'Muscadet',
    );
  });

  it('still pours the Riesling the rule names first, but a dry white before an off-dry one, and an unoaked Chardonnay before an oaked one', () => {
    const entries = list('Quarry Hill Fiano 2023 15 | 66', 'Crawford River Riesling 2022 17 | 78');
    expect(top(entries, 'A white by the glass for oysters')).toContain('Riesling');
    // an off-dry Riesling ('SGR': sugar left in) is not the dry one oysters want
    const rieslings = list('Josef Chromy Delikat SGR Riesling 2021 12 | 55', 'Thornbury Lane Chenin Blanc 2021 16 | 70');
    expect(top(rieslings, 'A white by the glass for oysters')).toContain('Chenin');
    const chardonnays = list('Tolpuddle Chardonnay barrel fermented 2021 24 | 110', 'Eastbank Unoaked Chardonnay 2023 14 | 60');
    expect(top(chardonnays, 'A white by the glass for oysters')).toContain('Unoaked');
  });

  it('asks for a crisp white for oysters and prawns, not for a lobster rich enough for Chardonnay', () => {
    expect(wantsCrisp(findPairingRule('oysters')!)).toBe(true);
    expect(wantsCrisp(findPairingRule('prawns')!)).toBe(true);
    expect(wantsCrisp(findPairingRule('shellfish')!)).toBe(false);
    expect(
      crispFit({ wineType: 'White Wine', varietyIds: ['chardonnay'], name: 'X Chardonnay', detail: '', structure: null }),
    ).toBe(0);
    expect(
      crispFit({
        wineType: 'White Wine',
        varietyIds: ['chardonnay'],
        name: 'Cape Mentelle Chardonnay',
        detail: '',
        structure: { acidity: 4, oak: 3, sweetness: 1 },
      }),
    ).toBeLessThan(0);
  });
});
