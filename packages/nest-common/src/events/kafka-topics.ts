import { ITopicConfig, Kafka } from 'kafkajs';
import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@wine/contracts';

/** Partitions of each domain topic: the most consumer instances of one service that share its events. */
export const TOPIC_PARTITIONS = 6;
/** Events are consumed within seconds; a week covers a consumer down over a long weekend. */
export const EVENT_RETENTION_MS = 7 * 24 * 3600_000;
/** Dead letters wait for an operator: a month. */
export const DEAD_LETTER_RETENTION_MS = 30 * 24 * 3600_000;

/**
 * How the project creates its topics (docs/production.md#launch-checklist), never left to the
 * broker's auto-creation: a managed Kafka refuses replication 1. With 3 copies a write needs 2 of
 * them (min.insync.replicas 2, with the producer's acks=all), so one broker can be lost without
 * losing an acknowledged event; on one machine there is one copy.
 */
export function topicSpecs(replicationFactor: number): ITopicConfig[] {
  const minInsync = String(Math.max(1, Math.min(2, replicationFactor - 1)));
  const spec = (topic: string, retentionMs: number): ITopicConfig => ({
    topic,
    numPartitions: TOPIC_PARTITIONS,
    replicationFactor,
    configEntries: [
      { name: 'min.insync.replicas', value: minInsync },
      { name: 'retention.ms', value: String(retentionMs) },
      { name: 'cleanup.policy', value: 'delete' },
    ],
  });
  return [...ALL_TOPICS.map((topic) => spec(topic, EVENT_RETENTION_MS)), spec(DEAD_LETTER_TOPIC, DEAD_LETTER_RETENTION_MS)];
}

/** Creates the contracts' topics that Kafka does not have yet (a typo can never create a stray topic). */
export async function ensureTopics(kafka: Kafka, replicationFactor = 1): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topicSpecs(replicationFactor).filter((t) => !existing.has(t.topic));
    if (!missing.length) return;
    await admin.createTopics({ topics: missing, waitForLeaders: true }).catch((err: Error) => {
      // another service may have created it in the meantime
      if (!/already exists/i.test(err.message)) throw err;
    });
  } finally {
    await admin.disconnect();
  }
}

/** Messages of each topic a group has not consumed yet (for the metrics). */
export async function consumerLag(
  kafka: Kafka,
  groupId: string,
  topics: string[],
): Promise<[{ group: string; topic: string }, number][]> {
  if (topics.length === 0) return [];
  const admin = kafka.admin();
  try {
    await admin.connect();
    const committed = await admin.fetchOffsets({ groupId, topics });
    const lag: [{ group: string; topic: string }, number][] = [];
    for (const { topic, partitions } of committed) {
      const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, p]));
      // a partition the group never committed on (-1) is behind by everything still in it
      const behind = partitions.reduce((sum, p) => {
        const end = ends.get(p.partition);
        const at = Number(p.offset) < 0 ? Number(end?.low ?? 0) : Number(p.offset);
        return sum + Math.max(0, Number(end?.high ?? 0) - at);
      }, 0);
      lag.push([{ group: groupId, topic }, behind]);
    }
    return lag;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
