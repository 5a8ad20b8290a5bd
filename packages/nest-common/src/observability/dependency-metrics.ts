import { Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './metrics';

// What the cause alerts need to know about a process's dependencies (docs/operations.md, Alerts):
// whether a breaker holds one shut, and how long the store takes to answer.

/** Open breakers per dependency in this process (each dependency usually has one breaker per process). */
const openBreakers = new Map<string, number>();

export const dependencyMetrics = {
  breakerOpen: new Gauge({
    name: 'wine_breaker_open',
    help: 'Whether a circuit breaker of this process holds a dependency shut (1) or lets calls through (0), by dependency (mongo, minio, speech…)',
    labelNames: ['dependency'],
    registers: [metricsRegistry],
  }),
  storeCommandDuration: new Histogram({
    name: 'wine_store_command_duration_seconds',
    help: "The store's commands as the driver timed them, from sending to the answer, by command and outcome (ok, failed)",
    labelNames: ['command', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metricsRegistry],
  }),
};

/** A breaker opened (true) or closed (false): the gauge says 1 while any breaker of that dependency is open. */
export function recordBreakerState(dependency: string, open: boolean): void {
  const count = Math.max(0, (openBreakers.get(dependency) ?? 0) + (open ? 1 : -1));
  openBreakers.set(dependency, count);
  dependencyMetrics.breakerOpen.set({ dependency }, count > 0 ? 1 : 0);
}

/** A breaker that exists: its dependency is reported as 0 from the start, so "no sample" never means "closed". */
export function recordBreaker(dependency: string): void {
  if (!openBreakers.has(dependency)) recordBreakerState(dependency, false);
}

// the commands a service sends; anything else (handshakes, admin commands) is counted as 'other',
// so the label stays bounded whatever the driver sends
const STORE_COMMANDS = new Set([
  'find',
  'getMore',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'aggregate',
  'count',
  'distinct',
  'ping',
  'createIndexes',
  'listIndexes',
]);

interface CommandEvent {
  commandName: string;
  /** milliseconds, as the driver measured it */
  duration: number;
}
/** The part of a MongoClient (with monitorCommands on) the store's timing needs. */
export interface MonitoredStoreClient {
  on(event: 'commandSucceeded' | 'commandFailed', listener: (event: CommandEvent) => void): unknown;
}

/** Times every command the driver sends (the client must be made with `monitorCommands: true`). */
export function observeStoreCommands(client: MonitoredStoreClient): void {
  const observe = (outcome: string) => (event: CommandEvent) => {
    const command = STORE_COMMANDS.has(event.commandName) ? event.commandName : 'other';
    dependencyMetrics.storeCommandDuration.observe({ command, outcome }, event.duration / 1000);
  };
  client.on('commandSucceeded', observe('ok'));
  client.on('commandFailed', observe('failed'));
}
