import { splitDisplayName, type LoginRequest, type RegisterRequest } from '@wine/contracts';
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
