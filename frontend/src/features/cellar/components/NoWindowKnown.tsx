import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DrinkingPlan } from '@wine/contracts';

type Wine = DrinkingPlan['noWindow'][number];

/**
 * Analysed bottles whose window we do not know (a label not in the catalogue, with no grape whose
 * typical ageing we have): listed, never given an invented window (docs/product-rules.md#drinking-window).
 */
export function NoWindowKnown({ wines }: { wines: Wine[] }) {
  if (wines.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="No window known">
      <CardContent>
        <Typography variant="h6" component="h3">
          No window known
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          These bottles are not in our catalogue and their labels name no grape we know the ageing of, so we do not guess when to
          drink them. Edit the upload to give one a window of your own.
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {wines.map((w) => (
            <Stack component="li" key={w.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {w.wineName} {w.vintage}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[`${w.quantity} ${w.quantity === 1 ? 'bottle' : 'bottles'}`, 'no window known', w.location]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
