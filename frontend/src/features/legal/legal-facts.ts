// docs/product-rules.md#static-content: both legal documents were last updated on this date.
export const LEGAL_LAST_UPDATED = 'Last updated: 21 June 2025';

// Retention periods, quoted exactly by the privacy policy (docs/product-rules.md#account-deletion-and-data-retention).
export const RETENTION_PERIODS = [
  { data: 'Account data', period: 'Until you delete your account' },
  { data: 'Recommendations', period: '2 years' },
  { data: 'Payment records', period: '7 years' },
  { data: 'Age verification', period: '3 years' },
  { data: 'Marketing data', period: 'Until you opt out' },
] as const;

// docs/product-rules.md#account-deletion-and-data-retention: deleting an account removes its data within this many days.
export const DELETION_DAYS = 30;
// docs/product-rules.md#static-content: notice before changes to the terms and before discontinuing the service.
export const NOTICE_DAYS = 30;
// docs/product-rules.md#static-content: liability is limited to what was paid over this many months.
export const LIABILITY_MONTHS = 12;
