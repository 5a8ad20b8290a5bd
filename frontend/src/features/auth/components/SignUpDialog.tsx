import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH, type AuthResponse } from '@wine/contracts';
import { useToast } from '@/components/toast/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFormValues } from '@/lib/use-form-values';
import { forgetReferralCode, pendingReferralCode } from '@/lib/referral-code';
import { useRegisterMutation } from '../api/auth-api';
import {
  EMPTY_SIGN_UP,
  fieldOfServerMessage,
  signUpFieldErrors,
  signUpProblem,
  toRegisterRequest,
  type SignUpValues,
} from '../auth-forms';
import { AuthDialogFrame, AuthSwitchPrompt } from './AuthDialogFrame';

interface SignUpDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToSignIn: () => void;
  onSignedUp: (session: AuthResponse) => void;
}

export function SignUpDialog({ open, onClose, onSwitchToSignIn, onSignedUp }: SignUpDialogProps) {
  return (
    <AuthDialogFrame
      open={open}
      onClose={onClose}
      title="Create Your Account"
      subtitle="Free AI wine recommendations, for adults 18+."
    >
      {/* A child of the dialog, so its fields are discarded whenever the dialog closes. */}
      <SignUpForm onClose={onClose} onSwitchToSignIn={onSwitchToSignIn} onSignedUp={onSignedUp} />
    </AuthDialogFrame>
  );
}

function SignUpForm({ onClose, onSwitchToSignIn, onSignedUp }: Omit<SignUpDialogProps, 'open'>) {
  const { toast } = useToast();
  const { values, setValues, bind } = useFormValues<SignUpValues>(EMPTY_SIGN_UP);
  const [register, { isLoading }] = useRegisterMutation();
  // each field's problem under it, besides the spec's toast (docs/product-rules.md#accounts-and-passwords)
  const problems = useFieldErrors<keyof SignUpValues>();

  const field = (name: keyof SignUpValues, hint?: string) => {
    const bound = bind(name);
    return {
      ...bound,
      ...problems.props(name, hint),
      onChange: (event: Parameters<typeof bound.onChange>[0]) => {
        bound.onChange(event);
        problems.clear(name);
      },
      disabled: isLoading,
      fullWidth: true,
    };
  };

  const handleSubmit = useFormSubmit({
    problem: () => {
      problems.show(signUpFieldErrors(values));
      return signUpProblem(values);
    },
    onFailure: (error) => {
      const message = apiErrorMessage(error);
      const at = fieldOfServerMessage<SignUpValues>(message, ['email', 'password']);
      if (at && message) problems.show({ [at]: message });
    },
    send: async () => {
      const answer = await register(toRegisterRequest(values, await pendingReferralCode())).unwrap();
      setValues(EMPTY_SIGN_UP);
      // an e-mail that has an account already: the server says no more than to check the inbox
      if (!('accessToken' in answer)) {
        onClose();
        toast({ title: 'Check Your Email', description: answer.message });
        return;
      }
      forgetReferralCode();
      // The fields clear and the dialog closes; profile setup opens for the new user (docs/product-rules.md).
      onSignedUp(answer);
      toast({ title: 'Success!', description: 'Your account has been created successfully.' });
    },
    failure: { title: 'Sign Up Failed', fallback: 'Please try again with different credentials.' },
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('firstName')} label="First name (optional)" autoComplete="given-name" autoFocus />
          <TextField {...field('lastName')} label="Last name (optional)" autoComplete="family-name" />
        </Stack>
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
        <TextField
          {...field('password', `At least ${PASSWORD_MIN_LENGTH} characters`)}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField {...field('confirmPassword')} label="Confirm password" type="password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} loadingPosition="start">
          Create Account
        </Button>
      </Stack>
      <AuthSwitchPrompt question="Already have an account?" action="Sign in" onSwitch={onSwitchToSignIn} />
    </form>
  );
}
