import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BillingAddress } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { useUpdateBillingAddressMutation } from '../api/billing-api';

// docs/product-rules.md#subscription-controls: default billing country AU.
const EMPTY: BillingAddress = { line1: '', line2: null, city: '', state: null, postal_code: '', country: 'AU' };

export function BillingAddressCard({ address }: { address: BillingAddress | null }) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<BillingAddress>(address ?? EMPTY);
  const [update, { isLoading }] = useUpdateBillingAddressMutation();
  const set = (key: keyof BillingAddress) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update({ ...form, country: form.country || 'AU' });
    if ('error' in result) {
      toast({ title: 'Error', description: 'Failed to update billing address', variant: 'destructive' });
      return;
    }
    toast({ title: 'Billing address updated successfully' });
    setEditing(false);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-address-title" sx={{ p: 3, borderRadius: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h3" component="h2" id="billing-address-title" sx={{ fontSize: '1.2rem' }}>
          Billing Address
        </Typography>
        {!editing && (
          <Button
            onClick={() => {
              setForm(address ?? EMPTY);
              setEditing(true);
            }}
          >
            {address ? 'Edit' : 'Add Address'}
          </Button>
        )}
      </Stack>
      {editing ? (
        <Box component="form" onSubmit={(e) => void save(e)}>
          <Stack spacing={2}>
            <TextField label="Address Line 1" value={form.line1} onChange={set('line1')} />
            <TextField label="Address Line 2 (optional)" value={form.line2 ?? ''} onChange={set('line2')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="City" value={form.city} onChange={set('city')} fullWidth />
              <TextField label="State" value={form.state ?? ''} onChange={set('state')} fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Postcode" value={form.postal_code} onChange={set('postal_code')} fullWidth />
              <TextField
                label="Country"
                value={form.country}
                onChange={set('country')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2 } }}
              />
            </Stack>
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={isLoading}>
                {isLoading ? 'Saving...' : 'Save Address'}
              </Button>
              <Button onClick={() => setEditing(false)}>Cancel</Button>
            </Stack>
          </Stack>
        </Box>
      ) : address ? (
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {address.line1}
          {address.line2 && (
            <>
              <br />
              {address.line2}
            </>
          )}
          <br />
          {[address.city, address.state, address.postal_code].filter(Boolean).join(' ')}
          <br />
          {address.country}
        </Typography>
      ) : (
        <Typography color="text.secondary">No billing address on file.</Typography>
      )}
    </Paper>
  );
}
