import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuthResponse } from '@wine/contracts';
import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFormValues } from '@/lib/use-form-values';
import { useLoginMutation } from '../api/auth-api';
import { EMPTY_SIGN_IN, signInFieldErrors, signInProblem, toLoginRequest, type SignInValues } from '../auth-forms';
import { AuthDialogFrame, AuthSwitchPrompt } from './AuthDialogFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';

interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToSignUp: () => void;
  onSignedIn: (session: AuthResponse) => void;
}

export function SignInDialog({ open, onClose, onSwitchToSignUp, onSignedIn }: SignInDialogProps) {
  // the address typed so far goes with "Forgot password?"; null while signing in
  const [forgotFor, setForgotFor] = useState<string | null>(null);
  const close = () => {
    setForgotFor(null);
    onClose();
  };
  if (forgotFor !== null)
    return (
      <AuthDialogFrame open={open} onClose={close} title="Reset Password" subtitle="We will e-mail you a link.">
        <ForgotPasswordForm initialEmail={forgotFor} onBackToSignIn={() => setForgotFor(null)} />
      </AuthDialogFrame>
    );
  return (
    <AuthDialogFrame open={open} onClose={close} title="Sign In" subtitle="Welcome back to your cellar.">
      {/* A child of the dialog, so its fields are discarded whenever the dialog closes. */}
      <SignInForm onSwitchToSignUp={onSwitchToSignUp} onSignedIn={onSignedIn} onForgotPassword={setForgotFor} />
    </AuthDialogFrame>
  );
}

interface SignInFormProps extends Omit<SignInDialogProps, 'open' | 'onClose'> {
  onForgotPassword: (email: string) => void;
}

function SignInForm({ onSwitchToSignUp, onSignedIn, onForgotPassword }: SignInFormProps) {
  const { toast } = useToast();
  const { values, bind } = useFormValues<SignInValues>(EMPTY_SIGN_IN);
  const [login, { isLoading }] = useLoginMutation();

  // each field's problem under it, besides the spec's toast (docs/product-rules.md#accounts-and-passwords)
  const problems = useFieldErrors<keyof SignInValues>();

  const field = (name: keyof SignInValues) => {
    const bound = bind(name);
    return {
      ...bound,
      ...problems.props(name),
      onChange: (event: Parameters<typeof bound.onChange>[0]) => {
        bound.onChange(event);
        problems.clear(name);
      },
      disabled: isLoading,
      required: true,
      fullWidth: true,
    };
  };

  const handleSubmit = useFormSubmit({
    problem: () => {
      problems.show(signInFieldErrors(values));
      return signInProblem(values);
    },
    send: async () => {
      onSignedIn(await login(toLoginRequest(values)).unwrap());
      toast({ title: 'Success!', description: 'You have been signed in successfully.' });
    },
    failure: { title: 'Sign In Failed', fallback: 'Please check your credentials and try again.' },
  });

  return (
    // noValidate: the spec's toasts explain a missing field; the browser's bubbles would pre-empt them.
    <form noValidate onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" autoFocus />
        <Box>
          <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" />
          <Box sx={{ textAlign: 'right', mt: 0.5 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onForgotPassword(values.email.trim())}
              sx={{ fontWeight: 600, py: 0.5 }}
            >
              Forgot password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} loadingPosition="start">
          Sign In
        </Button>
      </Stack>
      <AuthSwitchPrompt question="New to Cellar Door AI?" action="Create an account" onSwitch={onSwitchToSignUp} />
    </form>
  );
}
