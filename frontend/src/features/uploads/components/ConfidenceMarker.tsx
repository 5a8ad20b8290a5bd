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
        sx={(theme) => ({
          ml: 1,
          height: 20,
          fontSize: '0.7rem',
          // MUI's amber on white is 3:1; a deeper amber keeps the 'Check' mark at 4.5:1 (WCAG AA)
          ...(level.color === 'warning' && theme.applyStyles('light', { color: '#8a4b00', borderColor: '#b26a00' })),
        })}
      />
    </Tooltip>
  );
}
