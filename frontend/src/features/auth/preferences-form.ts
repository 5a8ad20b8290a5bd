import {
  BUDGET_RANGES,
  EXPERIENCE_LEVELS,
  PROFILE_WINE_TYPES,
  type ProfilePreferences,
  type ProfilePreferencesRequest,
} from '@wine/contracts';
import type { BudgetRange, ExperienceLevel, ProfileSetupValues, WineType } from './profile-setup';

export type PreferenceValues = Pick<
  ProfileSetupValues,
  'wineExperienceLevel' | 'preferredWineTypes' | 'budgetRange' | 'location'
>;

const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);

/** The form's values from what the server holds; a value the form does not know is left unset. */
export function fromPreferences(saved: ProfilePreferences): PreferenceValues {
  const experience = EXPERIENCE_LEVELS.map((l) => l.value);
  const budgets = BUDGET_RANGES.map((b) => b.value);
  return {
    wineExperienceLevel: isOneOf<ExperienceLevel>(experience, saved.wineExperienceLevel) ? saved.wineExperienceLevel : null,
    preferredWineTypes: (saved.preferredWineTypes ?? []).filter((t): t is WineType => isOneOf(PROFILE_WINE_TYPES, t)),
    budgetRange: isOneOf<BudgetRange>(budgets, saved.budgetRange) ? saved.budgetRange : null,
    location: saved.location ?? '',
  };
}

/** As setup sends them: empty answers as null. */
export function toPreferencesRequest(values: PreferenceValues): ProfilePreferencesRequest {
  return {
    wineExperienceLevel: values.wineExperienceLevel,
    preferredWineTypes: values.preferredWineTypes.length > 0 ? values.preferredWineTypes : null,
    budgetRange: values.budgetRange,
    location: values.location.trim() || null,
  };
}
