import type { WindowBasis } from '@wine/contracts';
import { DrinkingWindow, findRegion, findVariety, servingTemperatureFor, Wine } from '@wine/wine-knowledge';

const BODY = ['', 'light-bodied', 'light to medium-bodied', 'medium-bodied', 'medium to full-bodied', 'full-bodied'];
const TANNIN = ['', 'barely there', 'soft', 'supple', 'firm', 'powerful'];
const ACIDITY = ['', 'soft', 'gentle', 'balanced', 'fresh', 'racy'];

/** When to open it, in words; for a label we do not know, only what its grape typically allows. */
function whenToOpen(window: DrinkingWindow | null, basis: WindowBasis, thisYear: number): string {
  if (!window)
    return 'We do not know this wine, so we give no drinking window: add the grape and vintage in edit mode, or ask the winery.';
  const advice = when(window, thisYear);
  return basis && basis.startsWith('typical for ')
    ? `Going by what is ${basis} (not this wine itself): ${advice.charAt(0).toLowerCase()}${advice.slice(1)}`
    : advice;
}

function when(window: DrinkingWindow, thisYear: number): string {
  if (thisYear < window.optimalDrinkingStart)
    return `Cellar it until ${window.optimalDrinkingStart}; it should be at its best between ${window.peakYearsStart} and ${window.peakYearsEnd}.`;
  if (thisYear > window.optimalDrinkingEnd)
    return `It is past its expected window (to ${window.optimalDrinkingEnd}): open it soon and expect tertiary, savoury notes.`;
  if (thisYear >= window.peakYearsStart && thisYear <= window.peakYearsEnd)
    return `It is in its peak years now (${window.peakYearsStart}-${window.peakYearsEnd}): a fine time to open it.`;
  return `Drinking well now and through ${window.optimalDrinkingEnd}, with its peak between ${window.peakYearsStart} and ${window.peakYearsEnd}.`;
}

/** Tasting notes and serving advice, in a sommelier's words. */
export function describeWine(
  wine: Wine | null,
  label: { wineName: string; wineType: string; varietyId: string | null; regionId: string | null; vintage: number | null },
  window: { window: DrinkingWindow | null; basis: WindowBasis },
  thisYear = new Date().getFullYear(),
): string {
  const region = findRegion(wine?.regionId ?? label.regionId ?? '');
  const variety = findVariety(wine?.varietyIds[0] ?? label.varietyId ?? '');
  const parts: string[] = [];
  if (wine) {
    const s = wine.structure;
    parts.push(wine.tastingNotes);
    const red = wine.wineType === 'Red Wine';
    parts.push(
      `Expect a ${BODY[s.body]} wine with ${ACIDITY[s.acidity]} acidity${red ? ` and ${TANNIN[s.tannin]} tannins` : ''}.`,
    );
  } else {
    parts.push(
      `We could not match this label to a wine in our catalogue with confidence, so these notes describe its style${
        variety ? ` as ${variety.name}` : ''
      }${region ? ` from ${region.name}` : ''}. Check the details and correct them in edit mode.`,
    );
    if (variety) parts.push(`${variety.name} typically shows ${variety.flavourProfile.slice(0, 4).join(', ').toLowerCase()}.`);
  }
  if (region && !wine) parts.push(region.climate);
  parts.push(whenToOpen(window.window, window.basis, thisYear));
  const serving = servingTemperatureFor({
    wineType: wine?.wineType ?? label.wineType,
    variety: wine?.variety ?? variety?.name ?? '',
  });
  parts.push(`Serve at ${serving.servingTemp}${serving.decantTime ? ` and decant for ${serving.decantTime}` : ''}.`);
  return parts.join(' ');
}
