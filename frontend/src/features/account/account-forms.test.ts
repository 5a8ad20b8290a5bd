import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_VALUES, passwordChangeProblem, toUpdateNameRequest } from './account-forms';

describe('account forms', () => {
  it('splits the name the way the server stores it', () => {
    expect(toUpdateNameRequest({ firstName: ' Jane ', lastName: '' })).toEqual({ firstName: 'Jane', lastName: null });
    expect(toUpdateNameRequest({ firstName: '', lastName: '' })).toEqual({ firstName: null, lastName: null });
  });

  it('checks a new password with the sign-up rules and needs the current one', () => {
    const values = { currentPassword: 'old-secret', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(passwordChangeProblem(values)).toBeNull();
    expect(passwordChangeProblem({ ...values, currentPassword: '' })?.title).toBe('Missing Information');
    expect(passwordChangeProblem(EMPTY_PASSWORD_VALUES)?.title).toBe('Missing Information');
    expect(passwordChangeProblem({ ...values, confirmPassword: 'secret2' })?.title).toBe("Passwords Don't Match");
    expect(passwordChangeProblem({ ...values, newPassword: 'abc', confirmPassword: 'abc' })?.title).toBe('Password Too Short');
  });
});
