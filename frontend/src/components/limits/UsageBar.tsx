import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { usagePercent } from './usage';

interface UsageBarProps {
  // e.g. 'Saved wines' or 'Analyses this month'
  label: string;
  count: number;
  limit: number;
}

/** How much of a Free plan allowance is used: 'label count/limit' over a bar. */
export function UsageBar({ label, count, limit }: UsageBarProps) {
  const labelId = useId();
  const percent = usagePercent(count, limit);
  const full = count >= limit;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={full ? 'error' : 'text.primary'}>
          {count}/{limit}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={full ? 'error' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={`${count} of ${limit} used`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
