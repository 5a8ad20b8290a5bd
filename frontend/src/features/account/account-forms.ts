import { splitDisplayName, type ChangePasswordRequest, type UpdateUserRequest } from '@wine/contracts';
import type { FormProblem } from '@/lib/form-problem';
import { newPasswordProblem } from '@/lib/password-rules';

export interface NameValues {
  firstName: string;
  lastName: string;
}

// The same rule as sign-up (docs/product-rules.md#accounts-and-passwords): the server stores the first word and the rest.
export function toUpdateNameRequest({ firstName, lastName }: NameValues): UpdateUserRequest {
  return splitDisplayName(firstName, lastName);
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_VALUES: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

// The sign-up rules for the new password, with the current password also required.
export function passwordChangeProblem(values: PasswordValues): FormProblem | null {
  return newPasswordProblem({ password: values.newPassword, confirmPassword: values.confirmPassword }, [values.currentPassword]);
}

export function toChangePasswordRequest({ currentPassword, newPassword }: PasswordValues): ChangePasswordRequest {
  return { currentPassword, newPassword };
}

// Spec-free safeguard: deletion is enabled only once this exact word is typed.
export const DELETE_CONFIRMATION_WORD = 'DELETE';
