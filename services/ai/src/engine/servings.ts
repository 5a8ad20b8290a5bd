import type { Servings } from '@wine/contracts';
import { NUMBER_WORDS } from './vocabulary';

// Quantities in a request (docs/product-rules.md#recommendations): 'for 20 people', 'a case',
// 'a magnum'. A toast is one glass each, a dinner or a party about half a bottle each, and a
// 750 ml bottle pours 5-6 glasses (we count 5, so nobody goes without).

export const GLASSES_PER_BOTTLE = 5;
const PEOPLE_WORDS =
  /^(people|person|guests|guest|persons|pax|ppl|adults|friends|mates|colleagues|staff|of|folks|heads|attendees|diners|couples)$/;
const TOAST = /\b(toast|toasting|toasts|speeches|speech|cheers|raise a glass)\b/;
// a crowd of this size wants value unless the request asks for something special
export const CROWD = 8;

export interface QuantityRead extends Servings {
  toast: boolean;
}

function numberAt(tokens: string[], i: number): { value: number; next: number } | null {
  const t = tokens[i];
  if (t === undefined) return null;
  if (/^\d{1,4}$/.test(t)) return { value: Number(t), next: i + 1 };
  const two = `${t} ${tokens[i + 1] ?? ''}`;
  if (NUMBER_WORDS[two] !== undefined) return { value: NUMBER_WORDS[two], next: i + 2 };
  if (NUMBER_WORDS[t] !== undefined && t !== 'decade' && t !== 'hundred') return { value: NUMBER_WORDS[t], next: i + 1 };
  if (t === 'dozen' && tokens[i - 1] !== 'half') return { value: 12, next: i + 1 };
  return null;
}

// with one of these in the request, a bare 'for 25' or 'we're 4' counts people
const GATHERING =
  /\b(toast|toasting|party|wedding|dinner|lunch|bbq|barbie|guests|people|reception|christening|function|event|gathering|celebration|birthday|engagement|drinks|farewell|wake|funeral|reunion|picnic|\d+(?:st|nd|rd|th))\b/;

function peopleIn(tokens: string[]): number | null {
  const gathering = GATHERING.test(tokens.join(' '));
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i);
    if (!n || n.value < 2 || n.value > 2000) continue;
    const after = tokens[n.next] ?? '';
    // 'for 20 people', '20 guests', 'a party of 30', 'a table of 8', 'feeding 12', 'the 6 of us'
    if (PEOPLE_WORDS.test(after) && !(after === 'of' && tokens[n.next + 1] !== 'us')) return n.value;
    const before = tokens.slice(Math.max(0, i - 2), i).join(' ');
    const notAmount =
      !/^(\$|dollars?|bucks|years?|yrs?|bottles?|cases?|magnums?|glasses|%)/.test(after) && !tokens[i].includes('$');
    if (
      /(party of|table of|group of|crowd of|feeding|feed|serves|serve|for about|for around|for roughly)$/.test(before) &&
      notAmount
    )
      return n.value;
    // 'a toast for 25', 'we are 4 for dinner'
    if (gathering && notAmount && (/(^| )(for|were|are|us)$/.test(before) || after === 'for')) return n.value;
  }
  return null;
}

function bottlesIn(text: string, tokens: string[]): { bottles: number; basis: string } | null {
  if (/\b(double magnum)\b/.test(text)) return { bottles: 4, basis: 'a double magnum holds 3 L, four standard 750 ml bottles' };
  if (/\bmagnums?\b/.test(text)) {
    const n = /\b(\d+|two|three|four|six|a couple of|couple of|a pair of|pair of) magnums\b/.exec(text);
    const count = n ? Number(n[1]) || NUMBER_WORDS[n[1]] || (/couple|pair/.test(n[1]) ? 2 : 1) : 1;
    return {
      bottles: 2 * count,
      basis: `${count > 1 ? `${count} magnums hold` : 'a magnum holds'} ${1.5 * count} L, ${2 * count} standard 750 ml bottles; prices are per 750 ml bottle`,
    };
  }
  if (/\b(half a case|half case|half a dozen|half dozen|six pack|6 pack)\b/.test(text))
    return { bottles: 6, basis: 'half a case is 6 bottles' };
  // 'a dozen oysters' counts the food, not the bottles
  const cases =
    /(?:^|\b(a|one|two|three|\d+) )(cases|case|dozen)\b(?! (?:oysters?|prawns?|eggs|scallops|bugs|people|guests|friends|mates|kids|cupcakes|scones|roses|of us))/.exec(
      text,
    );
  if (cases) {
    const count = !cases[1] || cases[1] === 'a' ? 1 : Number(cases[1]) || NUMBER_WORDS[cases[1]] || 1;
    return { bottles: 12 * count, basis: `${count > 1 ? `${count} cases are` : 'a case is'} ${12 * count} bottles` };
  }
  if (/\b(a )?(couple|pair) of bottles\b/.test(text)) return { bottles: 2, basis: 'a couple of bottles is 2' };
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i);
    if (n && n.value >= 2 && n.value <= 240 && /^bottles?$/.test(tokens[n.next] ?? ''))
      return { bottles: n.value, basis: `${n.value} bottles, as asked` };
  }
  return null;
}

/** The quantity a request names, or null: people (and how much each drinks) or a count of bottles. */
export function readServings(text: string, tokens: string[]): QuantityRead | null {
  const toast = TOAST.test(text);
  const people = peopleIn(tokens);
  if (people !== null) {
    if (toast) {
      const bottles = Math.ceil(people / GLASSES_PER_BOTTLE);
      return {
        people,
        bottles,
        toast,
        basis: `a toast is one glass each: ${people} glasses, and a 750 ml bottle pours 5-6, so ${bottles} bottle${bottles > 1 ? 's' : ''}`,
      };
    }
    const bottles = Math.ceil(people / 2);
    return {
      people,
      bottles,
      toast,
      basis: `about half a bottle each (2-3 glasses) for ${people} people, so ${bottles} bottle${bottles > 1 ? 's' : ''}`,
    };
  }
  const counted = bottlesIn(text, tokens);
  return counted ? { people: null, toast, ...counted } : null;
}
