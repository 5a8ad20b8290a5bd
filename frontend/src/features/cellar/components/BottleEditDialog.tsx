import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BOTTLE_SIZES, MAX_QUANTITY, type BottleFacts, type UpdateBottleRequest } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { problemOf, useUpdateBottleMutation } from '../bottles-api';
import type { CellarEntry } from './WineCard';

interface Draft {
  wineName: string;
  producer: string;
  region: string;
  vintage: string;
  quantity: string;
  purchasePrice: string;
  purchaseDate: string;
  location: string;
  size: string;
  notes: string;
}

const draftOf = (entry: CellarEntry, b: BottleFacts = entry.bottle): Draft => ({
  wineName: entry.wineName,
  producer: entry.producer ?? '',
  region: entry.region,
  vintage: entry.vintage ?? '',
  quantity: String(b.quantity),
  purchasePrice: b.purchasePrice === null ? '' : String(b.purchasePrice),
  purchaseDate: b.purchaseDate ?? '',
  location: b.location,
  size: String(b.size),
  notes: b.notes,
});

// Numbers go as typed (the contract refuses what is not one and names the field); blanks clear.
const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
const wineChangesOf = (d: Draft): UpdateBottleRequest => ({
  wineName: d.wineName,
  producer: d.producer,
  region: d.region,
  vintage: d.vintage.trim() || null,
});
const changesOf = (d: Draft, wine: boolean): UpdateBottleRequest => ({
  ...(wine ? wineChangesOf(d) : {}),
  quantity: number(d.quantity),
  purchasePrice: d.purchasePrice.trim() === '' ? null : number(d.purchasePrice),
  purchaseDate: d.purchaseDate || null,
  location: d.location,
  size: Number(d.size) as UpdateBottleRequest['size'],
  notes: d.notes,
});

/** How many bottles, what they cost, when bought, where they are, their size and notes. */
export function BottleEditDialog({ entry, onClose }: { entry: CellarEntry; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(entry));
  // a saved wine's own facts are edited here (issue 39 item 6); an analysis's on /upload
  const wine = entry.kind === 'saved';
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateBottleMutation();
  const { toast } = useToast();
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    fullWidth: true,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await update({ id: entry.id, changes: changesOf(draft, wine) }).unwrap();
      toast({ title: 'Bottles Updated', description: `${entry.wineName} was updated.` });
      onClose();
    } catch (err) {
      setProblem(problemOf(err) ?? 'Failed to update the bottles. Please try again.');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bottle-edit-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="bottle-edit-title">Edit bottles · {entry.wineName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            {wine && (
              <>
                <TextField label="Wine name" required {...field('wineName')} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField label="Producer" {...field('producer')} />
                  <TextField
                    label="Vintage"
                    placeholder="e.g. 2018 or NV"
                    helperText="A vintage puts the wine into your Drinking Plan"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                    {...field('vintage')}
                  />
                </Stack>
                <TextField label="Region" {...field('region')} />
              </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Quantity"
                type="number"
                slotProps={{ htmlInput: { min: 0, max: MAX_QUANTITY } }}
                {...field('quantity')}
              />
              <TextField select label="Size" {...field('size')}>
                {BOTTLE_SIZES.map((s) => (
                  <MenuItem key={s} value={String(s)}>
                    {s} ml
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Purchase price (AUD per bottle)"
                type="number"
                slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                {...field('purchasePrice')}
              />
              <TextField
                label="Purchase date"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('purchaseDate')}
              />
            </Stack>
            <TextField label="Location" placeholder="e.g. Rack B, row 3" {...field('location')} />
            <TextField label="Notes" multiline minRows={2} {...field('notes')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
