import { GRAPE_VARIETIES, normalise, PAIRING_RULES, REGIONS_BEYOND_GUIDE, STATE_GROUPS, WINE_TYPES } from '@wine/wine-knowledge';
import {
  AMBIGUOUS_REGIONS,
  FOOD_ALIASES,
  FOOD_WORDS_THAT_ARE_STYLES,
  REGION_ALIASES,
  STATE_ALIASES,
  STYLE_WORDS,
  SWEETNESS_WORDS,
  TYPE_ALIASES,
  VARIETY_ALIASES,
} from './vocabulary';
import { OCCASIONS } from './occasions';

// The phrases the query parser recognises, built from the vocabulary (vocabulary.ts, pure data).

export type PhraseKind = 'type' | 'variety' | 'region' | 'state' | 'food' | 'style' | 'sweetness' | 'occasion';
export interface Phrase {
  words: string[];
  kind: PhraseKind;
  value: string; // type name, variety id, region id, state name, rule id, style key, sweetness, occasion key
  ambiguous?: boolean;
  styleLike?: boolean;
}

function add(phrases: Phrase[], text: string, kind: PhraseKind, value: string, extra: Partial<Phrase> = {}): void {
  const w = normalise(text).split(' ').filter(Boolean);
  if (w.length) phrases.push({ words: w, kind, value, ...extra });
}

/** Every phrase the parser can recognise, longest first so 'pinot gris' wins over 'pinot'. */
export function buildPhrases(): Phrase[] {
  const phrases: Phrase[] = [];
  for (const rule of PAIRING_RULES) {
    for (const keyword of rule.keywords) {
      add(phrases, keyword, 'food', rule.id, { styleLike: FOOD_WORDS_THAT_ARE_STYLES.has(normalise(keyword)) });
    }
  }
  for (const [ruleId, aliases] of Object.entries(FOOD_ALIASES)) {
    for (const alias of aliases) add(phrases, alias, 'food', ruleId, { styleLike: FOOD_WORDS_THAT_ARE_STYLES.has(alias) });
  }
  for (const variety of GRAPE_VARIETIES) {
    add(phrases, variety.name, 'variety', variety.id);
    for (const alias of VARIETY_ALIASES[variety.id] ?? []) add(phrases, alias, 'variety', variety.id);
  }
  for (const type of WINE_TYPES) for (const alias of TYPE_ALIASES[type]) add(phrases, alias, 'type', type);
  for (const group of STATE_GROUPS) {
    for (const region of group.regions) {
      add(phrases, region.name, 'region', region.id, { ambiguous: AMBIGUOUS_REGIONS.has(region.id) });
      for (const alias of REGION_ALIASES[region.id] ?? []) add(phrases, alias, 'region', region.id);
    }
    for (const alias of STATE_ALIASES[group.state] ?? []) add(phrases, alias, 'state', group.state);
  }
  // places beyond the guide a catalogue wine comes from ('a Geelong Pinot', 'from the Bellarine')
  for (const place of REGIONS_BEYOND_GUIDE) for (const alias of place.aliases) add(phrases, alias, 'region', place.id);
  for (const key of Object.keys(STYLE_WORDS)) add(phrases, key, 'style', key);
  for (const key of Object.keys(SWEETNESS_WORDS)) add(phrases, key, 'sweetness', key);
  for (const key of Object.keys(OCCASIONS)) add(phrases, key, 'occasion', key);
  return phrases.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
}

/** The aliases of a variety, for reading a wine's own variety text ('Grenache Shiraz Mourvèdre'). */
export function varietyAliases(varietyId: string, name: string): string[] {
  return [normalise(name), ...(VARIETY_ALIASES[varietyId] ?? []).filter((a) => a.length > 3 && a !== 'gsm')];
}

/**
 * Phrases grouped by their first word, each group in the list's own order: the parser looks up the
 * token it stands on instead of trying every phrase, and still takes the first that matches.
 */
export function byFirstWord<P extends { words: string[] }>(phrases: P[]): Map<string, P[]> {
  const index = new Map<string, P[]>();
  for (const phrase of phrases) {
    const group = index.get(phrase.words[0]);
    if (group) group.push(phrase);
    else index.set(phrase.words[0], [phrase]);
  }
  return index;
}
