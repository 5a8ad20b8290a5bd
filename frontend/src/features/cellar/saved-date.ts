// Saved-date labels (docs/product-rules.md#saved-date-labels): Today, 1 day ago, n days ago under 7, 1 week ago under 14,
// n weeks ago under 30, then an Australian English long date.
const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Whole days between two instants, counted by calendar day in the viewer's time zone. */
function daysBetween(then: Date, now: Date): number {
  const start = new Date(then.getFullYear(), then.getMonth(), then.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

export function savedDateLabel(createdAt: string, now: Date = new Date()): string {
  const then = new Date(createdAt);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, daysBetween(then, now));
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`;
  return longDate.format(then);
}
