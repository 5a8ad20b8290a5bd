import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { paths } from '@/lib/paths';
import { checkAge, type AgeCheck, type ProfileSetupFieldErrors, type ProfileSetupValues } from '../profile-setup';

// Checks made before 1900 are typos, not birthdays; the server refuses them too.
const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

interface AgeVerificationStepProps {
  values: Pick<ProfileSetupValues, 'dateOfBirth' | 'certified'>;
  today: string;
  onChange: (changes: Partial<ProfileSetupValues>) => void;
  /** problems found on Next or by the server, each shown under its field */
  errors?: ProfileSetupFieldErrors;
}

// The dialog cannot be closed, so the legal pages open beside it instead of behind it.
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// docs/product-rules.md#age-gate: under 18 reads in the error colour. Only the message is coloured (not the whole field):
// the dark scheme's error red is too dim for text on the dialog, so it takes the lighter shade.
function verdictColour(theme: Theme, age: AgeCheck | null) {
  if (!age) return {};
  const palette = (theme.vars ?? theme).palette;
  const tone = age.adult ? palette.success : palette.error;
  return { color: tone.main, ...theme.applyStyles('dark', { color: tone.light }) };
}

export function AgeVerificationStep({ values, today, onChange, errors = {} }: AgeVerificationStepProps) {
  const age = checkAge(values.dateOfBirth, today);
  const certifiedHelpId = useId();
  // the verdict of a chosen date stands; a problem only replaces it when it says something else (no date)
  const dateProblem = errors.dateOfBirth && errors.dateOfBirth !== age?.message ? errors.dateOfBirth : null;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Cellar Door AI is for adults. Australian law requires us to confirm you are 18 or older before we recommend wine.
      </Typography>
      <TextField
        label="Date of birth"
        type="date"
        name="dateOfBirth"
        value={values.dateOfBirth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
        required
        fullWidth
        helperText={
          dateProblem ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <ErrorRounded sx={{ fontSize: 18 }} />
              {dateProblem}
            </Box>
          ) : (
            age && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {age.adult ? <CheckCircleRounded sx={{ fontSize: 18 }} /> : <ErrorRounded sx={{ fontSize: 18 }} />}
                {age.message}
              </Box>
            )
          )
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: today, min: EARLIEST_DATE_OF_BIRTH, 'aria-invalid': Boolean(dateProblem) || age?.adult === false },
          // Read out as it changes, so a screen reader hears the verdict without leaving the field.
          formHelperText: {
            role: 'status',
            sx: (theme) => ({
              fontSize: '0.875rem',
              mx: 0,
              mt: 1,
              ...verdictColour(theme, dateProblem ? { adult: false, message: dateProblem } : age),
            }),
          },
        }}
      />
      <FormControl error={Boolean(errors.certified)}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', mx: 0, gap: 0.5 }}
          control={
            <Checkbox
              checked={values.certified}
              onChange={(event) => onChange({ certified: event.target.checked })}
              sx={{ mt: -0.75, ml: -1.25 }}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(errors.certified),
                  ...(errors.certified ? { 'aria-describedby': certifiedHelpId } : {}),
                },
              }}
            />
          }
          label={
            <Typography variant="body2" component="span">
              I certify that I am 18 years of age or older, and I agree to the{' '}
              <NewTabLink to={paths.termsOfService}>Terms of Service</NewTabLink> and{' '}
              <NewTabLink to={paths.privacyPolicy}>Privacy Policy</NewTabLink>.
            </Typography>
          }
        />
        {errors.certified && (
          <FormHelperText
            id={certifiedHelpId}
            sx={(theme) => ({ fontSize: '0.875rem', mx: 0, mt: 0.5, ...verdictColour(theme, { adult: false, message: '' }) })}
          >
            {errors.certified}
          </FormHelperText>
        )}
      </FormControl>
    </Stack>
  );
}
