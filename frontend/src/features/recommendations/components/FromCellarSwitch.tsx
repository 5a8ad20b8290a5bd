import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useCellarHasBottles } from '../hooks/use-from-cellar';

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
  /** false on the tabs without the text search: the cellar is still asked, for Meal Pairing's "Pair from my cellar" */
  shown: boolean;
  /** told whether the cellar has a bottle left, so the dashboard knows where a search looks */
  onAvailable: (available: boolean) => void;
}

/**
 * "From my cellar" (docs/product-rules.md#from-my-cellar), shown only when the cellar has bottles.
 * Its own chunk with the cellar's endpoints: the switch only ever appears after the cellar answers,
 * so it waits for nothing the first paint needs (docs/architecture.md#first-load).
 */
export function FromCellarSwitch({ on, onChange, shown, onAvailable }: Props) {
  const available = useCellarHasBottles();
  useEffect(() => onAvailable(available), [available, onAvailable]);
  if (!shown || !available) return null;
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(e) => onChange(e.target.checked)} />}
      label={
        <span>
          <Typography component="span" variant="body1" sx={{ fontWeight: 600, display: 'block', lineHeight: 1.3 }}>
            From my cellar
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            Choose from the bottles you own
          </Typography>
        </span>
      }
      sx={{ m: 0, gap: 0.5 }}
    />
  );
}
