import type { Wine } from '@wine/wine-knowledge';

// Each card's reason is about that wine: no two cards of one answer share a sentence. A sentence
// another card already used gives way to the next one about this wine (its own structure against
// the dish, then what its tasting notes say sets it apart).

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** Sentences only this wine's record can give: its tasting notes, sentence by sentence. */
export function ownSentences(wine: Wine): string[] {
  return sentencesOf(wine.tastingNotes);
}

/** `reason` with every sentence already in `used` replaced by an unused alternative (and recorded). */
export function distinctReason(reason: string, alternatives: string[], used: Set<string>): string {
  const spare = alternatives.filter((a) => !used.has(a));
  const out: string[] = [];
  for (const sentence of sentencesOf(reason)) {
    let chosen: string | undefined = sentence;
    // what was relaxed is said on every card it applies to
    const notice = sentence.startsWith('Nothing in our list') || sentence.startsWith('A closest alternative');
    while (!notice && chosen !== undefined && (used.has(chosen) || out.includes(chosen))) chosen = spare.shift();
    if (chosen === undefined) continue;
    out.push(chosen);
  }
  for (const s of out) used.add(s);
  return out.join(' ');
}
