import { z } from 'zod';
import { referralCodeSchema } from './referrals';

// docs/product-rules.md#accounts-and-passwords: minimum password length 6; a maximum keeps hashing cost bounded.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE = 18;

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email('email must be a valid e-mail address'));

const newPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** An optional name: trimmed, empty means absent. */
const optionalName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(50, `${field} must be at most 50 characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const registerSchema = z.object({
  email: emailSchema,
  password: newPassword('password'),
  firstName: optionalName('firstName'),
  lastName: optionalName('lastName'),
  referralCode: referralCodeSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginRequest = z.input<typeof loginSchema>;

export const updateUserSchema = z.object({ firstName: optionalName('firstName'), lastName: optionalName('lastName') });
export type UpdateUserRequest = z.input<typeof updateUserSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(PASSWORD_MAX_LENGTH * 4),
  newPassword: newPassword('newPassword'),
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/**
 * Display-name rule: first and last name joined by a space and trimmed; the stored
 * firstName is its first word and lastName the remaining words (null when absent).
 */
export function splitDisplayName(
  firstName?: string | null,
  lastName?: string | null,
): { firstName: string | null; lastName: string | null } {
  const words = [firstName ?? '', lastName ?? ''].join(' ').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? null, lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}

// Enumerations.
export const EXPERIENCE_LEVELS = [
  { value: 'novice', label: 'Novice', description: 'Just getting started' },
  { value: 'enthusiast', label: 'Enthusiast', description: 'I enjoy wine regularly' },
  { value: 'connoisseur', label: 'Connoisseur', description: 'I have extensive wine knowledge' },
] as const;
export const PROFILE_WINE_TYPES = [
  'Red Wine',
  'White Wine',
  'Rosé Wine',
  'Sparkling Wine',
  'Dessert Wine',
  'Fortified Wine',
] as const;
export const BUDGET_RANGES = [
  { value: 'budget', label: '$10-25' },
  { value: 'mid-range', label: '$25-60' },
  { value: 'premium', label: '$60-150' },
  { value: 'luxury', label: '$150+' },
] as const;
type Values<T extends readonly { value: string }[]> = T[number]['value'];
const experienceValues = EXPERIENCE_LEVELS.map((l) => l.value) as [
  Values<typeof EXPERIENCE_LEVELS>,
  ...Values<typeof EXPERIENCE_LEVELS>[],
];
const budgetValues = BUDGET_RANGES.map((b) => b.value) as [Values<typeof BUDGET_RANGES>, ...Values<typeof BUDGET_RANGES>[]];

/** Today's date (YYYY-MM-DD) in Melbourne, where the operator is and ages are counted. */
export function melbourneToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Age in completed years on a given day; both dates as YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const profileSetupSchema = z.object({
  dateOfBirth: z
    .string({ error: 'dateOfBirth is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be a date (YYYY-MM-DD)')
    .refine(isRealDate, 'dateOfBirth must be a real date')
    .refine((v) => v <= melbourneToday(), 'dateOfBirth cannot be in the future')
    .refine((v) => ageOn(v, melbourneToday()) >= MINIMUM_AGE, 'You must be 18 or older to use this product.'),
  wineExperienceLevel: emptyToNull(z.enum(experienceValues, 'wineExperienceLevel must be novice, enthusiast or connoisseur')),
  preferredWineTypes: z.preprocess(
    (v) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v),
    z
      .array(z.enum(PROFILE_WINE_TYPES, `preferredWineTypes must be among ${PROFILE_WINE_TYPES.join(', ')}`))
      .max(6)
      .nullable(),
  ),
  budgetRange: emptyToNull(z.enum(budgetValues, 'budgetRange must be budget, mid-range, premium or luxury')),
  location: emptyToNull(z.string().trim().max(100, 'location must be at most 100 characters')).transform((v) => (v ? v : null)),
});
export type ProfileSetupRequest = z.input<typeof profileSetupSchema>;
export type ProfileSetup = z.output<typeof profileSetupSchema>;

// User, exactly as GET /api/auth/user returns it.
export const SUBSCRIPTION_PLANS = ['free', 'premium'] as const;
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  profileCompleted: z.boolean(),
  usage: z.object({ savedWines: z.number().int(), uploadedWines: z.number().int() }),
});
export type User = z.infer<typeof userSchema>;
/** What identity knows of a user; the gateway adds usage from the cellar. */
export type IdentityUser = Omit<User, 'usage'>;

export const authResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * What sign-up answers for an e-mail that has an account already: the same 201 as a new account,
 * no session, and no word of whether the address is known.
 */
export const SIGN_UP_CHECK_EMAIL_MESSAGE = 'Please check your e-mail to continue.';
export const pendingSignUpSchema = z.object({ message: z.string() });
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>;
export const registerResponseSchema = z.union([authResponseSchema, pendingSignUpSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const refreshResponseSchema = z.object({ accessToken: z.string() });

/** Identity's answer to register/login/refresh: the refresh token goes into a cookie, never a body. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  user: IdentityUser;
}

export const REFRESH_COOKIE = { name: 'refresh_token', path: '/api/auth', maxAgeDays: 30 } as const;

// Messages the gateway sends to identity (validated again on arrival).
const userId = z.string().min(1);
export const refreshMessageSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const userMessageSchema = z.object({ userId });
export const userUpdateMessageSchema = updateUserSchema.extend({ userId });
export const passwordChangeMessageSchema = changePasswordSchema.extend({ userId, refreshToken: z.string().max(200).nullable() });
export const profileSetupMessageSchema = z.object({ userId, profile: profileSetupSchema });
// DELETE /api/auth/user: deleting an account asks for the password again
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128, 'password is too long'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
export const userDeleteMessageSchema = deleteAccountSchema.extend({ userId });
