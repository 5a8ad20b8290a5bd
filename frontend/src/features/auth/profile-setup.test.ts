import { describe, expect, it } from 'vitest';
import { checkAge, EMPTY_PROFILE_SETUP, isAgeVerified, toProfileSetupRequest } from './profile-setup';

const TODAY = '2025-06-21';

describe('age check', () => {
  it('says nothing until a date is chosen', () => {
    expect(checkAge('', TODAY)).toBeNull();
  });

  it('gives the age in completed years for an adult', () => {
    expect(checkAge('2007-06-21', TODAY)).toEqual({ adult: true, message: "Age verification: you're 18 years old." });
    expect(checkAge('1980-12-31', TODAY)).toEqual({ adult: true, message: "Age verification: you're 44 years old." });
  });

  it('refuses anyone under 18, and a future date', () => {
    const refused = { adult: false, message: 'You must be 18 or older to use this product.' };
    expect(checkAge('2007-06-22', TODAY)).toEqual(refused);
    expect(checkAge('2026-01-01', TODAY)).toEqual(refused);
  });

  it('needs both an adult date of birth and the certification', () => {
    expect(isAgeVerified({ dateOfBirth: '1990-01-01', certified: true }, TODAY)).toBe(true);
    expect(isAgeVerified({ dateOfBirth: '1990-01-01', certified: false }, TODAY)).toBe(false);
    expect(isAgeVerified({ dateOfBirth: '2010-01-01', certified: true }, TODAY)).toBe(false);
    expect(isAgeVerified({ dateOfBirth: '', certified: true }, TODAY)).toBe(false);
  });
});

describe('profile setup request', () => {
  it('sends empty preferences as null', () => {
    expect(toProfileSetupRequest({ ...EMPTY_PROFILE_SETUP, dateOfBirth: '1990-01-01', location: '  ' })).toEqual({
      dateOfBirth: '1990-01-01',
      wineExperienceLevel: null,
      preferredWineTypes: null,
      budgetRange: null,
      location: null,
    });
  });

  it('sends chosen preferences as they are', () => {
    const request = toProfileSetupRequest({
      ...EMPTY_PROFILE_SETUP,
      dateOfBirth: '1990-01-01',
      wineExperienceLevel: 'enthusiast',
      preferredWineTypes: ['Red Wine', 'Rosé Wine'],
      budgetRange: 'mid-range',
      location: ' Melbourne, VIC ',
    });
    expect(request).toMatchObject({
      preferredWineTypes: ['Red Wine', 'Rosé Wine'],
      budgetRange: 'mid-range',
      location: 'Melbourne, VIC',
    });
  });
});
