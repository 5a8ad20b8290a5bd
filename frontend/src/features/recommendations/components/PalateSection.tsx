import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PalateProfile, PalateWeight } from '@wine/contracts';
import { useId, useState } from 'react';
import { Spinner } from '@/components/spinner/Spinner';
import { useToast } from '@/components/toast/use-toast';
import { useGetPalateQuery, useResetPalateMutation } from '../api/recommendations-api';

/** The style leans as chart rows: -1..1, lighter/drier/less oak to the left. */
const STYLE_ROWS: { key: keyof PalateProfile['style']; left: string; right: string }[] = [
  { key: 'body', left: 'Lighter', right: 'Fuller' },
  { key: 'sweetness', left: 'Drier', right: 'Sweeter' },
  { key: 'oak', left: 'Less oak', right: 'More oak' },
];

/** "Your palate" (Account Settings): what the user's signals say, in words and a small chart, with a reset. */
export function PalateSection() {
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetPalateQuery(undefined, { refetchOnMountOrArgChange: true });
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h5" component="h2">
        Your palate
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        Learnt from your thumbs on recommendations, the wines you save, the bottles in your cellar and your tasting ratings. It
        nudges recommendations towards what you enjoy, never past what you ask for.
      </Typography>
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <Alert severity="error">Your palate could not be loaded. Please try again later.</Alert>
      ) : (
        <PalateView profile={data} />
      )}
      <Button variant="outlined" startIcon={<RestartAltRounded />} onClick={() => setConfirming(true)} sx={{ mt: 3 }}>
        Reset my palate
      </Button>
      <ResetDialog open={confirming} onClose={() => setConfirming(false)} onReset={() => void refetch()} />
    </Paper>
  );
}

function PalateView({ profile }: { profile: PalateProfile }) {
  const { counts } = profile;
  const weights = [...profile.varieties, ...profile.regions.slice(0, 3)];
  const chartText = [
    ...weights.map((w) => `${w.label} ${describeWeight(w.weight)}`),
    ...STYLE_ROWS.map((r) => `${r.left} or ${r.right.toLowerCase()}: ${describeLean(profile.style[r.key], r)}`),
  ].join('; ');
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {profile.summary.map((sentence) => (
          <Typography component="li" key={sentence}>
            {sentence}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        From {counts.thumbsUp} thumbs up, {counts.thumbsDown} thumbs down, {counts.saved} saved wines, {counts.bottles} bottles
        and {counts.ratings} tasting ratings.
      </Typography>
      {/* the chart is one image to assistive technology; its text alternative lists every bar */}
      <Box role="img" aria-label={`Palate chart: ${chartText || 'no leanings yet'}`} sx={{ display: 'grid', gap: 1 }}>
        {weights.map((w) => (
          <WeightBar key={`${w.key}`} weight={w} />
        ))}
        {STYLE_ROWS.map((row) => (
          <LeanBar key={row.key} left={row.left} right={row.right} value={profile.style[row.key]} />
        ))}
      </Box>
    </Stack>
  );
}

function describeWeight(weight: number): string {
  const strength = Math.abs(weight) >= 0.6 ? 'strongly' : Math.abs(weight) >= 0.25 ? '' : 'slightly';
  return `${strength ? `${strength} ` : ''}${weight >= 0 ? 'liked' : 'disliked'}`;
}

function describeLean(value: number, row: { left: string; right: string }): string {
  if (Math.abs(value) < 0.1) return 'no lean';
  return `leans ${(value < 0 ? row.left : row.right).toLowerCase()}`;
}

const ROW = { display: 'grid', gridTemplateColumns: { xs: '7rem 1fr', sm: '10rem 1fr' }, alignItems: 'center', gap: 1 } as const;

/** A centred bar: left of the middle is 'away from', right is 'towards'. */
function CentredBar({ value, colour }: { value: number; colour: string }) {
  const width = `${Math.min(1, Math.abs(value)) * 50}%`;
  return (
    <Box sx={{ position: 'relative', height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box sx={{ position: 'absolute', left: '50%', top: -2, bottom: -2, width: '1px', bgcolor: 'text.disabled' }} />
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          bgcolor: colour,
          borderRadius: 1,
          width,
          ...(value >= 0 ? { left: '50%' } : { right: '50%' }),
        }}
      />
    </Box>
  );
}

function WeightBar({ weight }: { weight: PalateWeight }) {
  return (
    <Box sx={ROW}>
      <Typography variant="body2" noWrap title={weight.label}>
        {weight.label}
      </Typography>
      <CentredBar value={weight.weight} colour={weight.weight >= 0 ? 'primary.main' : 'text.secondary'} />
    </Box>
  );
}

function LeanBar({ left, right, value }: { left: string; right: string; value: number }) {
  return (
    <Box sx={ROW}>
      <Typography variant="body2">
        {left} · {right}
      </Typography>
      <CentredBar value={value} colour="secondary.main" />
    </Box>
  );
}

function ResetDialog({ open, onClose, onReset }: { open: boolean; onClose: () => void; onReset: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const { toast } = useToast();
  const [reset, { isLoading }] = useResetPalateMutation();
  const confirm = async () => {
    try {
      await reset().unwrap();
      onReset();
      onClose();
      toast({ title: 'Palate reset', description: 'Your thumbs are cleared. Your cellar and ratings still count.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to reset your palate. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>Reset your palate?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          This clears every thumbs up and thumbs down you have given, so they no longer shape your recommendations. Your saved
          wines, bottles and tasting ratings are kept and still count.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? 'Resetting...' : 'Reset palate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
