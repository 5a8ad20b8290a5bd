import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it('asks for every required field first', () => {
    expect(newPasswordProblem({ password: 'secret1', confirmPassword: 'secret1' }, [' '])).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
    expect(newPasswordProblem({ password: '', confirmPassword: 'x' })?.title).toBe('Missing Information');
  });

  it('then checks the passwords match', () => {
    expect(newPasswordProblem({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      title: "Passwords Don't Match",
      description: 'Please make sure your passwords match.',
    });
  });

  it('then the 6-character minimum', () => {
    expect(newPasswordProblem({ password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(newPasswordProblem({ password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
