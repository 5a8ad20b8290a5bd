import {
  DRINKING_GROUPS,
  type CellarDrinkingWindow,
  type DrinkingGroup,
  type DrinkingPlan,
  type DrinkingPlanItem,
  type SavedWine,
  type UploadAnalysis,
} from '@wine/contracts';
import { findWine, windowOfDescribedWine } from '@wine/wine-knowledge';
import { vintageYear } from '../analytics/cellar-analytics';
import { varietyOfGrape } from '../common/grapes';

/**
 * Groups, in whole years (a window is drinkable through the end of its last year):
 * before the window → hold; after it → past its best; in it and closing this year (so within 12
 * months) or past its peak → drink soon; otherwise in it → drink now.
 */
export function groupOf(window: CellarDrinkingWindow, thisYear: number): DrinkingGroup {
  if (thisYear < window.start) return 'hold';
  if (thisYear > window.end) return 'pastBest';
  if (window.end === thisYear || thisYear > window.peakEnd) return 'drinkSoon';
  return 'drinkNow';
}

const year = (text: string) => vintageYear(text);

/** An analysed bottle keeps the window label analysis gave it (editable on /upload). */
function windowOfUpload(u: UploadAnalysis, thisYear: number): CellarDrinkingWindow | null {
  const [start, end, peakStart, peakEnd] = [u.optimalDrinkingStart, u.optimalDrinkingEnd, u.peakYearsStart, u.peakYearsEnd].map(
    year,
  );
  if (start !== null && end !== null && end >= start) {
    const peak = peakStart !== null && peakEnd !== null && peakEnd >= peakStart;
    return { start, end, peakStart: peak ? peakStart : start, peakEnd: peak ? peakEnd : end };
  }
  // edited down to nothing: the same formula as a saved wine
  return windowOfSaved(u, thisYear);
}

/** A window the member chose: the plan takes it as it is, its peak the whole of it. */
function windowOfMember(yours: { start: number; end: number }): CellarDrinkingWindow {
  return { start: yours.start, end: yours.end, peakStart: yours.start, peakEnd: yours.end };
}

type PlannedWine = Pick<SavedWine, 'catalogueWineId' | 'vintage' | 'wineName' | 'wineType' | 'region'> &
  Partial<Pick<SavedWine, 'grape' | 'yourWindow'>>;

/**
 * A saved wine's window (docs/product-rules.md#drinking-window): the one the member chose when
 * there is one; else the one label analysis would give it, by the one formula in wine-knowledge,
 * with the grape an import named (a synonym read as the knowledge base's name: Syrah is Shiraz).
 */
export function windowOfSaved(w: PlannedWine, thisYear: number): CellarDrinkingWindow | null {
  if (w.yourWindow) return windowOfMember(w.yourWindow);
  const wine = w.catalogueWineId ? (findWine(w.catalogueWineId) ?? null) : null;
  const grape = w.grape ? (varietyOfGrape(w.grape)?.name ?? '') : '';
  const described = { ...w, wineName: grape ? `${grape} ${w.wineName}` : w.wineName, vintage: vintageYear(w.vintage) };
  const found = windowOfDescribedWine(wine, described, thisYear);
  return found
    ? {
        start: found.optimalDrinkingStart,
        end: found.optimalDrinkingEnd,
        peakStart: found.peakYearsStart,
        peakEnd: found.peakYearsEnd,
      }
    : null;
}

/** Where a cellar item stands today: its plan group, or null without a vintage (no window to plan by). */
export function readinessOfItem(
  item: SavedWine | UploadAnalysis,
  kind: DrinkingPlanItem['kind'],
  thisYear: number,
): { window: CellarDrinkingWindow; group: DrinkingGroup } | null {
  if (vintageYear(item.vintage) === null && !(kind === 'saved' && (item as SavedWine).yourWindow)) return null;
  const window = kind === 'saved' ? windowOfSaved(item as SavedWine, thisYear) : windowOfUpload(item as UploadAnalysis, thisYear);
  return window ? { window, group: groupOf(window, thisYear) } : null;
}

/**
 * Bottles still in the cellar that have a vintage (or a window the member chose), each with its
 * window and group, soonest end first; and the saved wines that need a vintage to be planned.
 */
export function drinkingPlan(saved: SavedWine[], uploads: UploadAnalysis[], today: string): DrinkingPlan {
  const thisYear = Number(today.slice(0, 4));
  const items: DrinkingPlanItem[] = [];
  const needsVintage: DrinkingPlan['needsVintage'] = [];
  const add = (item: SavedWine | UploadAnalysis, kind: DrinkingPlanItem['kind']) => {
    if (item.quantity <= 0) return;
    const readiness = readinessOfItem(item, kind, thisYear);
    if (!readiness) {
      // a non-vintage wine ('NV') is planned by nothing: only a missing vintage is asked for
      if (kind === 'saved' && !(item.vintage ?? '').trim())
        needsVintage.push({ id: item.id, wineName: item.wineName, quantity: item.quantity, location: item.location });
      return;
    }
    const vintage = vintageYear(item.vintage);
    items.push({
      id: item.id,
      kind,
      wineName: item.wineName,
      vintage: vintage === null ? '' : String(vintage),
      quantity: item.quantity,
      location: item.location,
      window: readiness.window,
      group: readiness.group,
      yourWindow: kind === 'saved' && !!(item as SavedWine).yourWindow,
    });
  };
  for (const w of saved) add(w, 'saved');
  for (const u of uploads) add(u, 'upload');
  items.sort((a, b) => a.window.end - b.window.end || a.window.start - b.window.start || a.wineName.localeCompare(b.wineName));
  const groups = DRINKING_GROUPS.map((group) => {
    const inGroup = items.filter((i) => i.group === group);
    return { group, wines: inGroup.length, bottles: inGroup.reduce((n, i) => n + i.quantity, 0) };
  });
  needsVintage.sort((a, b) => a.wineName.localeCompare(b.wineName));
  return { today, items, groups, needsVintage };
}
