import {
  DRINKING_GROUPS,
  type CellarDrinkingWindow,
  type DrinkingGroup,
  type DrinkingPlan,
  type DrinkingPlanItem,
  type SavedWine,
  type UploadAnalysis,
  WINDOW_FROM_CATALOGUE,
  type WindowBasis,
} from '@wine/contracts';
import { agesByGrape, findWine, typicalWindowFor, windowOfDescribedWine } from '@wine/wine-knowledge';
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

/** A window and where it comes from, when that is not the wine's own formula. */
interface PlannedWindow {
  window: CellarDrinkingWindow;
  basis: WindowBasis;
}

/**
 * An analysed bottle keeps the window label analysis gave it (editable on /upload). Without one
 * (edited down to nothing, or never given): a catalogue wine's formula; a label not in the
 * catalogue only its grape's typical ageing, marked "typical for Shiraz"; otherwise none, never an
 * invented one (docs/product-rules.md#drinking-window).
 */
function windowOfUpload(u: UploadAnalysis, thisYear: number): PlannedWindow | null {
  const [start, end, peakStart, peakEnd] = [u.optimalDrinkingStart, u.optimalDrinkingEnd, u.peakYearsStart, u.peakYearsEnd].map(
    year,
  );
  if (start !== null && end !== null && end >= start) {
    const peak = peakStart !== null && peakEnd !== null && peakEnd >= peakStart;
    const window = { start, end, peakStart: peak ? peakStart : start, peakEnd: peak ? peakEnd : end };
    return { window, basis: u.windowBasis ?? null };
  }
  if (u.catalogueWineId && findWine(u.catalogueWineId)) {
    const window = windowOfSaved(u, thisYear);
    return window ? { window, basis: WINDOW_FROM_CATALOGUE } : null;
  }
  const varietyId = u.grape ? (varietyOfGrape(u.grape)?.id ?? null) : null;
  const typical = agesByGrape(u.wineType, varietyId) ? typicalWindowFor(varietyId, vintageYear(u.vintage)) : null;
  if (!typical) return null;
  const w = typical.window;
  return {
    window: { start: w.optimalDrinkingStart, end: w.optimalDrinkingEnd, peakStart: w.peakYearsStart, peakEnd: w.peakYearsEnd },
    basis: typical.basis as WindowBasis,
  };
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

/**
 * Where a cellar item stands today: its plan group, or null without a vintage or a window we know
 * (no window to plan by).
 */
export function readinessOfItem(
  item: SavedWine | UploadAnalysis,
  kind: DrinkingPlanItem['kind'],
  thisYear: number,
): { window: CellarDrinkingWindow; group: DrinkingGroup; basis: WindowBasis } | null {
  if (vintageYear(item.vintage) === null && !(kind === 'saved' && (item as SavedWine).yourWindow)) return null;
  const savedWindow = kind === 'saved' ? windowOfSaved(item as SavedWine, thisYear) : null;
  const planned: PlannedWindow | null =
    kind === 'saved' ? savedWindow && { window: savedWindow, basis: null } : windowOfUpload(item as UploadAnalysis, thisYear);
  return planned ? { window: planned.window, group: groupOf(planned.window, thisYear), basis: planned.basis } : null;
}

/**
 * Bottles still in the cellar that have a vintage (or a window the member chose), each with its
 * window and group, soonest end first; and the saved wines that need a vintage to be planned.
 */
export function drinkingPlan(saved: SavedWine[], uploads: UploadAnalysis[], today: string): DrinkingPlan {
  const thisYear = Number(today.slice(0, 4));
  const items: DrinkingPlanItem[] = [];
  const needsVintage: DrinkingPlan['needsVintage'] = [];
  const noWindow: DrinkingPlan['noWindow'] = [];
  const add = (item: SavedWine | UploadAnalysis, kind: DrinkingPlanItem['kind']) => {
    if (item.quantity <= 0) return;
    const readiness = readinessOfItem(item, kind, thisYear);
    if (!readiness) {
      // a non-vintage wine ('NV') is planned by nothing: only a missing vintage is asked for
      if (kind === 'saved' && !(item.vintage ?? '').trim())
        needsVintage.push({ id: item.id, wineName: item.wineName, quantity: item.quantity, location: item.location });
      // an analysed bottle we cannot give a window says so (an NV one has none to know)
      else if (kind === 'upload' && vintageYear(item.vintage) !== null)
        noWindow.push({
          id: item.id,
          wineName: item.wineName,
          vintage: String(vintageYear(item.vintage)),
          quantity: item.quantity,
          location: item.location,
        });
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
      windowBasis: readiness.basis,
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
  noWindow.sort((a, b) => a.wineName.localeCompare(b.wineName));
  return { today, items, groups, needsVintage, noWindow };
}
