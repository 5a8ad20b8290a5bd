// Errors that mean a dependency (the store, Redis, MinIO, a peer) is out, not that the request
// was wrong: callers answer them with a 503, never a 500 (docs/product-rules.md#errors).

export const DEPENDENCY_OUTAGE_MESSAGE = 'Service temporarily unavailable';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const OUTAGE_NAMES =
  /^(Mongo(ose)?(ServerSelection|Network|NetworkTimeout|OperationTimeout|NotConnected|PoolCleared|Topology)\w*Error|MaxRetriesPerRequestError|ServiceUnavailableError|DependencyUnavailableError|DeadlineExceededError)$/;
const OUTAGE_MESSAGES =
  /buffering timed out|Connection is closed|Stream isn't writeable|connect ECONNREFUSED|socket hang up|Client network socket disconnected|Topology is closed|Command timed out|^connection \d+ to \S+ (timed out|closed)/i;
/**
 * A managed Redis failing over or full: a replica promoted while a client still writes to the old
 * primary (READONLY), a node loading or without its primary, and maxmemory reached (OOM, with
 * noeviction: docs/operations.md#redis-memory).
 */
const REDIS_OUTAGES = /^(READONLY|LOADING|MASTERDOWN|CLUSTERDOWN|TRYAGAIN|OOM) /;
/**
 * MongoDB codes of an election or a node going away (the driver's own list of retryable and
 * "not primary" errors), and an operation cut at its maxTimeMS: the request may be tried again,
 * it was never wrong. An account deletion that meets an election is retried, never dead-lettered.
 */
const MONGO_OUTAGE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);
const MONGO_OUTAGE_LABELS = ['RetryableWriteError', 'TransientTransactionError', 'ResetPool'];

function isMongoOutage(e: { name?: unknown; code?: unknown; errorLabels?: unknown; errorLabelSet?: unknown }): boolean {
  if (typeof e.name !== 'string' || !e.name.startsWith('Mongo')) return false;
  if (typeof e.code === 'number' && MONGO_OUTAGE_CODES.has(e.code)) return true;
  const labels = Array.isArray(e.errorLabels)
    ? (e.errorLabels as unknown[])
    : e.errorLabelSet instanceof Set
      ? [...(e.errorLabelSet as Set<unknown>)]
      : [];
  return labels.some((label) => MONGO_OUTAGE_LABELS.includes(String(label)));
}

export function isDependencyOutage(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.name === 'string' && OUTAGE_NAMES.test(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && (OUTAGE_MESSAGES.test(e.message) || REDIS_OUTAGES.test(e.message))) return true;
  if (isMongoOutage(e as Parameters<typeof isMongoOutage>[0])) return true;
  // AggregateError (happy-eyeballs connects) and wrapped causes
  if (Array.isArray(e.errors) && e.errors.some(isDependencyOutage)) return true;
  return e.cause !== undefined && e.cause !== err && isDependencyOutage(e.cause);
}
