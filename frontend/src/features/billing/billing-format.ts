import type { CancelReason } from '@wine/contracts';

// Dates in Australian English long form.
export function formatBillingDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
}

// Invoice amounts converted from cents in the invoice currency.
export function formatInvoiceAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  too_expensive: 'It is too expensive',
  not_using: "I'm not using it enough",
  missing_features: 'It is missing features I need',
  found_alternative: 'I found an alternative',
  temporary: "It's only temporary, I'll be back",
  other: 'Something else',
};
