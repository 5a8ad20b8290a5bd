import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { problemOf, useOpenBottleMutation } from '../bottles-api';
import type { CellarEntry } from './WineCard';

/** Today as YYYY-MM-DD in the user's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One bottle fewer, and a tasting entry for the journal (only the date is needed). */
export function OpenBottleDialog({
  entry,
  onClose,
  onOpened,
  occasion: suggestedOccasion = '',
}: {
  entry: Pick<CellarEntry, 'id' | 'wineName'> & { bottle: Pick<CellarEntry['bottle'], 'quantity'> };
  onClose: () => void;
  /** after the tasting is written: the bottles left */
  onOpened?: (left: number) => void;
  /** the occasion filled in, e.g. the dish the bottle was chosen for */
  occasion?: string;
}) {
  const [date, setDate] = useState(localToday);
  const [stars, setStars] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [occasion, setOccasion] = useState(suggestedOccasion);
  const [withWhom, setWithWhom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, { isLoading }] = useOpenBottleMutation();
  const { toast } = useToast();
  const left = entry.bottle.quantity - 1;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await open({ id: entry.id, tasting: { date, stars, note, occasion, withWhom } }).unwrap();
      onOpened?.(left);
      toast({
        title: 'Bottle Opened',
        description:
          left > 0
            ? `${left} left of ${entry.wineName}. Enjoy!`
            : `That was the last ${entry.wineName}: it is in your Drunk tab.`,
      });
      onClose();
    } catch (err) {
      setProblem(problemOf(err) ?? 'Failed to open the bottle. Please try again.');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="open-bottle-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="open-bottle-title">Open a bottle · {entry.wineName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Date opened"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box>
              <Typography component="legend" variant="body2" color="text.secondary" id="tasting-rating-label">
                Your rating
              </Typography>
              <Rating
                name="tasting-rating"
                value={stars}
                onChange={(_, v) => setStars(v)}
                aria-labelledby="tasting-rating-label"
              />
            </Box>
            <TextField label="Tasting note" multiline minRows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Occasion" fullWidth value={occasion} onChange={(e) => setOccasion(e.target.value)} />
              <TextField label="Shared with" fullWidth value={withWhom} onChange={(e) => setWithWhom(e.target.value)} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Open bottle
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
