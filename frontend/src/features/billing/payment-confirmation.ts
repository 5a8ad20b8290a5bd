// Stripe's setup-intent secrets start 'seti_': those are confirmed as a setup, any other as a payment
// (docs/product-rules.md, billing).
export const confirmationKind = (clientSecret: string): 'setup' | 'payment' =>
  clientSecret.startsWith('seti_') ? 'setup' : 'payment';
