import {
  ageOn,
  BUDGET_RANGES,
  EXPERIENCE_LEVELS,
  MINIMUM_AGE,
  PROFILE_WINE_TYPES,
  type ProfileSetupRequest,
} from '@wine/contracts';
import type { FormProblem } from '@/lib/form-problem';

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];
export type BudgetRange = (typeof BUDGET_RANGES)[number]['value'];
export type WineType = (typeof PROFILE_WINE_TYPES)[number];

export interface ProfileSetupValues {
  // YYYY-MM-DD from the date input; '' until a full date is chosen.
  dateOfBirth: string;
  // The 18+ and terms checkbox.
  certified: boolean;
  wineExperienceLevel: ExperienceLevel | null;
  preferredWineTypes: WineType[];
  budgetRange: BudgetRange | null;
  location: string;
}

export const EMPTY_PROFILE_SETUP: ProfileSetupValues = {
  dateOfBirth: '',
  certified: false,
  wineExperienceLevel: null,
  preferredWineTypes: [],
  budgetRange: null,
  location: '',
};

export interface AgeCheck {
  adult: boolean;
  message: string;
}

// Shown as soon as a date is chosen; `today` is YYYY-MM-DD (melbourneToday()).
export function checkAge(dateOfBirth: string, today: string): AgeCheck | null {
  if (!dateOfBirth) return null;
  const age = ageOn(dateOfBirth, today);
  // A future date gives a negative age, and is refused the same way.
  if (dateOfBirth > today || age < MINIMUM_AGE) {
    return { adult: false, message: `You must be ${MINIMUM_AGE} or older to use this product.` };
  }
  return { adult: true, message: `Age verification: you're ${age} years old.` };
}

export function isAgeVerified(values: Pick<ProfileSetupValues, 'dateOfBirth' | 'certified'>, today: string): boolean {
  return values.certified && checkAge(values.dateOfBirth, today)?.adult === true;
}

export const AGE_VERIFICATION_REQUIRED: FormProblem = {
  title: 'Age Verification Required',
  description: "Please confirm your date of birth and that you're 18 or older.",
};

export const REQUIRED_INFORMATION_MISSING: FormProblem = {
  title: 'Required Information Missing',
  description: "Please complete all required fields and confirm you're 18 or older.",
};

// Step 2 is optional and its empty values are sent as null.
export function toProfileSetupRequest(values: ProfileSetupValues): ProfileSetupRequest {
  return {
    dateOfBirth: values.dateOfBirth,
    wineExperienceLevel: values.wineExperienceLevel,
    preferredWineTypes: values.preferredWineTypes.length > 0 ? values.preferredWineTypes : null,
    budgetRange: values.budgetRange,
    location: values.location.trim() || null,
  };
}

/** The fields of setup that can be at fault, each shown under its field besides the spec's toasts. */
export type ProfileSetupField = 'dateOfBirth' | 'certified' | 'location';
export type ProfileSetupFieldErrors = Partial<Record<ProfileSetupField, string>>;

export const LOCATION_MAX_LENGTH = 100;

/** Step 1's problems: the date (missing or under 18) and the certification box. */
export function ageStepFieldErrors(
  values: Pick<ProfileSetupValues, 'dateOfBirth' | 'certified'>,
  today: string,
): ProfileSetupFieldErrors {
  const errors: ProfileSetupFieldErrors = {};
  const age = checkAge(values.dateOfBirth, today);
  if (!age) errors.dateOfBirth = 'Enter your date of birth.';
  else if (!age.adult) errors.dateOfBirth = age.message;
  if (!values.certified) errors.certified = 'Tick the box to confirm you are 18 or older and agree to the terms.';
  return errors;
}

/** Step 2's one bounded field, as the server bounds it. */
export function preferencesStepFieldErrors(values: Pick<ProfileSetupValues, 'location'>): ProfileSetupFieldErrors {
  return values.location.trim().length > LOCATION_MAX_LENGTH
    ? { location: `Use at most ${LOCATION_MAX_LENGTH} characters for your location.` }
    : {};
}

/** A server refusal (already in the product's words) of setup: the field it names, if any. */
export function fieldOfSetupRefusal(raw: string | undefined): ProfileSetupField | null {
  if (!raw) return null;
  if (/dateOfBirth|date of birth|18 or older/i.test(raw)) return 'dateOfBirth';
  if (/location/i.test(raw)) return 'location';
  return null;
}
