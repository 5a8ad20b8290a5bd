// kafkajs 2.2.4 (its last release) re-arms a timer on every broker connection for ever once the
// connection is idle: its request queue schedules a check of the pending requests even when none
// is pending, with a delay of `throttledUntil - now`, a negative number that Node turns into 1 ms.
// Each process woke about 1,000 times a second doing nothing (3% of a core per process, a fifth of
// a core for the local stack), and Node 24 warns "TimeoutNegativeWarning" at every start.
// With nothing pending there is nothing to check: a request that waits is queued as pending, and
// queueing it schedules the check (kafkajs's RequestQueue.push), as does each answer that arrives.

interface RequestQueue {
  pending: unknown[];
  scheduleCheckPendingRequests(): void;
}

let quieted = false;

/** Makes kafkajs's request queues schedule a check only while a request is pending. Idempotent. */
export function quietIdleKafkaConnections(): void {
  if (quieted) return;
  quieted = true;
  // kafkajs has no exports map: its request queue is reachable by path (pinned at 2.2.4 in package.json)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { prototype } = require('kafkajs/src/network/requestQueue') as { prototype: RequestQueue };
  const schedule = prototype.scheduleCheckPendingRequests;
  prototype.scheduleCheckPendingRequests = function (this: RequestQueue) {
    if (this.pending.length > 0) schedule.call(this);
  };
}
