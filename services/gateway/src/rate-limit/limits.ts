import type { RateLimit } from './rate-limiter';

// The per-user limits of the routes that spend model time or decode images (@RateLimit on each).
// An AI answer costs model time: a person asks a few questions a minute, a script hundreds.
export const AI_LIMIT: RateLimit = { name: 'ai:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Each upload decodes an image of up to 10 MB; a person photographs a few bottles a minute.
export const UPLOAD_WRITE_LIMIT: RateLimit = { name: 'uploads:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Reading is cheap but a cellar page loads one image per analysis.
export const UPLOAD_READ_LIMIT: RateLimit = { name: 'uploads-read:user', limit: 300, windowSeconds: 60, noun: 'requests' };
