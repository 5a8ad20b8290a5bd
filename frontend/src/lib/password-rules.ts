import { PASSWORD_MIN_LENGTH } from '@wine/contracts';
import type { FormProblem } from './form-problem';

interface NewPasswordFields {
  password: string;
  confirmPassword: string;
}

// Sign-up rules, in the spec's order; also used when changing a password (docs/product-rules.md#accounts-and-passwords).
// Other required fields of the form are passed in `alsoRequired`.
export function newPasswordProblem(
  { password, confirmPassword }: NewPasswordFields,
  alsoRequired: readonly string[] = [],
): FormProblem | null {
  if ([...alsoRequired, password, confirmPassword].some((value) => value.trim() === '')) {
    return { title: 'Missing Information', description: 'Please fill in all required fields.' };
  }
  if (password !== confirmPassword) {
    return { title: "Passwords Don't Match", description: 'Please make sure your passwords match.' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.` };
  }
  return null;
}
