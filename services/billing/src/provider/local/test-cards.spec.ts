import { addInterval } from './local-documents';
import { checkCard, TEST_CARDS } from './test-cards';

const NOW = Date.UTC(2026, 10, 23) / 1000;

describe('local provider cards and periods', () => {
  it('accepts 4242…, declines 4000…0002, rejects typos and past expiry', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, NOW)).toMatchObject({
      ok: true,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });
    expect(checkCard({ number: TEST_CARDS.declined, expiry: '12/34', cvc: '123' }, NOW)).toEqual({
      ok: false,
      message: 'Your card was declined. Try another card, or call your bank.',
    });
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, NOW)).toEqual({
      ok: false,
      message: 'Your card number is incorrect.',
    });
    expect(checkCard({ number: TEST_CARDS.success, expiry: '10/26', cvc: '123' }, NOW)).toEqual({
      ok: false,
      message: "Your card's expiry date is in the past.",
    });
    expect(checkCard({ number: TEST_CARDS.success, expiry: '12/34', cvc: '1' }, NOW).ok).toBe(false);
  });

  it('adds calendar months like a billing anchor, clamping to the month end', () => {
    const jan31 = Date.UTC(2026, 0, 31, 10) / 1000;
    expect(new Date(addInterval(jan31, 'month') * 1000).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(addInterval(jan31, 'year') * 1000).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
