import type { StreamsSettings } from './wire';

// How many requests an instance of a service takes from its stream at once (the read loop's admission).

/** An event loop busy more than this share of the time is saturated: more requests would only wait in it. */
export const SATURATED_LOOP = 0.9;
/** The shortest time the loop's business is judged over (ms); also how often a saturated instance looks again. */
export const LOOP_WINDOW_MS = 10;

/**
 * How many requests an instance reads now: none once it holds `concurrency`; never more than
 * `saturatedConcurrency` at once, so the first instance to look does not take a whole burst that
 * others could share; and while its loop is saturated, none until it is down to half of
 * `saturatedConcurrency`, then enough to hold that many again (a read per request finished would
 * cost a round trip per request).
 */
export function requestsToRead(
  held: number,
  saturated: boolean,
  settings: Pick<StreamsSettings, 'concurrency' | 'saturatedConcurrency'>,
): number {
  const batch = Math.min(settings.saturatedConcurrency, settings.concurrency);
  if (saturated) return held > batch / 2 ? 0 : batch - held;
  return Math.max(0, Math.min(settings.concurrency - held, batch));
}
