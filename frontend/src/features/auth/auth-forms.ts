import { PASSWORD_MIN_LENGTH, splitDisplayName, type LoginRequest, type RegisterRequest } from '@wine/contracts';
import type { FormProblem } from '@/lib/form-problem';
import { newPasswordProblem } from '@/lib/password-rules';

export interface SignInValues {
  email: string;
  password: string;
}

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };

// docs/product-rules.md#accounts-and-passwords: e-mail and password are required.
export function signInProblem({ email, password }: SignInValues): FormProblem | null {
  if (email.trim() === '' || password === '') {
    return { title: 'Missing Information', description: 'Please enter both email and password.' };
  }
  return null;
}

export function toLoginRequest({ email, password }: SignInValues): LoginRequest {
  return { email: email.trim(), password };
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGN_UP: SignUpValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

// docs/product-rules.md#accounts-and-passwords: e-mail, password and confirmation required; passwords match; at least 6 characters.
export function signUpProblem(values: SignUpValues): FormProblem | null {
  return newPasswordProblem(values, [values.email]);
}

// docs/product-rules.md#accounts-and-passwords: the display name is first and last name joined and trimmed, only if one is given;
// the server stores its first word and the rest, so the request carries exactly that.
export function toRegisterRequest(
  { firstName, lastName, email, password }: SignUpValues,
  referralCode?: string,
): RegisterRequest {
  return { email: email.trim(), password, ...splitDisplayName(firstName, lastName), ...(referralCode ? { referralCode } : {}) };
}

/** Each field's problem, shown under the field (aria-invalid, aria-describedby) besides the spec's toast. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export function signInFieldErrors({ email, password }: SignInValues): FieldErrors<SignInValues> {
  return {
    ...(email.trim() === '' ? { email: 'Enter your e-mail address.' } : {}),
    ...(password === '' ? { password: 'Enter your password.' } : {}),
  };
}

export function signUpFieldErrors({ email, password, confirmPassword }: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (email.trim() === '') errors.email = 'Enter your e-mail address.';
  else if (!looksLikeEmail(email)) errors.email = 'Enter a valid e-mail address.';
  if (password.trim() === '') errors.password = 'Enter a password.';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (confirmPassword.trim() === '') errors.confirmPassword = 'Enter the password again.';
  else if (password !== confirmPassword) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

/** A server refusal that names a field (in the product's words): that field, for the message under it. */
export function fieldOfServerMessage<Values>(message: string | undefined, fields: (keyof Values)[]): keyof Values | null {
  if (!message) return null;
  if (/e-mail|email/i.test(message) && fields.includes('email' as keyof Values)) return 'email' as keyof Values;
  if (/password/i.test(message) && fields.includes('password' as keyof Values)) return 'password' as keyof Values;
  return null;
}
