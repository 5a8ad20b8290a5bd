import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DrinkingPlan } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { problemOf, useUpdateBottleMutation } from '../bottles-api';

type Wine = DrinkingPlan['needsVintage'][number];

/** One wine without a vintage, with a field to give it one: saved, it enters the plan. */
function VintageRow({ wine }: { wine: Wine }) {
  const [vintage, setVintage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateBottleMutation();
  const { toast } = useToast();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await update({ id: wine.id, changes: { vintage: vintage.trim() } }).unwrap();
      toast({ title: 'Vintage Added', description: `${wine.wineName} ${vintage.trim()} is in your Drinking Plan.` });
    } catch (err) {
      setProblem(
        (problemOf(err) ?? 'Failed to add the vintage. Please try again.').replace(/^vintage must be/, 'The vintage must be'),
      );
    }
  };
  const id = `vintage-${wine.id}`;
  return (
    <Stack
      component="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{wine.wineName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[`${wine.quantity} ${wine.quantity === 1 ? 'bottle' : 'bottles'}`, wine.location].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={id}
          size="small"
          label="Vintage"
          placeholder="2018"
          value={vintage}
          onChange={(e) => setVintage(e.target.value)}
          error={problem !== null}
          helperText={problem ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'aria-label': `Vintage of ${wine.wineName}` } }}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="contained" disabled={isLoading || vintage.trim() === ''} sx={{ minHeight: 40 }}>
          Add
        </Button>
      </Stack>
    </Stack>
  );
}

/** Saved wines without a vintage cannot be planned: ask for it here (docs/product-rules.md#drinking-window). */
export function NeedsVintage({ wines }: { wines: Wine[] }) {
  if (wines.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Add the vintage to plan these">
      <CardContent>
        <Typography variant="h6" component="h3">
          Add the vintage to plan these
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Without a vintage there is no drinking window. Enter the year on the label and the wine joins your plan.
        </Typography>
        {wines.map((w) => (
          <VintageRow key={w.id} wine={w} />
        ))}
      </CardContent>
    </Card>
  );
}
