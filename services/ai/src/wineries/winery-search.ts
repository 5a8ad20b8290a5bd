import type { WinerySearchResult } from '@wine/contracts';
import { findRegion, findVariety, WINERIES, WINES, type Winery } from '@wine/wine-knowledge';
import { understandQuery } from '../engine/query-understanding';
import { normalise } from '@wine/wine-knowledge';
import { MIN_TYPO_LENGTH, withinOneEdit, words } from '../engine/text';

// Words every winery name has; they say nothing about which winery is meant.
const NAME_NOISE = new Set([
  'wines',
  'wine',
  'estate',
  'estates',
  'winery',
  'vineyard',
  'vineyards',
  'the',
  'and',
  'of',
  'cellars',
  'co',
  'family',
  'company',
  'valley',
  'hill',
  'hills',
  'creek',
  'river',
  'mount',
  'wa',
  'sa',
]);
const MAX_RESULTS = 50;

interface IndexedWinery {
  winery: Winery;
  nameKey: string;
  nameWords: string[];
  state: string;
  specialty: string; // normalised specialty wines
  varieties: Set<string>; // from the specialties and the catalogue wines of the same producer
  description: string;
}

function index(): IndexedWinery[] {
  const producerVarieties = new Map<string, Set<string>>();
  for (const wine of WINES) {
    const key = normalise(wine.producer);
    const set = producerVarieties.get(key) ?? new Set<string>();
    set.add(wine.varietyIds[0]);
    producerVarieties.set(key, set);
  }
  return WINERIES.map((winery) => {
    const nameKey = normalise(winery.wineryName);
    const specialty = normalise(winery.specialtyWines.join(' '));
    const varieties = new Set<string>();
    for (const [producer, set] of producerVarieties) {
      if (nameKey.startsWith(producer) || producer.startsWith(nameKey)) for (const v of set) varieties.add(v);
    }
    return {
      winery,
      nameKey,
      nameWords: nameKey.split(' ').filter((w) => !NAME_NOISE.has(w) && w.length > 1),
      state: findRegion(winery.regionId)?.state ?? '',
      specialty,
      varieties,
      description: normalise(winery.description),
    };
  });
}

const INDEX = index();

function toResult(w: Winery): WinerySearchResult {
  return {
    id: w.id,
    wineryName: w.wineryName,
    region: w.region,
    regionId: w.regionId,
    state: findRegion(w.regionId)?.state ?? '',
    establishedYear: w.establishedYear,
    bookingRequired: w.bookingRequired,
    description: w.description,
    address: w.address,
    contactPhone: w.contactPhone,
    contactEmail: w.contactEmail,
    websiteUrl: w.websiteUrl,
    cellarDoorHours: w.cellarDoorHours,
    tastingFees: w.tastingFees,
    cellarDoorFactsAsOf: w.cellarDoorFacts?.asOf ?? null,
    cellarDoorFactsSource: w.cellarDoorFacts?.source ?? null,
    specialtyWines: w.specialtyWines,
  };
}

function wordMatches(queryWord: string, target: string): boolean {
  if (queryWord === target) return true;
  return queryWord.length >= MIN_TYPO_LENGTH && target.length >= MIN_TYPO_LENGTH && withinOneEdit(queryWord, target);
}

/**
 * Winery search by region, state, name, variety or specialty; tolerant of case, accents and
 * one-letter typos. Region matches rank first ('Barossa' → Barossa Valley wineries first).
 */
export function searchWineries(query: string): WinerySearchResult[] {
  const q = understandQuery(query);
  const queryKey = normalise(query);
  const queryWords = words(query).filter((w) => !NAME_NOISE.has(w) && w.length > 1);
  const scored = INDEX.map((entry) => {
    let score = 0;
    if (q.regions.includes(entry.winery.regionId)) score += 100;
    else if (q.states.includes(entry.state)) score += 40;
    if (
      queryKey.length >= 3 &&
      (entry.nameKey === queryKey || entry.nameKey.includes(queryKey) || queryKey.includes(entry.nameKey))
    )
      score += 90;
    else {
      const hits = entry.nameWords.filter((nw) => queryWords.some((qw) => wordMatches(qw, nw))).length;
      if (hits) score += 35 * hits + (hits === entry.nameWords.length ? 20 : 0);
    }
    for (const v of q.varieties) {
      const name = normalise(findVariety(v)?.name ?? v);
      if (entry.specialty.includes(name)) score += 30;
      else if (entry.varieties.has(v)) score += 20;
      else if (entry.description.includes(name)) score += 10;
    }
    const specialtyHits = queryWords.filter(
      (qw) => qw.length >= 4 && entry.specialty.split(' ').some((sw) => wordMatches(qw, sw)),
    ).length;
    score += 8 * specialtyHits;
    const descriptionHits = queryWords.filter((qw) => qw.length >= 5 && entry.description.split(' ').includes(qw)).length;
    score += 3 * descriptionHits;
    return { entry, score };
  });
  return scored
    .filter((s) => s.score >= 8)
    .sort((a, b) => b.score - a.score || a.entry.winery.wineryName.localeCompare(b.entry.winery.wineryName))
    .slice(0, MAX_RESULTS)
    .map((s) => toResult(s.entry.winery));
}
