import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, signInProblem, signUpProblem, toLoginRequest, toRegisterRequest } from './auth-forms';

describe('sign-in form', () => {
  it('needs both e-mail and password', () => {
    const missing = { title: 'Missing Information', description: 'Please enter both email and password.' };
    expect(signInProblem({ email: ' ', password: 'secret1' })).toEqual(missing);
    expect(signInProblem({ email: 'a@b.com', password: '' })).toEqual(missing);
    expect(signInProblem({ email: 'a@b.com', password: 'x' })).toBeNull();
  });

  it('trims the e-mail but never the password', () => {
    expect(toLoginRequest({ email: ' a@b.com ', password: ' pw ' })).toEqual({ email: 'a@b.com', password: ' pw ' });
  });
});

describe('sign-up form', () => {
  const filled = { ...EMPTY_SIGN_UP, email: 'a@b.com', password: 'secret1', confirmPassword: 'secret1' };

  it('applies the spec rules in order', () => {
    expect(signUpProblem({ ...filled, email: '' })?.title).toBe('Missing Information');
    expect(signUpProblem({ ...filled, confirmPassword: 'secret2' })?.title).toBe("Passwords Don't Match");
    expect(signUpProblem({ ...filled, password: 'abc', confirmPassword: 'abc' })?.title).toBe('Password Too Short');
    expect(signUpProblem(filled)).toBeNull();
  });

  it('sends names only when given, split as the server stores them', () => {
    expect(toRegisterRequest(filled)).toEqual({ email: 'a@b.com', password: 'secret1', firstName: null, lastName: null });
    expect(toRegisterRequest({ ...filled, firstName: ' Mary Anne ', lastName: 'Smith ' })).toMatchObject({
      firstName: 'Mary',
      lastName: 'Anne Smith',
    });
  });
});
