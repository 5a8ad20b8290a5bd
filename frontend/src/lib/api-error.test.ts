import { describe, expect, it } from 'vitest';
import { apiErrorMessage, failureToast } from './api-error';

describe('apiErrorMessage', () => {
  it("reads the server's message", () => {
    const error = { status: 429, data: { statusCode: 429, message: 'Too many attempts. Please try again in 14 minutes.' } };
    expect(apiErrorMessage(error)).toBe('Too many attempts. Please try again in 14 minutes.');
  });

  it('gives undefined for a network failure or an empty message', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, data: { message: '  ' } })).toBeUndefined();
    expect(apiErrorMessage({ status: 502, data: '<html>Bad Gateway</html>' })).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});

describe('failureToast', () => {
  it("says the server's message, else the screen's own words", () => {
    const answered = { status: 409, data: { message: 'An account with this email already exists.' } };
    expect(failureToast('Sign Up Failed', answered, 'Please try again.')).toEqual({
      title: 'Sign Up Failed',
      description: 'An account with this email already exists.',
      variant: 'destructive',
    });
    expect(failureToast('Sign Up Failed', { status: 'FETCH_ERROR' }, 'Please try again.').description).toBe('Please try again.');
  });
});
