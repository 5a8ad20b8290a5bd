import { findRegion, type WineType } from '@wine/wine-knowledge';
import { fold } from '@wine/wine-knowledge';
import type { CatalogueWine } from '../engine/catalogue';
import { understandQuery } from '../engine/query-understanding';
import { grapesOnLine, type ListGrapes, oldWorldRegionsIn } from './list-vocabulary';
import { houseStyleOf, matchEntry } from './match-entry';
import type { WineListEntry } from './parse-wine-list';
import { mendQuote } from './quote';

/** A wine-list entry with what we know of the wine: the catalogue's facts when it is one of ours. */
export interface UnderstoodEntry extends WineListEntry {
  catalogue: CatalogueWine | null;
  /** 0..1: how sure the match to the catalogue is (0 when not matched) */
  matchScore: number;
  wineType: WineType | null;
  varietyIds: string[];
  regionIds: string[];
  states: string[];
  /** what the list calls it, tidied: producer and name without the vintage */
  wineName: string;
}

const SPARKLING = /\b(sparkling|champagne|prosecco|brut|cremant|cava|pet nat|methode|blanc de blancs|blanc de noirs|cuvee)\b/;
const DESSERT = /\b(botrytis|noble|late harvest|dessert|sticky|ice wine|cordon cut|sauternes)\b/;
const FORTIFIED = /\b(port|tawny|muscat|topaque|tokay|apera|sherry|fortified|rutherglen muscat)\b/;
const ROSE = /\b(rose|rosato|pink)\b/;

/** The style the line's own words name ('Botrytis', 'Brut', 'Rosé'), if any. */
function styleFromText(text: string): WineType | null {
  const f = fold(text);
  if (SPARKLING.test(f)) return 'Sparkling Wine';
  if (FORTIFIED.test(f)) return 'Fortified Wine';
  if (DESSERT.test(f)) return 'Dessert Wine';
  if (ROSE.test(f)) return 'Rosé Wine';
  return null;
}

// a 'Rosé' heading says more than the grape's colour: a Moscato under it is a pink Moscato (any
// grape makes a rosé; a heading of another style over a grape that says otherwise may be misplaced)
const STYLE_SECTIONS: WineType[] = ['Rosé Wine'];
const styleSection = (t: WineType | null) => (t && STYLE_SECTIONS.includes(t) ? t : null);

/**
 * The line's type: its style words; else a sparkling house's (Jansz, Arras: every wine of theirs
 * in the catalogue is sparkling); else a 'Rosé' heading's; else the lead grape's colour (Pinot
 * Gris, a pink-skinned grape, makes a white) or an appellation's (Rioja); else any heading's.
 */
function typeOf(name: string, text: string, grapes: ListGrapes, sectionType: WineType | null): WineType | null {
  // the wine's own name first: a line read under it (its detail) may be another wine's ('… Orange
  // Muscat', '… Rosé of Sangiovese'), so its style words count after the name's grape
  const style = styleFromText(name);
  const house = houseStyleOf(text);
  if (style === 'Rosé Wine' && house === 'Sparkling Wine') return 'Sparkling Wine';
  const nameGrapes = grapesOnLine(name).type;
  return style ?? house ?? styleSection(sectionType) ?? nameGrapes ?? styleFromText(text) ?? grapes.type ?? sectionType;
}

/** A catalogue wine of another style than the line names ('Botrytis Riesling' is not the producer's dry Riesling). */
function otherStyle(style: WineType | null, wine: { wineType: WineType; producer: string; wineName: string }): boolean {
  if (!style || style === wine.wineType) return false;
  // a sparkling rosé is a rosé; a style word of the wine's own name ('Cuvée') is the wine's
  if (wine.wineType === 'Sparkling Wine' && style === 'Rosé Wine') return false;
  return styleFromText(`${wine.producer} ${wine.wineName}`) !== style;
}

/** Matches an entry to the catalogue (producer and name) and reads its grape, region and type. */
/**
 * A name as OCR gives it, made readable: a short vintage run into the name ("Gris'16") set apart,
 * a zero inside a word read as the letter ('GRIGI0').
 */
const tidy = (s: string) =>
  s
    .replace(/([a-z])['’](\d\d)\b/gi, '$1 $2')
    .replace(/([a-z])0\b/gi, '$1o')
    .replace(/\b0([a-z])/gi, 'o$1');

export function understandEntry(raw: WineListEntry): UnderstoodEntry {
  const entry = { ...raw, name: tidy(raw.name), detail: tidy(raw.detail) };
  const text = `${entry.name} ${entry.detail}`.trim();
  // the name's grapes first (a line's detail may name others: 'Shiraz Viognier… with Grenache'), in printed order
  const grapes = grapesOnLine(entry.name).grapes.length ? grapesOnLine(entry.name) : grapesOnLine(text);
  const found = matchEntry(entry.name);
  // a producer's other wine is not this one: the line names a grape the catalogue wine is not made of
  // ('Shaw + Smith M3 Chardonnay' read as 'Chardonnaydelaide' is not their Shiraz)
  // nor is one of another style ('Josef Chromy Botrytis Riesling' is not their Riesling)
  const match =
    found &&
    ((grapes.grapes.length && !grapes.grapes.some((g) => found.wine.wine.varietyIds.includes(g))) ||
      otherStyle(styleFromText(entry.name) ?? styleSection(entry.sectionType), found.wine.wine))
      ? null
      : found;
  const catalogue = match?.wine ?? null;
  const q = understandQuery(text);
  const varietyIds = catalogue ? catalogue.wine.varietyIds : grapes.grapes;
  // the line's region, else the one its appellation or its section's heading names ('Rhône', 'Barossa Valley')
  const own = [...q.regions, ...oldWorldRegionsIn(text)];
  const regionIds = catalogue
    ? [catalogue.wine.regionId]
    : own.length || q.states.length || !entry.section
      ? own
      : [...understandQuery(entry.section).regions, ...oldWorldRegionsIn(entry.section)];
  const states = catalogue
    ? catalogue.state
      ? [catalogue.state]
      : []
    : [...new Set([...q.states, ...regionIds.map((id) => findRegion(id)?.state).flatMap((s) => (s ? [s as string] : []))])];
  // the catalogue knows the wine; else the words of the line; else the section it is listed under
  const wineType = catalogue?.wine.wineType ?? typeOf(entry.name, text, grapes, entry.sectionType) ?? null;
  const wineName = entry.name
    .replace(/\b(19[5-9]\d|20[0-4]\d)\b/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    ...raw,
    // the quoted line in the matched wine's own words where OCR misread one
    menuLine: mendQuote(raw.menuLine, catalogue),
    name: entry.name,
    catalogue,
    matchScore: match?.score ?? 0,
    wineType,
    varietyIds,
    regionIds,
    states,
    wineName: mendQuote(wineName || entry.name, catalogue),
  };
}
