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

/**
 * Issue 22 groups, in whole years (a window is drinkable through the end of its last year):
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

/** A saved wine gets the window label analysis would give it: the one formula in wine-knowledge. */
function windowOfSaved(
  w: Pick<SavedWine, 'catalogueWineId' | 'vintage' | 'wineName' | 'wineType' | 'region'>,
  thisYear: number,
): CellarDrinkingWindow | null {
  const wine = w.catalogueWineId ? (findWine(w.catalogueWineId) ?? null) : null;
  const found = windowOfDescribedWine(wine, { ...w, vintage: vintageYear(w.vintage) }, thisYear);
  return found
    ? {
        start: found.optimalDrinkingStart,
        end: found.optimalDrinkingEnd,
        peakStart: found.peakYearsStart,
        peakEnd: found.peakYearsEnd,
      }
    : null;
}

/** Bottles still in the cellar that have a vintage, each with its window and group; soonest end first. */
export function drinkingPlan(saved: SavedWine[], uploads: UploadAnalysis[], today: string): DrinkingPlan {
  const thisYear = Number(today.slice(0, 4));
  const items: DrinkingPlanItem[] = [];
  const add = (item: SavedWine | UploadAnalysis, kind: DrinkingPlanItem['kind'], window: CellarDrinkingWindow | null) => {
    if (!window || item.quantity <= 0 || vintageYear(item.vintage) === null) return;
    items.push({
      id: item.id,
      kind,
      wineName: item.wineName,
      vintage: String(vintageYear(item.vintage)),
      quantity: item.quantity,
      location: item.location,
      window,
      group: groupOf(window, thisYear),
    });
  };
  for (const w of saved) add(w, 'saved', windowOfSaved(w, thisYear));
  for (const u of uploads) add(u, 'upload', windowOfUpload(u, thisYear));
  items.sort((a, b) => a.window.end - b.window.end || a.window.start - b.window.start || a.wineName.localeCompare(b.wineName));
  const groups = DRINKING_GROUPS.map((group) => {
    const inGroup = items.filter((i) => i.group === group);
    return { group, wines: inGroup.length, bottles: inGroup.reduce((n, i) => n + i.quantity, 0) };
  });
  return { today, items, groups };
}
