import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@wine/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFormValues } from '@/lib/use-form-values';
import { useChangePasswordMutation } from '../api/account-api';
import { EMPTY_PASSWORD_VALUES, passwordChangeProblem, toChangePasswordRequest, type PasswordValues } from '../account-forms';
import { SettingsSection } from './SettingsSection';

export function PasswordSection() {
  const { toast } = useToast();
  const { values, setValues, bind } = useFormValues<PasswordValues>(EMPTY_PASSWORD_VALUES);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const field = (name: keyof PasswordValues) => ({
    ...bind(name),
    type: 'password',
    required: true,
    disabled: isLoading,
    fullWidth: true,
  });

  const handleSubmit = useFormSubmit({
    problem: () => passwordChangeProblem(values),
    send: async () => {
      await changePassword(toChangePasswordRequest(values)).unwrap();
      setValues(EMPTY_PASSWORD_VALUES);
      toast({ title: 'Password Updated', description: 'Your password has been changed.' });
    },
    failure: { title: 'Password Not Changed', fallback: 'Failed to change your password. Please try again.' },
  });

  return (
    <SettingsSection title="Password" description="Choose a new password for signing in.">
      {/* noValidate: the sign-up rules' toasts explain a problem, not the browser's bubbles. */}
      <form noValidate onSubmit={handleSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <TextField {...field('currentPassword')} label="Current password" autoComplete="current-password" />
          <TextField
            {...field('newPassword')}
            label="New password"
            autoComplete="new-password"
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          />
          <TextField {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
          <Box>
            <Button type="submit" variant="contained" loading={isLoading} loadingPosition="start">
              Update Password
            </Button>
          </Box>
        </Stack>
      </form>
    </SettingsSection>
  );
}
