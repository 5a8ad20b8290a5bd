import Chip from '@mui/material/Chip';
import { DRINKING_GROUP_LABELS, type DrinkingGroup } from '@wine/contracts';

const READINESS_COLOUR: Record<DrinkingGroup, 'success' | 'warning' | 'info' | 'error'> = {
  drinkNow: 'success',
  drinkSoon: 'warning',
  hold: 'info',
  pastBest: 'error',
};

/** Where a bottle stands in its drinking window, as the drinking plan names it (the dashboard and the dinner plan). */
export function ReadinessChip({ readiness }: { readiness: DrinkingGroup | null | undefined }) {
  if (!readiness) return <Chip size="small" variant="outlined" label="No vintage" />;
  return <Chip size="small" color={READINESS_COLOUR[readiness]} variant="filled" label={DRINKING_GROUP_LABELS[readiness]} />;
}
