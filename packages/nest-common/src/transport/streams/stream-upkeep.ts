import type Redis from 'ioredis';
import { transportMetrics } from '../../observability/metrics';
import { deadLetterStream, ENTRY_FIELD, parseEntry, redactSecrets, type StreamsSettings } from './wire';

// The stream's upkeep beside the read loop: an instance keeps its own requests fresh, takes over
// those of an instance that went silent, dead-letters a request that failed too often, and counts
// the backlog for the metrics (docs/architecture.md#transport).

/** Dead letters are kept this long for an operator to look at, their secrets redacted. */
export const DEAD_LETTER_TTL_MS = 7 * 24 * 3600_000;

export type StreamEntry = [id: string, fields: string[]];

/** Where an instance sits on its service's stream. */
export interface StreamSeat {
  writer: Redis;
  stream: string;
  group: string;
  consumer: string;
  service: string;
  logger: { warn(message: string): void; error(message: string): void };
}

/**
 * Tells the others this live instance is still on its own requests (resetting their idle time),
 * and takes over requests idle past `claimIdleMs` (an instance that died holding them): each is
 * handled again, or dead-lettered past `maxDeliveries`.
 */
export async function reclaim(
  seat: StreamSeat,
  inflight: Map<string, number>,
  settings: Pick<StreamsSettings, 'claimIdleMs' | 'maxDeliveries'>,
  dispatch: (entryId: string, fields: string[], deliveries: number) => void,
): Promise<void> {
  const { writer, stream, group, consumer } = seat;
  const touchBefore = Date.now() - settings.claimIdleMs / 4;
  const mine = [...inflight].filter(([, at]) => at <= touchBefore).map(([id]) => id);
  if (mine.length) await writer.call('XCLAIM', stream, group, consumer, '0', ...mine, 'JUSTID');
  const [, claimed] = (await writer.call(
    'XAUTOCLAIM',
    stream,
    group,
    consumer,
    String(settings.claimIdleMs),
    '0-0',
    'COUNT',
    '16',
  )) as [string, (StreamEntry | null)[], string[]?];
  for (const entry of claimed) {
    if (!entry || inflight.has(entry[0])) continue;
    const [id, fields] = entry;
    const deliveries = await deliveriesOf(seat, id);
    if (deliveries > settings.maxDeliveries) await deadLetter(seat, id, fields, deliveries);
    else {
      seat.logger.warn(`claimed request ${id} on ${stream} from a silent instance (delivery ${deliveries})`);
      transportMetrics.redeliveries.inc({ service: seat.service });
      dispatch(id, fields, deliveries);
    }
  }
}

/** Requests handed to an instance and not yet acknowledged, and requests no instance has read yet (for the metrics). */
export async function backlogOf(seat: StreamSeat): Promise<[{ service: string; state: string }, number][]> {
  const groups = (await seat.writer.call('XINFO', 'GROUPS', seat.stream)) as (string | number | null)[][];
  const mine = groups.map((g) => Object.fromEntries(pairs(g))).find((g) => g.name === seat.group);
  if (!mine) return [];
  return [
    [{ service: seat.service, state: 'pending' }, Number(mine.pending ?? 0)],
    [{ service: seat.service, state: 'waiting' }, Number(mine.lag ?? 0)],
  ];
}

export async function deliveriesOf(seat: StreamSeat, entryId: string): Promise<number> {
  const rows = (await seat.writer.call('XPENDING', seat.stream, seat.group, entryId, entryId, '1')) as [
    string,
    string,
    number,
    number,
  ][];
  return rows[0]?.[3] ?? 1;
}

/** Done with an entry: acknowledged and deleted, so its body (passwords, tokens) does not rest in Redis. */
export async function forget(seat: StreamSeat, entryId: string): Promise<void> {
  await seat.writer.multi().xack(seat.stream, seat.group, entryId).xdel(seat.stream, entryId).exec();
}

export async function deadLetter(seat: StreamSeat, entryId: string, fields: string[], deliveries: number): Promise<void> {
  const request = parseEntry(fields);
  const dead = deadLetterStream(seat.service);
  // what an operator needs to see why it failed, never a password or a token; kept a week at most
  const kept = request
    ? { ...request, seal: undefined, sealed: undefined, data: request.sealed ? '[sealed]' : redactSecrets(request.data) }
    : { unreadable: true };
  const oldest = Date.now() - DEAD_LETTER_TTL_MS;
  await seat.writer
    .multi()
    .xadd(dead, 'MAXLEN', '~', '1000', '*', ENTRY_FIELD, JSON.stringify(kept), 'deliveries', String(deliveries), 'entry', entryId)
    .xtrim(dead, 'MINID', '~', `${oldest}-0`)
    .pexpire(dead, DEAD_LETTER_TTL_MS)
    .exec();
  await forget(seat, entryId);
  transportMetrics.deadLetters.inc({ service: seat.service });
  seat.logger.error(
    `dead-lettered request ${request?.id ?? entryId} (${request?.pattern ?? 'unreadable'}) after ${deliveries} deliveries; kept in ${dead}`,
  );
}

/** [k1, v1, k2, v2…] as [[k1, v1], …] (XINFO's replies). */
function pairs(flat: (string | number | null)[]): [string, string | number | null][] {
  const out: [string, string | number | null][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([String(flat[i]), flat[i + 1]]);
  return out;
}
