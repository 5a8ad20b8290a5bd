import { z } from 'zod';
import { profileSetupSchema } from './auth';

// docs/product-rules.md#preferences: the setup's preferences, editable in Account Settings; the
// date of birth is not (the age check it passed stands).
export const DATE_OF_BIRTH_FIXED_MESSAGE = 'Your date of birth cannot be changed.';

/** PUT /api/account/preferences: the same fields and rules as profile setup, without the date of birth. */
export const profilePreferencesSchema = profileSetupSchema
  .omit({ dateOfBirth: true })
  .extend({ dateOfBirth: z.never({ error: DATE_OF_BIRTH_FIXED_MESSAGE }).optional() })
  .transform(({ dateOfBirth: _fixed, ...preferences }) => preferences);
export type ProfilePreferencesRequest = z.input<typeof profilePreferencesSchema>;
export type ProfilePreferencesUpdate = z.output<typeof profilePreferencesSchema>;

/** GET /api/account/preferences: what setup recorded, the date of birth shown read-only. */
export const profilePreferencesViewSchema = z.object({
  dateOfBirth: z.string().nullable(),
  wineExperienceLevel: z.string().nullable(),
  preferredWineTypes: z.array(z.string()).nullable(),
  budgetRange: z.string().nullable(),
  location: z.string().nullable(),
});
export type ProfilePreferences = z.infer<typeof profilePreferencesViewSchema>;

export const profilePreferencesMessageSchema = z.object({ userId: z.string().min(1), preferences: profilePreferencesSchema });
