import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOTTLE_LOCATION_MAX, type SavedWine } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { useDeleteSavedWineMutation } from '@/lib/cellar-api';
import { useUpdateBottleMutation } from '../bottles-api';
import { selectionCsv } from '../selection-csv';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-cellar-selection-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Several wines at once: set their location, delete them (one confirmation), export them as CSV. */
export function BulkActions({ selected, onDone }: { selected: SavedWine[]; onDone: () => void }) {
  const [dialog, setDialog] = useState<'location' | 'delete' | null>(null);
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState(false);
  const [updateBottle] = useUpdateBottleMutation();
  const [deleteWine] = useDeleteSavedWineMutation();
  const { toast } = useToast();
  const count = plural(selected.length, 'wine');

  const run = async (what: (w: SavedWine) => Promise<unknown>, done: string) => {
    setBusy(true);
    const results = await Promise.allSettled(selected.map(what));
    setBusy(false);
    setDialog(null);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed)
      toast({
        title: 'Error',
        description: `${plural(failed, 'wine')} could not be changed. Please try again.`,
        variant: 'destructive',
      });
    else toast({ title: 'Done', description: done });
    onDone();
  };

  const move = (e: FormEvent) => {
    e.preventDefault();
    const where = location.trim();
    void run(
      (w) => updateBottle({ id: w.id, changes: { location: where } }).unwrap(),
      `${count} moved to ${where || 'no location'}.`,
    );
  };

  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="Selected wines"
      sx={{
        position: 'sticky',
        bottom: { xs: 72, md: 16 },
        zIndex: 2,
        mt: 2,
        px: 2,
        py: 1.5,
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 700, mr: 'auto' }} aria-live="polite">
        {count} selected
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" startIcon={<PlaceRounded />} onClick={() => setDialog('location')}>
          Set location
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadRounded />} onClick={() => download(selectionCsv(selected))}>
          Export
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
        <Button size="small" onClick={onDone}>
          Clear
        </Button>
      </Stack>

      <Dialog open={dialog === 'location'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <form onSubmit={move}>
          <DialogTitle>Set location of {count}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Location"
              placeholder="Rack B, bin 4"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              slotProps={{ htmlInput: { maxLength: BOTTLE_LOCATION_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Move {count}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <DialogTitle>Delete {count}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {selected
              .slice(0, 3)
              .map((w) => w.wineName)
              .join(', ')}
            {selected.length > 3 ? ` and ${plural(selected.length - 3, 'other')}` : ''} will be removed from your cellar, with
            their bottles. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => void run((w) => deleteWine(w.id).unwrap(), `${count} removed from your cellar.`)}
          >
            Delete {count}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
