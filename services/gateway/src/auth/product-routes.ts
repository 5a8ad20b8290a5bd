import type { RateLimit } from '../rate-limit/rate-limiter';

// Spec §7 routes that serve the product to a member. Matched by path, so a route added later under
// one of these names is gated and limited without anyone remembering a decorator.
const BILLING = [
  'billing',
  'billing-info',
  'subscription',
  'downgrade-to-free',
  'create-checkout-session',
  'checkout-success',
  'create-subscription',
  'update-billing-address',
  'create-portal-session',
  'pause-subscription',
  'resume-subscription',
  'reactivate-subscription',
  'change-plan',
  'cancel-subscription',
];
const AI = ['recommendations', 'search-wineries', 'analyze-[\\w-]+', 'transcribe', 'upload'];
const UPLOADS = ['uploads', 'upload', 'photos'];
const CELLAR = ['cellar'];

const under = (names: string[]) => new RegExp(`^/api/(?:${names.join('|')})(?:/|$)`);
const PRODUCT = under([...BILLING, ...AI, ...UPLOADS, ...CELLAR]);
const AI_PATHS = under(AI);
const UPLOAD_PATHS = under(UPLOADS);

// An AI answer costs model time: a person asks a few questions a minute, a script hundreds.
export const AI_LIMIT: RateLimit = { name: 'ai:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Each upload decodes an image of up to 10 MB; a person photographs a few bottles a minute.
export const UPLOAD_WRITE_LIMIT: RateLimit = { name: 'uploads:user', limit: 30, windowSeconds: 60, noun: 'requests' };
// Reading is cheap but a cellar page loads one image per analysis.
export const UPLOAD_READ_LIMIT: RateLimit = { name: 'uploads-read:user', limit: 300, windowSeconds: 60, noun: 'requests' };

export interface ProductRoute {
  /** the per-user limit of this route, if it has one */
  limit: RateLimit | null;
}

/** Whether a request is for a product route (profile required) and which per-user limit applies. */
export function productRouteOf(method: string, path: string): ProductRoute | null {
  if (!PRODUCT.test(path)) return null;
  const reads = method === 'GET' || method === 'HEAD';
  if (UPLOAD_PATHS.test(path) && !/^\/api\/upload\/analyze/.test(path)) {
    return { limit: reads ? UPLOAD_READ_LIMIT : UPLOAD_WRITE_LIMIT };
  }
  if (AI_PATHS.test(path)) return { limit: reads ? null : AI_LIMIT };
  return { limit: null };
}
