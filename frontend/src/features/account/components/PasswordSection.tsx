import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@wine/contracts';
import type { FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
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

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordChangeProblem(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await changePassword(toChangePasswordRequest(values)).unwrap();
      setValues(EMPTY_PASSWORD_VALUES);
      toast({ title: 'Password Updated', description: 'Your password has been changed.' });
    } catch (error) {
      toast(failureToast('Password Not Changed', error, 'Failed to change your password. Please try again.'));
    }
  };

  return (
    <SettingsSection title="Password" description="Choose a new password for signing in.">
      {/* noValidate: the sign-up rules' toasts explain a problem, not the browser's bubbles. */}
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
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
