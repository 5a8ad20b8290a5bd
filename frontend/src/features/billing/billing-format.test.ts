import { describe, expect, it } from 'vitest';
import { formatBillingDate, formatInvoiceAmount } from './billing-format';
import { confirmationKind } from './payment-confirmation';

describe('billing formats', () => {
  it('dates in Australian English long form', () => {
    expect(formatBillingDate(Date.UTC(2026, 11, 1, 3) / 1000)).toBe('1 December 2026');
  });

  it('invoice amounts from cents in the invoice currency', () => {
    expect(formatInvoiceAmount(499, 'aud')).toBe('$4.99');
    expect(formatInvoiceAmount(4999, 'AUD')).toBe('$49.99');
    expect(formatInvoiceAmount(1000, 'usd')).toMatch(/^USD\s10\.00$/);
  });

  it('a setup-intent secret is confirmed as a setup, anything else as a payment', () => {
    expect(confirmationKind('seti_123_secret_abc')).toBe('setup');
    expect(confirmationKind('pi_123_secret_abc')).toBe('payment');
  });
});
