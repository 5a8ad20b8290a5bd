/** docs/product-rules.md#quota: usage bar width = count divided by limit, capped at 100% (a percentage, 0-100). */
export function usagePercent(count: number, limit: number): number {
  if (!(limit > 0) || !(count > 0)) return 0;
  return Math.min(100, (count / limit) * 100);
}
