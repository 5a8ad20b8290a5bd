import { findPlace, findVariety } from '@wine/wine-knowledge';
import type { WineQuery } from './query-understanding';
import type { Relaxation } from './constraints';
import { ALTERNATIVE_WORDS, STYLE_NAMES, type StyleTag } from './wine-styles';

// The response's `message` (docs/product-rules.md#recommendations): what the engine could not do,
// said plainly. A request that is not about wine, food or an occasion; a style we list none of;
// fewer wines that fit than the plan shows.

export const ASK_FOR_WINE =
  'We could not find a wine request in that. Tell us a wine, a meal or an occasion, for example ‘a Shiraz for a lamb roast’, ‘something to drink with pavlova’ or ‘bubbles for a birthday under $40’.';

const STYLE_ASKED: Partial<Record<StyleTag, string>> = {
  'skin-contact': 'skin contact',
  natural: 'natural',
  'pet-nat': 'a pét-nat',
  'alcohol-free': 'alcohol-free',
  'vegan-certified': 'certified vegan',
  'organic-certified': 'certified organic',
  moscato: 'a Moscato',
  prosecco: 'a Prosecco',
  kosher: 'kosher',
};

const list = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** The request's hard parts in words: 'a rosé, under $20, not Chardonnay'. */
export function askedFor(q: WineQuery): string {
  const parts: string[] = [];
  if (q.types.length) parts.push(q.types.map((t) => t.toLowerCase().replace(' wine', '')).join(' or '));
  // the style asked for by name: 'Only 1 wine fits (sparkling and a pét-nat)'
  if (q.styleTags.length) parts.push(q.styleTags.map((t) => STYLE_ASKED[t] ?? t).join(' or '));
  if (q.varieties.length) parts.push(q.varieties.map((v) => findVariety(v)?.name ?? v).join(' or '));
  if (q.regions.length) parts.push(`from ${q.regions.map((r) => findPlace(r)?.name ?? r).join(' or ')}`);
  else if (q.states.length) parts.push(`from ${q.states.join(' or ')}`);
  if (q.budget) parts.push(q.budget.label);
  if (q.sweetness) parts.push(q.sweetness);
  if (q.dessertSweetness) parts.push('at least as sweet as the dessert');
  if (q.comparative)
    parts.push(
      q.comparative.moves.length
        ? `${q.comparative.label} than ${q.comparative.anchor.text}`
        : `like ${q.comparative.anchor.text}`,
    );
  const ruled = [
    ...q.exclude.varieties.map((v) => findVariety(v)?.name ?? v),
    ...q.exclude.types.map((t) => t.toLowerCase()),
    ...q.exclude.regions.map((r) => `from ${findPlace(r)?.name ?? r}`),
    ...q.exclude.states.map((s) => `from ${s}`),
    ...q.exclude.producers,
  ];
  if (ruled.length) parts.push(`not ${ruled.join(' or ')}`);
  if (q.cellarYears !== null) parts.push(`to cellar ${q.cellarYears} years`);
  return list(parts);
}

export function missingStyleMessage(missing: StyleTag[]): string {
  const names = list(missing.map((t) => STYLE_NAMES[t]));
  const what = missing.map((t) => ALTERNATIVE_WORDS[t]).filter(Boolean)[0];
  return `We don’t list any ${names} yet, so none of these is one. ${what ? `The closest honest alternatives, marked as such: ${what}.` : 'These are the closest honest alternatives, marked as such.'}`;
}

/** The notes for an answer, joined into one message (null when there is nothing to say). */
export function messageOf(
  q: WineQuery,
  shown: number,
  limit: number,
  relaxed: readonly Relaxation[],
  missing: StyleTag[],
): string | null {
  const notes: string[] = [];
  if (missing.length) notes.push(missingStyleMessage(missing));
  if (relaxed.length)
    notes.push(
      `Nothing in our list meets every part of your request (${askedFor(q) || 'as asked'}), so each card says what we relaxed.`,
    );
  else if (shown < limit && shown > 0) {
    const what = askedFor(q);
    notes.push(
      `Only ${shown} wine${shown > 1 ? 's' : ''} in our list ${shown > 1 ? 'fit' : 'fits'} every part of your request${what ? ` (${what})` : ''}, so ${shown > 1 ? 'those are' : 'that is'} all we show rather than pad the list with wines that do not.`,
    );
  }
  return notes.length ? notes.join(' ') : null;
}
