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
