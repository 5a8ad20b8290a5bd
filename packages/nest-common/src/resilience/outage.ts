// Errors that mean a dependency (the store, Redis, MinIO, a peer) is out, not that the request
// was wrong: callers answer them with a 503, never a 500 (issue 12, docs/product-rules.md#errors).

export const DEPENDENCY_OUTAGE_MESSAGE = 'Service temporarily unavailable';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const OUTAGE_NAMES =
  /^(Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|PoolCleared|Topology)\w*Error|MaxRetriesPerRequestError|ServiceUnavailableError|DependencyUnavailableError|DeadlineExceededError)$/;
const OUTAGE_MESSAGES =
  /buffering timed out|Connection is closed|Stream isn't writeable|connect ECONNREFUSED|socket hang up|Client network socket disconnected|Topology is closed|Command timed out|^connection \d+ to \S+ (timed out|closed)/i;

export function isDependencyOutage(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.name === 'string' && OUTAGE_NAMES.test(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.test(e.message)) return true;
  // AggregateError (happy-eyeballs connects) and wrapped causes
  if (Array.isArray(e.errors) && e.errors.some(isDependencyOutage)) return true;
  return e.cause !== undefined && e.cause !== err && isDependencyOutage(e.cause);
}
