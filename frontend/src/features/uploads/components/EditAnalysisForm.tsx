import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { UpdateUploadRequest } from '@wine/contracts';
import type { AnalysisResult } from '../api/upload-api';

type Fields = Required<{ [K in keyof UpdateUploadRequest]: string }>;

const FIELDS: { name: keyof Fields; label: string; required?: boolean; wide?: boolean; multiline?: boolean }[] = [
  { name: 'wineName', label: 'Wine Name', required: true, wide: true },
  { name: 'wineType', label: 'Wine Type', required: true },
  { name: 'region', label: 'Region', required: true },
  { name: 'vintage', label: 'Vintage' },
  { name: 'abv', label: 'ABV' },
  { name: 'optimalDrinkingStart', label: 'Drink From' },
  { name: 'optimalDrinkingEnd', label: 'Drink Until' },
  { name: 'peakYearsStart', label: 'Peak From' },
  { name: 'peakYearsEnd', label: 'Peak Until' },
  { name: 'estimatedValue', label: 'Estimated Value' },
  { name: 'analysis', label: 'Tasting Notes', wide: true, multiline: true },
];

interface Props {
  result: AnalysisResult;
  saving: boolean;
  onSave: (changes: Fields) => void;
  onCancel: () => void;
}

/** Upload edit form: Wine Name, Wine Type and Region labelled required; the rest free text. */
export function EditAnalysisForm({ result, saving, onSave, onCancel }: Props) {
  const [values, setValues] = useState<Fields>(
    () => Object.fromEntries(FIELDS.map((f) => [f.name, result[f.name] ?? ''])) as Fields,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(values);
  };
  return (
    <form onSubmit={submit} aria-label="Edit wine details">
      <Grid container spacing={2}>
        {FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
            <TextField
              fullWidth
              label={f.label}
              // the form replaces the Edit Details button that opened it: focus moves into it
              autoFocus={f === FIELDS[0]}
              required={f.required}
              multiline={f.multiline}
              minRows={f.multiline ? 4 : undefined}
              value={values[f.name]}
              disabled={saving}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
