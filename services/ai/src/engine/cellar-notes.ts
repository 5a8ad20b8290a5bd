import type { CellarPairingItem } from '@wine/contracts';
import { findPairingRule, findVariety, type PairingRule, withoutAccents } from '@wine/wine-knowledge';
import { askedFor } from './answer-notes';
import type { WineQuery } from './query-understanding';

// What "From my cellar" says in words (docs/product-rules.md#from-my-cellar): why nothing in the
// cellar suits, and where a bottle stands in its drinking window.

/** A celebration, an anniversary, a gift or 'something special': a bottle still in its Hold window may be the answer. */
export function specialOccasion(q: WineQuery): boolean {
  return q.quality >= 0.8 || q.benchmark;
}

const TYPE_WORDS: Record<string, string> = {
  'Dessert Wine': 'a sweet wine',
  'Fortified Wine': 'a fortified wine',
  'Sparkling Wine': 'a sparkling wine',
  'Rosé Wine': 'a rosé',
  'White Wine': 'a white',
  'Red Wine': 'a red',
};

/** What a dish wants, in words: its rule's two weightiest styles ('a sweet wine or a fortified wine'). */
function wantsOf(rule: PairingRule): string {
  const styles = [...rule.styles].sort((a, b) => b.weight - a.weight);
  const words: string[] = [];
  for (const s of styles) {
    const word = s.wineType ? TYPE_WORDS[s.wineType] : s.varietyId ? `a ${findVariety(s.varietyId)?.name ?? s.varietyId}` : null;
    if (word && !words.includes(word)) words.push(word);
    if (words.length === 2) break;
  }
  return words.join(' or ');
}

/** The member's own spelling of words the engine read folded ('crème brûlée' for 'creme brulee'). */
function asWritten(query: string, words: string): string {
  const folded = withoutAccents(query.normalize('NFC').toLowerCase());
  const at = folded.indexOf(words);
  return at >= 0 && folded.length === query.normalize('NFC').length
    ? query
        .normalize('NFC')
        .slice(at, at + words.length)
        .toLowerCase()
    : words;
}

/** 'Nothing in your cellar suits crème brûlée: it wants a sweet wine or a fortified wine.' */
export function nothingSuitsMessage(q: WineQuery, query: string, bottles: number): string {
  if (!bottles) return 'Your cellar has no bottles left to choose from, so here are wines to buy instead.';
  const rule = q.foods.map((id) => findPairingRule(id)).find((r) => r !== undefined);
  const toBuy = ' Here are wines to buy that would.';
  if (rule) {
    const dish = asWritten(query, q.foodWords[rule.id] ?? rule.category.toLowerCase());
    const dessert = q.dessertSweetness > 0 ? 'a sweet wine, at least as sweet as the dessert' : wantsOf(rule);
    return `Nothing in your cellar suits ${dish}: it wants ${dessert}.${toBuy}`;
  }
  // 'a sweet wine', 'bubbles': the type in words
  if (q.types.length === 1 && !q.varieties.length && !q.regions.length && !q.states.length && !q.budget)
    return `Nothing in your cellar is ${TYPE_WORDS[q.types[0]] ?? q.types[0].toLowerCase()}.${toBuy}`;
  const asked = askedFor(q);
  if (asked) return `Nothing in your cellar is ${asked}.${toBuy}`;
  return `Nothing in your cellar suits “${query.trim().slice(0, 80)}”.${toBuy}`;
}

/** Where the bottle stands, said when it helps the choice. */
export function readinessSentence(
  readiness: CellarPairingItem['readiness'],
  special: boolean,
  anyReadySuits: boolean,
): string | null {
  switch (readiness) {
    case 'drinkSoon':
      return 'This vintage is in its drink-soon window, so tonight is a good night for it.';
    case 'drinkNow':
      return 'This vintage is in its drinking window.';
    case 'pastBest':
      return 'This vintage is past its best window: open it soon rather than keep it.';
    case 'hold':
      if (special)
        return 'This vintage is still young (in its Hold window), but a special occasion is a fair reason to open it early.';
      return anyReadySuits
        ? 'This vintage is still in its Hold window: better kept a few more years.'
        : 'This vintage is still in its Hold window, but it is the bottle in your cellar that suits this best.';
    case null:
      return null;
  }
}
