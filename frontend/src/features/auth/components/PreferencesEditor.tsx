import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProfilePreferences } from '@wine/contracts';
import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { useGetPreferencesQuery, useSavePreferencesMutation } from '../api/preferences-api';
import { fromPreferences, toPreferencesRequest, type PreferenceValues } from '../preferences-form';
import { PreferencesStep } from './PreferencesStep';

// docs/product-rules.md#preferences: the setup's questions again; the date of birth stays as it is.
// Account Settings puts it in one of its cards (the app joins the two features).
export function PreferencesEditor() {
  const { data, isError } = useGetPreferencesQuery();
  if (isError) return <Alert severity="error">Your preferences could not be loaded. Please try again later.</Alert>;
  if (!data) return <Skeleton variant="rounded" height={240} />;
  return <PreferencesForm key={JSON.stringify(data)} saved={data} />;
}

function PreferencesForm({ saved }: { saved: ProfilePreferences }) {
  const { toast } = useToast();
  const [values, setValues] = useState<PreferenceValues>(() => fromPreferences(saved));
  const [save, { isLoading }] = useSavePreferencesMutation();
  const changed = JSON.stringify(values) !== JSON.stringify(fromPreferences(saved));

  const submit = async () => {
    try {
      await save(toPreferencesRequest(values)).unwrap();
      toast({ title: 'Preferences Saved', description: 'Your next recommendations follow them.' });
    } catch (error) {
      toast(failureToast('Preferences Not Saved', error, 'Your preferences were not saved. Please try again.'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PreferencesStep
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        intro={null}
        disabled={isLoading}
      />
      {saved.dateOfBirth && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
          Date of birth: {formatDate(saved.dateOfBirth)}. It cannot be changed: it is the age check you passed at setup.
        </Typography>
      )}
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={!changed} loading={isLoading} loadingPosition="start">
          Save Preferences
        </Button>
        {changed && (
          <Button variant="text" disabled={isLoading} onClick={() => setValues(fromPreferences(saved))}>
            Undo Changes
          </Button>
        )}
      </Box>
    </form>
  );
}

const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
