import { WINERY_NOT_AVAILABLE, WINERY_UNKNOWN_YEAR } from '@wine/contracts';

// docs/product-rules.md#static-content: 'Unknown' and 'Not available' fields are hidden; a website without http gets https.
export function shown(value: string): string | null {
  const v = value.trim();
  return v && v !== WINERY_NOT_AVAILABLE && v !== WINERY_UNKNOWN_YEAR ? v : null;
}

export function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export function resultCount(n: number): string {
  return `Found ${n} ${n === 1 ? 'winery' : 'wineries'}`;
}

export function wineriesFound(n: number): string {
  return `${n} ${n === 1 ? 'winery' : 'wineries'} found`;
}

/** The explorer's own address for a region, so a region can be linked to and bookmarked. */
export function regionHref(regionId: string): string {
  return `?region=${encodeURIComponent(regionId)}`;
}

export const CHECK_WITH_WINERY = 'Check with the winery';

/** '2026-11-01' → '1 November 2026' (the date alone, whatever the reader's time zone). */
export function checkedOn(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Cellar door hours and tasting fees are shown only when we hold them with the date and source
 * they were checked against (docs/product-rules.md#static-content); otherwise the card says
 * "Check with the winery".
 */
export function cellarDoorFacts(w: {
  cellarDoorHours: string;
  tastingFees: string;
  cellarDoorFactsAsOf: string | null;
  cellarDoorFactsSource: string | null;
}): { hours: string | null; fees: string | null; checked: string; source: string } | null {
  const hours = shown(w.cellarDoorHours);
  const fees = shown(w.tastingFees);
  if ((!hours && !fees) || !w.cellarDoorFactsAsOf || !w.cellarDoorFactsSource) return null;
  return { hours, fees, checked: checkedOn(w.cellarDoorFactsAsOf), source: w.cellarDoorFactsSource };
}
