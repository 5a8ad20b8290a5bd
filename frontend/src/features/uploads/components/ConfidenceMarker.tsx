import Chip from '@mui/material/Chip';
import { Tooltip } from '@/components/tooltip/Tooltip';
import { confidenceLevel } from '../upload-checks';

const LOOK = {
  high: { label: 'High', color: 'success' },
  medium: { label: 'Check', color: 'warning' },
  low: { label: 'Low', color: 'error' },
} as const;

/** How sure the label reader is of one field. */
export function ConfidenceMarker({ value, field }: { value: number; field: string }) {
  const level = LOOK[confidenceLevel(value)];
  const percent = Math.round(value * 100);
  return (
    <Tooltip title={`${percent}% confident in the ${field}`}>
      <Chip
        size="small"
        variant="outlined"
        color={level.color}
        label={level.label}
        aria-label={`${field} confidence ${level.label.toLowerCase()} (${percent}%)`}
        sx={{ ml: 1, height: 20, fontSize: '0.7rem' }}
      />
    </Tooltip>
  );
}
