import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { melbourneToday } from '@wine/contracts';
import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { PRODUCT_NAME } from '@/lib/brand';
import { useSetupProfileMutation } from '../api/auth-api';
import {
  AGE_VERIFICATION_REQUIRED,
  ageStepFieldErrors,
  EMPTY_PROFILE_SETUP,
  fieldOfSetupRefusal,
  isAgeVerified,
  preferencesStepFieldErrors,
  REQUIRED_INFORMATION_MISSING,
  toProfileSetupRequest,
  type ProfileSetupFieldErrors,
  type ProfileSetupValues,
} from '../profile-setup';
import { clearTemporaryProfile, saveTemporaryProfile } from '../temporary-profile';
import { AgeVerificationStep } from './AgeVerificationStep';
import { PreferencesStep } from './PreferencesStep';

const STEPS = ['Age verification', 'Preferences'] as const;

interface ProfileSetupDialogProps {
  open: boolean;
  userId: string;
  onCompleted: () => void;
}

// The message when the server answered without one ('Failed to save profile'), or when
// it could not be reached.
function setupFailureMessage(error: unknown): string {
  const serverAnswered = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
  return apiErrorMessage(error) ?? (serverAnswered ? 'Failed to save profile' : 'Please try again.');
}

export function ProfileSetupDialog({ open, userId, onCompleted }: ProfileSetupDialogProps) {
  const titleId = useId();
  const { toast } = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<ProfileSetupValues>(EMPTY_PROFILE_SETUP);
  // each field's problem under it, besides the spec's toasts (docs/product-rules.md#age-gate)
  const [errors, setErrors] = useState<ProfileSetupFieldErrors>({});
  const locationRef = useRef<HTMLInputElement>(null);
  const [setupProfile, { isLoading }] = useSetupProfileMutation();
  // docs/product-rules.md#age-gate: the picker's maximum is today; ages count in Melbourne, as the server counts them.
  const today = melbourneToday();

  // A field's problem goes as soon as it is changed; the under-18 verdict follows the date itself.
  const change = (changes: Partial<ProfileSetupValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const left = { ...current };
      for (const name of Object.keys(changes)) delete left[name as keyof ProfileSetupFieldErrors];
      return left;
    });
  };

  const next = () => {
    setErrors(ageStepFieldErrors(values, today));
    if (!isAgeVerified(values, today)) {
      toast({ ...AGE_VERIFICATION_REQUIRED, variant: 'destructive' });
      return;
    }
    setStep(1);
  };

  const complete = async () => {
    if (!isAgeVerified(values, today)) {
      setErrors(ageStepFieldErrors(values, today));
      setStep(0);
      toast({ ...REQUIRED_INFORMATION_MISSING, variant: 'destructive' });
      return;
    }
    const found = preferencesStepFieldErrors(values);
    setErrors(found);
    if (found.location) {
      // below the fold on a phone: the field at fault comes into view
      locationRef.current?.focus();
      return;
    }
    // Recorded first, so a server failure does not ask an adult to verify again on every visit.
    saveTemporaryProfile(userId);
    try {
      await setupProfile(toProfileSetupRequest(values)).unwrap();
      clearTemporaryProfile();
      onCompleted();
      toast({
        title: 'Profile Complete!',
        description: `Welcome to ${PRODUCT_NAME}! Your recommendations will now be tailored to your taste.`,
        then: {
          title: `Welcome to ${PRODUCT_NAME}!`,
          description: 'Your profile is complete. Describe a wine you feel like to begin.',
        },
      });
    } catch (error) {
      // a refusal that names a field is shown under it too, on the step that has it
      const message = apiErrorMessage(error);
      const at = fieldOfSetupRefusal(message);
      if (at && message) {
        setErrors({ [at]: message });
        if (at === 'dateOfBirth') setStep(0);
      }
      toast({
        title: 'Setup Failed',
        description: `There was an error setting up your profile: ${setupFailureMessage(error)}`,
        variant: 'destructive',
      });
    }
  };

  return (
    // docs/product-rules.md#screens-and-client-behaviour: it cannot be dismissed. Without onClose, backdrop clicks do nothing either.
    <Dialog open={open} disableEscapeKeyDown fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pt: 3, pb: 0.5 }}>
        Complete Your Profile
      </DialogTitle>
      <Typography color="text.secondary" sx={{ px: 3 }}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </Typography>
      <Stepper activeStep={step} aria-hidden sx={{ px: 3, pt: 2.5, pb: 1 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <DialogContent sx={{ pt: 2 }}>
        {step === 0 ? (
          <AgeVerificationStep values={values} today={today} onChange={change} errors={errors} />
        ) : (
          <PreferencesStep values={values} onChange={change} locationError={errors.location} locationRef={locationRef} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, pt: 1, gap: 1 }}>
        {step === 0 ? (
          <Button variant="contained" size="large" onClick={next}>
            Next
          </Button>
        ) : (
          <>
            <Button size="large" onClick={() => setStep(0)} disabled={isLoading}>
              Back
            </Button>
            <Button variant="contained" size="large" onClick={() => void complete()} loading={isLoading} loadingPosition="start">
              Complete Setup
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
