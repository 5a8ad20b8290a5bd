import type { RateLimit } from './rate-limiter';

// The per-user limits of the routes that spend model time or decode images (@RateLimit on each).
// An AI answer costs model time: a person asks a few questions a minute, a script hundreds.
export const AI_LIMIT: RateLimit = { name: 'ai:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Each upload decodes an image of up to 10 MB; a person photographs a few bottles a minute.
export const UPLOAD_WRITE_LIMIT: RateLimit = { name: 'uploads:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Reading is cheap but a cellar page loads one image per analysis.
export const UPLOAD_READ_LIMIT: RateLimit = { name: 'uploads-read:user', limit: 300, windowSeconds: 60, noun: 'requests' };

// Limits by default (docs/product-rules.md#rate-limits): every signed-in route without a limit of
// its own counts against one of these, per user, so no route can be called without bound.
// Reads: a page load is a handful of calls; a person never makes ten a second for a minute.
export const DEFAULT_READ_LIMIT: RateLimit = { name: 'reads:user', limit: 600, windowSeconds: 60, noun: 'requests' };
// Writes (open a bottle, edit, save, remove, settings): a person makes a few a minute.
export const DEFAULT_WRITE_LIMIT: RateLimit = { name: 'writes:user', limit: 60, windowSeconds: 60, noun: 'requests' };
// ...and at most half of it in 10 s: a burst of writes at once is what the store feels (the local
// store timed out under 60 parallel opens and answered 503 to every member)
export const DEFAULT_WRITE_BURST: RateLimit = { name: 'writes-burst:user', limit: 30, windowSeconds: 10, noun: 'requests' };
// Public routes without a limit of their own, per client IP (the hosted payment pages, sign-out).
export const DEFAULT_PUBLIC_LIMIT: RateLimit = { name: 'public:ip', limit: 300, windowSeconds: 60, noun: 'requests' };
// Billing actions create objects at the payment provider (checkout sessions, portal links).
export const BILLING_ACTION_LIMIT: RateLimit = { name: 'billing:user', limit: 60, windowSeconds: 60, noun: 'requests' };
