import { Kafka } from 'kafkajs';
import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@wine/contracts';

/** Creates the contracts' topics that Kafka does not have yet (a typo can never create a stray topic). */
export async function ensureTopics(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = [...ALL_TOPICS, DEAD_LETTER_TOPIC].filter((t) => !existing.has(t));
    if (!missing.length) return;
    await admin
      .createTopics({
        topics: missing.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
        waitForLeaders: true,
      })
      .catch((err: Error) => {
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
