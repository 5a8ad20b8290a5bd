import { findPairingRule } from '@wine/wine-knowledge';
import { answerQuestion } from './answer-question';
import { at, readList } from './list-lines.fixture';
import { structureFit, wantsStructure } from './structured-reds';

// A list with no Cabernet or Shiraz: a sommelier still pours its structured red with a rare
// steak (a Mourvèdre, a Nebbiolo, a Châteauneuf), not a Morgon or a Pinot Noir.
describe('a structured red for a steak when the list has none of the classic grapes', () => {
  const list = (...reds: string[]) => readList([at('REDS', 40), ...reds.map((r, i) => at(r, 80 + i * 40))], 900);
  const top = (entries: ReturnType<typeof list>, q: string) => answerQuestion(entries, q).picks[0]?.menuLine ?? '';

  it('pours a Mourvèdre, a Nebbiolo or a Châteauneuf before a Gamay or a Pinot Noir', () => {
    const steak = 'A red under $140 for steak';
    expect(top(list('Marcel Lapierre Morgon 2020 77', 'Saltbush Flat Mourvèdre 2018 98'), steak)).toContain('Mourvèdre');
    expect(top(list('Quarry Hill Pinot Noir 2021 70', 'Blue Gum Nebbiolo 2017 110'), steak)).toContain('Nebbiolo');
    expect(top(list('Domaine Lapierre Fleurie 2021 66', 'Château de Beaucastel Châteauneuf-du-Pape 2019 135'), steak)).toContain(
      'Beaucastel',
    );
  });

  it('asks for a structured red for a steak or lamb, not for salmon', () => {
    expect(wantsStructure(findPairingRule('beef-steak')!)).toBe(true);
    expect(wantsStructure(findPairingRule('lamb')!)).toBe(true);
    expect(wantsStructure(findPairingRule('salmon')!)).toBe(false);
    // the catalogue's body says more than the grape
    expect(structureFit({ wineType: 'Red Wine', varietyIds: ['pinot-noir'], body: 4 })).toBeGreaterThan(0);
    expect(structureFit({ wineType: 'White Wine', varietyIds: ['chardonnay'], body: null })).toBe(0);
  });
});
