import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUDGET_RANGES, EXPERIENCE_LEVELS, PROFILE_WINE_TYPES } from '@wine/contracts';
import { useId, type ReactNode, type Ref } from 'react';
import { primary } from '@/lib/theme';
import type { BudgetRange, ExperienceLevel, ProfileSetupValues, WineType } from '../profile-setup';

type PreferenceValues = Pick<ProfileSetupValues, 'wineExperienceLevel' | 'preferredWineTypes' | 'budgetRange' | 'location'>;

interface PreferencesStepProps {
  values: PreferenceValues;
  onChange: (changes: Partial<PreferenceValues>) => void;
  /** the line above the questions; setup's says they are optional and can change later */
  intro?: ReactNode;
  disabled?: boolean;
  /** the location's problem, shown under it (aria-invalid, aria-describedby) */
  locationError?: string;
  /** the location input, focused (and so scrolled into view on a phone) when it is at fault */
  locationRef?: Ref<HTMLInputElement>;
}

function Section({ title, labelId, children }: { title: string; labelId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

// A chip that is a toggle button, so its selected state is announced (aria-pressed).
function ToggleChip({
  label,
  selected,
  onToggle,
  disabled,
}: {
  label: string;
  selected: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <Chip
      label={label}
      disabled={disabled}
      onClick={onToggle}
      aria-pressed={selected}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      icon={selected ? <CheckRounded /> : undefined}
      sx={{ fontWeight: 600, height: 36, borderRadius: 18, px: 0.5 }}
    />
  );
}

export function PreferencesStep({
  values,
  onChange,
  intro = 'Optional, and you can change them later in Account Settings. They help us tailor your recommendations.',
  disabled = false,
  locationError,
  locationRef,
}: PreferencesStepProps) {
  const experienceId = useId();
  const typesId = useId();
  const budgetId = useId();

  const toggleType = (type: WineType) =>
    onChange({
      preferredWineTypes: values.preferredWineTypes.includes(type)
        ? values.preferredWineTypes.filter((t) => t !== type)
        : [...values.preferredWineTypes, type],
    });

  return (
    <Stack spacing={2.5}>
      {intro && <Typography color="text.secondary">{intro}</Typography>}

      <Section title="Wine experience" labelId={experienceId}>
        <RadioGroup
          aria-labelledby={experienceId}
          name="wineExperienceLevel"
          value={values.wineExperienceLevel ?? ''}
          onChange={(event) => onChange({ wineExperienceLevel: event.target.value as ExperienceLevel })}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {EXPERIENCE_LEVELS.map((level) => {
            const selected = values.wineExperienceLevel === level.value;
            return (
              <FormControlLabel
                key={level.value}
                value={level.value}
                control={<Radio size="small" disabled={disabled} />}
                label={
                  <Box component="span" sx={{ display: 'block' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {level.label}
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {level.description}
                    </Typography>
                  </Box>
                }
                sx={(theme) => ({
                  m: 0,
                  p: 1.25,
                  pr: 1.5,
                  alignItems: 'flex-start',
                  border: 1,
                  borderRadius: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? theme.alpha(primary(theme), 0.08) : 'transparent',
                  transition: 'border-color 150ms ease, background-color 150ms ease',
                  '&:hover': { borderColor: 'primary.main' },
                  '& .MuiRadio-root': { mt: -0.5 },
                })}
              />
            );
          })}
        </RadioGroup>
      </Section>

      <Section title="Wine types you enjoy" labelId={typesId}>
        <Box role="group" aria-labelledby={typesId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {PROFILE_WINE_TYPES.map((type) => (
            <ToggleChip
              key={type}
              label={type}
              selected={values.preferredWineTypes.includes(type)}
              onToggle={() => toggleType(type)}
              disabled={disabled}
            />
          ))}
        </Box>
      </Section>

      <Section title="Typical budget per bottle" labelId={budgetId}>
        <Box role="group" aria-labelledby={budgetId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {BUDGET_RANGES.map((budget) => {
            const selected = values.budgetRange === budget.value;
            return (
              <ToggleChip
                key={budget.value}
                label={budget.label}
                selected={selected}
                disabled={disabled}
                // Choosing the selected range again clears it: the question is optional.
                onToggle={() => onChange({ budgetRange: selected ? null : (budget.value as BudgetRange) })}
              />
            );
          })}
        </Box>
      </Section>

      <TextField
        label="Location"
        name="location"
        value={values.location}
        onChange={(event) => onChange({ location: event.target.value })}
        placeholder="e.g. Melbourne, VIC"
        error={Boolean(locationError)}
        inputRef={locationRef}
        helperText={locationError ?? 'Helps us suggest wineries and wines near you.'}
        autoComplete="address-level2"
        disabled={disabled}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
