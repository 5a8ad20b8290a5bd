// The drinking plan's groups and their labels, with no schema: a first page needs them before zod
// (docs/architecture.md, First load).
export const DRINKING_GROUPS = ['drinkNow', 'drinkSoon', 'hold', 'pastBest'] as const;
export type DrinkingGroup = (typeof DRINKING_GROUPS)[number];
export const DRINKING_GROUP_LABELS: Record<DrinkingGroup, string> = {
  drinkNow: 'Drink now',
  drinkSoon: 'Drink soon',
  hold: 'Hold',
  pastBest: 'Past its best',
};
