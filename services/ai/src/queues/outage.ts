import { isDependencyOutage } from '@wine/nest-common';

/**
 * A dependency out, here (the store, MinIO, Redis: a breaker open, a deadline passed) or behind a
 * peer that answered 503 (the cellar with its store out). A job that meets one is not at fault.
 */
export function isOutage(err: unknown): boolean {
  return isDependencyOutage(err) || (err as { statusCode?: unknown } | undefined)?.statusCode === 503;
}
