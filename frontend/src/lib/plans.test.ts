import { describe, expect, it } from 'vitest';
import { checkoutPath, formatAud, PREMIUM_FROM_PRICE, PREMIUM_PRICES } from './plans';

describe('pricing plans', () => {
  it('derives the yearly saving the spec quotes: $59.88, save $9.89 (17%)', () => {
    expect(PREMIUM_PRICES).toEqual({
      monthly: '$4.99',
      yearly: '$49.99',
      yearlyAtMonthlyRate: '$59.88',
      yearlySaving: '$9.89',
      yearlySavingPercent: '17%',
    });
  });

  it('states the landing claim', () => {
    expect(PREMIUM_FROM_PRICE).toBe('Premium from $4.99 per month');
  });

  it('formats whole dollars with cents', () => {
    expect(formatAud(0)).toBe('$0.00');
    expect(formatAud(1000)).toBe('$10.00');
  });

  it('sends the chosen period to checkout', () => {
    expect(checkoutPath('monthly')).toBe('/checkout?plan=monthly');
    expect(checkoutPath('yearly')).toBe('/checkout?plan=yearly');
  });
});
