import type { StyleKey } from './vocabulary';

// Comparatives (docs/product-rules.md#recommendations): 'like Barossa Shiraz but lighter', 'a red
// like Pinot Noir but with more body', 'something cheaper than Grange', 'Yarra Chardonnay but less
// oaky'. The anchor (a wine, a grape, a region) gives a profile; each move shifts one part of it.

// a price move may be far: 'for a fraction of the price' is a tenth of it, not a little less
export type Move = { key: StyleKey; dir: 1 | -1 } | { key: 'price'; dir: 1 | -1; far?: boolean };

export interface Comparative {
  anchorText: string; // the words that name the anchor: 'barossa shiraz'
  moves: Move[];
  label: string; // the words of the move, for the reason: 'lighter'
}

// direction phrases, longest first; each is one move (a phrase may be followed by 'than X')
const DIRECTIONS: [string, Move, string][] = [
  ['with more body', { key: 'body', dir: 1 }, 'with more body'],
  ['more body', { key: 'body', dir: 1 }, 'with more body'],
  ['more weight', { key: 'body', dir: 1 }, 'with more body'],
  ['fuller bodied', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['more full bodied', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['fuller', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['heavier', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['bigger', { key: 'body', dir: 1 }, 'bigger'],
  ['bolder', { key: 'body', dir: 1 }, 'bolder'],
  ['richer', { key: 'body', dir: 1 }, 'richer'],
  ['beefier', { key: 'body', dir: 1 }, 'bigger'],
  // everyday words for weight: 'pinot but with more grunt', 'grenache with a bit more oomph'
  ['more grunt', { key: 'body', dir: 1 }, 'with more body'],
  ['more oomph', { key: 'body', dir: 1 }, 'with more body'],
  ['more punch', { key: 'body', dir: 1 }, 'with more body'],
  ['more power', { key: 'body', dir: 1 }, 'with more body'],
  ['more muscle', { key: 'body', dir: 1 }, 'with more body'],
  ['more guts', { key: 'body', dir: 1 }, 'with more body'],
  ['more heft', { key: 'body', dir: 1 }, 'with more body'],
  ['more depth', { key: 'body', dir: 1 }, 'with more body'],
  ['more stuffing', { key: 'body', dir: 1 }, 'with more body'],
  ['heftier', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['weightier', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['rounder', { key: 'body', dir: 1 }, 'fuller-bodied'],
  ['less grunt', { key: 'body', dir: -1 }, 'lighter'],
  ['less punch', { key: 'body', dir: -1 }, 'lighter'],
  ['not as big', { key: 'body', dir: -1 }, 'lighter'],
  ['not so big', { key: 'body', dir: -1 }, 'lighter'],
  ['not as full on', { key: 'body', dir: -1 }, 'lighter'],
  ['less full on', { key: 'body', dir: -1 }, 'lighter'],
  ['not as rich', { key: 'body', dir: -1 }, 'lighter'],
  ['less rich', { key: 'body', dir: -1 }, 'lighter'],
  ['meatier', { key: 'body', dir: 1 }, 'bigger'],
  ['less body', { key: 'body', dir: -1 }, 'lighter'],
  ['less heavy', { key: 'body', dir: -1 }, 'lighter'],
  ['not as heavy', { key: 'body', dir: -1 }, 'lighter'],
  ['not so heavy', { key: 'body', dir: -1 }, 'lighter'],
  ['less full', { key: 'body', dir: -1 }, 'lighter'],
  ['lighter bodied', { key: 'body', dir: -1 }, 'lighter'],
  ['lighter', { key: 'body', dir: -1 }, 'lighter'],
  ['less intense', { key: 'body', dir: -1 }, 'lighter'],
  ['less big', { key: 'body', dir: -1 }, 'lighter'],
  ['less oaky', { key: 'oak', dir: -1 }, 'less oaky'],
  ['less oak', { key: 'oak', dir: -1 }, 'less oaky'],
  ['less oaked', { key: 'oak', dir: -1 }, 'less oaky'],
  ['not as oaky', { key: 'oak', dir: -1 }, 'less oaky'],
  ['not so oaky', { key: 'oak', dir: -1 }, 'less oaky'],
  ['without the oak', { key: 'oak', dir: -1 }, 'less oaky'],
  ['minus the oak', { key: 'oak', dir: -1 }, 'less oaky'],
  ['more oak', { key: 'oak', dir: 1 }, 'oakier'],
  ['oakier', { key: 'oak', dir: 1 }, 'oakier'],
  ['drier', { key: 'sweetness', dir: -1 }, 'drier'],
  ['dryer', { key: 'sweetness', dir: -1 }, 'drier'],
  ['less sweet', { key: 'sweetness', dir: -1 }, 'drier'],
  ['not as sweet', { key: 'sweetness', dir: -1 }, 'drier'],
  ['sweeter', { key: 'sweetness', dir: 1 }, 'sweeter'],
  ['more sweetness', { key: 'sweetness', dir: 1 }, 'sweeter'],
  ['softer', { key: 'tannin', dir: -1 }, 'softer'],
  ['smoother', { key: 'tannin', dir: -1 }, 'smoother'],
  ['less tannic', { key: 'tannin', dir: -1 }, 'softer'],
  ['less tannin', { key: 'tannin', dir: -1 }, 'softer'],
  ['more tannin', { key: 'tannin', dir: 1 }, 'firmer'],
  ['grippier', { key: 'tannin', dir: 1 }, 'firmer'],
  ['firmer', { key: 'tannin', dir: 1 }, 'firmer'],
  ['more structure', { key: 'tannin', dir: 1 }, 'more structured'],
  ['crisper', { key: 'acidity', dir: 1 }, 'crisper'],
  ['fresher', { key: 'acidity', dir: 1 }, 'fresher'],
  ['zestier', { key: 'acidity', dir: 1 }, 'zestier'],
  ['more acid', { key: 'acidity', dir: 1 }, 'crisper'],
  ['more acidity', { key: 'acidity', dir: 1 }, 'crisper'],
  ['less acidic', { key: 'acidity', dir: -1 }, 'softer in acidity'],
  ['cheaper', { key: 'price', dir: -1 }, 'cheaper'],
  ['less expensive', { key: 'price', dir: -1 }, 'cheaper'],
  ['more affordable', { key: 'price', dir: -1 }, 'cheaper'],
  ['not as expensive', { key: 'price', dir: -1 }, 'cheaper'],
  ['not so pricey', { key: 'price', dir: -1 }, 'cheaper'],
  ['less pricey', { key: 'price', dir: -1 }, 'cheaper'],
  ['for less', { key: 'price', dir: -1 }, 'cheaper'],
  ['lower price', { key: 'price', dir: -1 }, 'cheaper'],
  ['at a lower price', { key: 'price', dir: -1 }, 'cheaper'],
  ['without the price tag', { key: 'price', dir: -1 }, 'cheaper'],
  ['without the price', { key: 'price', dir: -1 }, 'cheaper'],
  ['on a budget', { key: 'price', dir: -1 }, 'cheaper'],
  ['for a fraction of the price', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['a fraction of the price', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['fraction of the price', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['fraction of the cost', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['half the price', { key: 'price', dir: -1 }, 'cheaper'],
  ['without breaking the bank', { key: 'price', dir: -1 }, 'cheaper'],
  ['on the cheap', { key: 'price', dir: -1 }, 'cheaper'],
  ['not as dear', { key: 'price', dir: -1 }, 'cheaper'],
  ['less dear', { key: 'price', dir: -1 }, 'cheaper'],
  ['not as pricey', { key: 'price', dir: -1 }, 'cheaper'],
  ['budget friendly', { key: 'price', dir: -1 }, 'cheaper'],
  ['more budget friendly', { key: 'price', dir: -1 }, 'cheaper'],
  // 'like Hill of Grace but affordable': an everyday price, not a little under an icon's
  ['affordable', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['inexpensive', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['reasonably priced', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['cheap', { key: 'price', dir: -1, far: true }, 'cheaper'],
  ['less money', { key: 'price', dir: -1 }, 'cheaper'],
  ['easier on the wallet', { key: 'price', dir: -1 }, 'cheaper'],
  ['poor mans', { key: 'price', dir: -1 }, 'cheaper'],
  ['pricier', { key: 'price', dir: 1 }, 'a step up in price'],
  ['more expensive', { key: 'price', dir: 1 }, 'a step up in price'],
  ['fancier', { key: 'price', dir: 1 }, 'a step up in price'],
  ['a step up', { key: 'price', dir: 1 }, 'a step up in price'],
  ['more special', { key: 'price', dir: 1 }, 'a step up in price'],
  ['posher', { key: 'price', dir: 1 }, 'a step up in price'],
  ['more upmarket', { key: 'price', dir: 1 }, 'a step up in price'],
  ['more premium', { key: 'price', dir: 1 }, 'a step up in price'],
  ['a notch up', { key: 'price', dir: 1 }, 'a step up in price'],
  ['a bit nicer', { key: 'price', dir: 1 }, 'a step up in price'],
  ['a little nicer', { key: 'price', dir: 1 }, 'a step up in price'],
  ['nicer', { key: 'price', dir: 1 }, 'a step up in price'],
  // 'Polish Hill is my fave but it's too dear', 'Grange is out of my league'
  ['too dear', { key: 'price', dir: -1 }, 'cheaper'],
  ['too expensive', { key: 'price', dir: -1 }, 'cheaper'],
  ['too pricey', { key: 'price', dir: -1 }, 'cheaper'],
  ['out of my league', { key: 'price', dir: -1 }, 'cheaper'],
  ['out of my price range', { key: 'price', dir: -1 }, 'cheaper'],
  ['out of my budget', { key: 'price', dir: -1 }, 'cheaper'],
  ['beyond my budget', { key: 'price', dir: -1 }, 'cheaper'],
  ['half the money', { key: 'price', dir: -1 }, 'cheaper'],
  ['cant afford it', { key: 'price', dir: -1 }, 'cheaper'],
  ['cant afford', { key: 'price', dir: -1 }, 'cheaper'],
  ['out of reach', { key: 'price', dir: -1 }, 'cheaper'],
  ['half the cost', { key: 'price', dir: -1 }, 'cheaper'],
  ['a third of the price', { key: 'price', dir: -1 }, 'cheaper'],
].sort((a, b) => (b[0] as string).length - (a[0] as string).length) as [string, Move, string][];

/** Every word of a move phrase: known words, so the typo corrector never makes 'drier' into 'dried'. */
export const MOVE_WORDS: string[] = [...new Set(DIRECTIONS.flatMap(([p]) => p.split(' ')))];

// '<move> than X', built from the move phrases: 'lighter than', 'less oak than', 'more body than'
const THAN = new RegExp(`\\b(${DIRECTIONS.map(([p]) => p).join('|')})((?: [a-z]+){0,3}?) than (?:a |an |the |my )?(.+)$`);
const LIKE =
  /\b(?:something like|anything like|wines? like|like|similar to|in the style of|style of|same style as|reminds me of|along the lines of|such as|a la|alternative to|akin to|comparable to)\s+(?:a |an |the |my |our )?/;

function movesIn(text: string): { moves: Move[]; labels: string[]; first: number } {
  const moves: Move[] = [];
  const labels: string[] = [];
  let first = Infinity;
  let rest = ` ${text} `;
  for (const [phrase, move, label] of DIRECTIONS) {
    const at = rest.indexOf(` ${phrase} `);
    if (at < 0) continue;
    // 'cheaper than $30' is a budget, not a comparative
    if (move.key === 'price' && /^ *than \$?\d/.test(rest.slice(at + phrase.length + 1))) continue;
    if (!moves.some((m) => m.key === move.key)) {
      moves.push(move);
      labels.push(label);
    }
    first = Math.min(first, at);
    rest = rest.slice(0, at) + ' '.repeat(phrase.length + 1) + rest.slice(at + phrase.length + 1);
  }
  return { moves, labels, first };
}

/**
 * The comparative in a normalised request, or null: 'like X but <move>', 'X but <move>',
 * '<move> than X', 'a <move> version of X'. The anchor text is what names X.
 */
export function readComparative(text: string): Comparative | null {
  const than = THAN.exec(text);
  if (than) {
    const { moves, labels } = movesIn(than[1]);
    // 'a cheaper Barossa Shiraz than usual': the words between name the anchor
    const between = than[2].trim().replace(/^(red|white|wine|one|bottle)$/, '');
    // 'more body than a rosé but not a big red': what follows 'but' is the request's own, not the anchor
    let anchorText = than[3]
      .replace(/\b(but|though|although|yet|and not|not) .*$/, '')
      .replace(/\b(please|pls|thanks|for .*|under .*|with .*)$/g, '')
      .trim();
    if (/^(usual|normal|average|most|the usual|what i usually get|i usually get)$/.test(anchorText)) anchorText = between;
    if (moves.length && anchorText && !/^\$?\d/.test(anchorText)) return { anchorText, moves, label: labels.join(' and ') };
  }
  // 'a cheaper version of Hill of Grace', 'Grange vibes without the Grange price'
  const version = /\b([a-z]+(?: [a-z]+)?) (?:version|alternative|take|option|style) (?:of|to) (?:a |an |the )?(.+)$/.exec(text);
  if (version) {
    const { moves, labels } = movesIn(version[1]);
    if (moves.length) return { anchorText: version[2].trim(), moves, label: labels.join(' and ') };
  }
  const without =
    /^(?:a |an |some |something )?(.+?) (?:vibes|style|quality|taste|flavour|flavours|feel)? ?without the (?:[a-z]+ )*?(price|price tag|cost|oak|sweetness|weight|tannin)$/.exec(
      text,
    );
  if (without) {
    const key: Move['key'] =
      ({ oak: 'oak', sweetness: 'sweetness', weight: 'body', tannin: 'tannin' } as const)[without[2] as 'oak'] ?? 'price';
    const label = {
      price: 'cheaper',
      oak: 'less oaky',
      sweetness: 'drier',
      body: 'lighter',
      tannin: 'softer',
      acidity: 'softer',
    }[key];
    return { anchorText: without[1], moves: [{ key, dir: -1 }], label };
  }
  const like = LIKE.exec(text);
  const but = /\b(?:but|only|just|except|yet|though|although|however)\b/;
  if (like) {
    const after = text.slice(like.index + like[0].length);
    const cut = but.exec(after);
    const tail = cut ? after.slice(cut.index) : after;
    const { moves, labels, first } = movesIn(tail);
    // 'like Wynns Black Label but from Margaret River': the same wine's kind from another place
    if (!moves.length && cut && /\bfrom\b/.test(tail)) return similarTo(after.slice(0, cut.index));
    if (!moves.length) return null;
    const anchorText = (cut ? after.slice(0, cut.index) : after.slice(0, Math.max(0, first))).trim();
    return anchorText ? { anchorText, moves, label: labels.join(' and ') } : null;
  }
  // 'Barossa Shiraz but lighter', 'a Yarra chardonnay but less oaky'
  const plain =
    /^(?:(?:i want|i like|i love|i usually drink|i normally drink|usually|normally|i drink|we like|we love)\s+)?(.+?)\s+(?:but|only|just)\s+(.+)$/.exec(
      text,
    );
  if (plain) {
    const { moves, labels } = movesIn(plain[2]);
    if (moves.length)
      return { anchorText: plain[1].replace(/^(a|an|the|some|something)\s+/, ''), moves, label: labels.join(' and ') };
    // 'Devil's Corner pinot but from the mainland': that wine's kind from another place
    if (/\bfrom\b/.test(plain[2])) return similarTo(plain[1]);
  }
  // 'Grange is out of my league, what's close', 'Mount Mary pinot for half the money'
  const priced =
    /^(?:i love |i like |we love )?(.+?) (?:is |are |s |for |at )?(?:just |way |a bit |bit |far )?(too dear|too expensive|too pricey|out of my league|out of my price range|out of my budget|beyond my budget|half the money|half the cost|half the price|a third of the price)\b/.exec(
      text,
    );
  if (priced) {
    const { moves, labels } = movesIn(priced[2]);
    if (moves.length)
      return { anchorText: priced[1].replace(/^(a|an|the|some|something)\s+/, ''), moves, label: labels.join(' and ') };
  }
  // 'a drier moscato', 'a cheaper Grange', 'a less oaky chardonnay': the move before its anchor, for
  // moves that keep the wine's kind (price, sweetness, oak, acidity); 'a lighter shiraz' stays a Shiraz
  for (const [phrase, move, label] of DIRECTIONS) {
    // only a comparative form ('cheaper', 'less sweet'): 'a cheap red' is a budget, not a move from reds
    if (move.key === 'body' || move.key === 'tannin' || !/(er$|^less |^more |^not as |^not so )/.test(phrase)) continue;
    const before = new RegExp(`^(?:a |an |some |something )?(?:bit |little |slightly |touch )?${phrase} (.+)$`).exec(text);
    if (before && !/^than\b/.test(before[1])) return { anchorText: before[1], moves: [move], label };
  }
  // 'i usually drink Yellow Tail Shiraz, want something a step up', 'we like Barossa reds and are after something lighter'
  const usual =
    /^(?:i|we) (?:usually |normally |always |often |mostly )?(?:drink|buy|get|have|like|love|go for) (.+?) (?:and |so )?(?:i |we )?(?:want|would like|d like|am after|are after|im after|looking for|am looking for|need|fancy) (.+)$/.exec(
      text,
    );
  if (usual) {
    const { moves, labels } = movesIn(usual[2]);
    if (moves.length) return { anchorText: usual[1], moves, label: labels.join(' and ') };
  }
  // 'I love The Dead Arm, anything similar under $40?', 'a Hill of Grace vibe for under 80': no move,
  // only closeness to one wine (understandQuery keeps it only when the anchor names a wine we list)
  const similar =
    /^(?:i (?:love|like|adore|enjoy) |we (?:love|like) |my favourite is |my fave is )(?:the )?(.+?)(?: (?:so|and|,))? (?:anything|something|whats|what is|any|got anything) (?:similar|close|like it|like that|in that style)\b/.exec(
      text,
    ) ??
    /^(?:a |an |some |something with a |something with )?(.+?) (?:vibe|vibes|type of thing|kind of thing|lookalike|alternative|style|dupe)\b/.exec(
      text,
    );
  if (similar) {
    // 'Yarra Yering vibes but I can't afford it': the move after the wine, if any
    const { moves, labels } = movesIn(text.slice(similar.index + similar[0].length));
    const like = similarTo(similar[1]);
    return like && moves.length ? { ...like, moves, label: labels.join(' and ') } : like;
  }
  return null;
}

/** A comparative with no move: a wine like the anchor ('similar to The Dead Arm'). */
function similarTo(anchorText: string): Comparative | null {
  const text = anchorText.replace(/^(a|an|the|some|something)\s+/, '').trim();
  return text ? { anchorText: text, moves: [], label: 'like' } : null;
}

/** The request with its move phrases blanked, so 'less expensive' is not read as a budget. */
export function withoutMoves(text: string): string {
  let rest = ` ${text} `;
  for (const [phrase] of DIRECTIONS) rest = rest.split(` ${phrase} `).join(' ');
  return rest
    .replace(/\b(but|than|like|similar to|in the style of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
