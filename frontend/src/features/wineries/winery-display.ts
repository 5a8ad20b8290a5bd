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
