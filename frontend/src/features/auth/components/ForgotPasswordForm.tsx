import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_RESET_MINUTES } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@/lib/api-error';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';
import { AuthSwitchPrompt } from './AuthDialogFrame';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBackToSignIn: () => void;
}

/** The sign-in dialog's "Forgot password?" step: an address in, the same answer for any address out. */
export function ForgotPasswordForm({ initialEmail, onBackToSignIn }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setFieldError('Please enter the e-mail address you signed up with.');
      return;
    }
    setFieldError(null);
    requestReset({ email: email.trim() })
      .unwrap()
      .then((reply) => setSent(reply.message))
      .catch((error: unknown) =>
        setFailure(apiErrorMessage(error) ?? 'We could not send the link just now. Please try again in a moment.'),
      );
  };

  if (sent)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {sent}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Check your spam folder if it does not arrive within a few minutes.
        </Typography>
        <Button variant="outlined" size="large" fullWidth onClick={onBackToSignIn}>
          Back to Sign In
        </Button>
      </Stack>
    );

  return (
    <form noValidate onSubmit={submit} aria-label="Reset your password">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Enter your account&apos;s e-mail address and we will send you a link to choose a new password. The link works once, for{' '}
          {PASSWORD_RESET_MINUTES} minutes.
        </Typography>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          value={email}
          disabled={isLoading}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} loadingPosition="start">
          Send Reset Link
        </Button>
      </Stack>
      <AuthSwitchPrompt question="Remembered it?" action="Back to Sign In" onSwitch={onBackToSignIn} />
    </form>
  );
}
