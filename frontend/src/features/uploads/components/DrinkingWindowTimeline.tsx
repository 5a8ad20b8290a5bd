import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { windowYears } from '../upload-checks';

interface Props {
  optimalDrinkingStart: string;
  optimalDrinkingEnd: string;
  peakYearsStart: string;
  peakYearsEnd: string;
}

/** The drinking window as a small timeline: the window, its peak years, and where this year falls. */
export function DrinkingWindowTimeline(props: Props) {
  const years = windowYears(props);
  if (!years) {
    return (
      <Typography variant="body2">
        Drink {props.optimalDrinkingStart}–{props.optimalDrinkingEnd}, peak {props.peakYearsStart}–{props.peakYearsEnd}
      </Typography>
    );
  }
  const now = new Date().getFullYear();
  const from = Math.min(years.start, now) - 1;
  const to = Math.max(years.end, now) + 1;
  const at = (year: number) => `${((year - from) / (to - from)) * 100}%`;
  const width = (a: number, b: number) => `${((b - a) / (to - from)) * 100}%`;
  return (
    <Box role="img" aria-label={`Drinking window ${years.start} to ${years.end}, peak ${years.peakStart} to ${years.peakEnd}`}>
      <Box sx={{ position: 'relative', height: 28, mt: 3, mb: 1 }}>
        <Box sx={{ position: 'absolute', top: 10, left: 0, right: 0, height: 8, borderRadius: 4, bgcolor: 'action.hover' }} />
        <Box
          sx={{
            position: 'absolute',
            top: 10,
            left: at(years.start),
            width: width(years.start, years.end),
            height: 8,
            borderRadius: 4,
            bgcolor: 'secondary.light',
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            left: at(years.peakStart),
            width: width(years.peakStart, years.peakEnd),
            height: 16,
            borderRadius: 4,
            bgcolor: 'primary.main',
          }}
        />
        <Box sx={{ position: 'absolute', top: 0, left: at(now), height: 28, width: 2, bgcolor: 'text.primary' }} />
        <Typography
          variant="caption"
          sx={{ position: 'absolute', top: -20, left: at(now), transform: 'translateX(-50%)', fontWeight: 600 }}
        >
          Now
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          Drink {years.start}–{years.end}
        </Typography>
        <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 600 }}>
          Peak {years.peakStart}–{years.peakEnd}
        </Typography>
      </Box>
    </Box>
  );
}
