import { QUOTA_TIME_ZONE } from '@wine/contracts';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE, year: 'numeric', month: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE, year: 'numeric' });

/**
 * The calendar month ('YYYY-MM') an instant falls in, in Melbourne: a month starts at local
 * midnight on the 1st, daylight saving included (docs/product-rules.md#quota).
 */
export function melbourneMonth(at: Date): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The calendar year in Melbourne (wine ages in analytics are counted from it). */
export function melbourneYear(at: Date): number {
  return Number(yearFormat.format(at));
}

/** The calendar day ('YYYY-MM-DD') in Melbourne (the drinking plan's today). */
export function melbourneDay(at: Date): string {
  return dayFormat.format(at);
}
