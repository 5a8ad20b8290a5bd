import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@wine/contracts';
import { kafkaConnection, kafkaReplication } from '../config/kafka-config';
import { DEAD_LETTER_RETENTION_MS, EVENT_RETENTION_MS, TOPIC_PARTITIONS, topicSpecs } from './kafka-topics';

const setting = (spec: ReturnType<typeof topicSpecs>[number], name: string) =>
  spec.configEntries?.find((e) => e.name === name)?.value;

describe('Kafka topics the project creates', () => {
  it('in production: every topic with 3 copies, 2 of them in sync for a write, explicit partitions and retention', () => {
    const specs = topicSpecs(kafkaReplication({ NODE_ENV: 'production', KAFKA_SSL: true }));
    expect(specs.map((s) => s.topic).sort()).toEqual([...ALL_TOPICS, DEAD_LETTER_TOPIC].sort());
    for (const spec of specs) {
      expect(spec).toMatchObject({ replicationFactor: 3, numPartitions: TOPIC_PARTITIONS });
      expect(setting(spec, 'min.insync.replicas')).toBe('2');
      expect(setting(spec, 'cleanup.policy')).toBe('delete');
    }
    const retention = Object.fromEntries(specs.map((s) => [s.topic, Number(setting(s, 'retention.ms'))]));
    expect(retention[DEAD_LETTER_TOPIC]).toBe(DEAD_LETTER_RETENTION_MS);
    expect(retention[ALL_TOPICS[0]]).toBe(EVENT_RETENTION_MS);
  });

  it('on one machine: one copy, which is also the one in sync', () => {
    const specs = topicSpecs(kafkaReplication({ NODE_ENV: 'development', KAFKA_SSL: false }));
    expect(specs.every((s) => s.replicationFactor === 1 && setting(s, 'min.insync.replicas') === '1')).toBe(true);
    expect(kafkaReplication({ NODE_ENV: 'production', KAFKA_SSL: true, KAFKA_REPLICATION_FACTOR: 5 })).toBe(5);
  });

  it('reaches a managed cluster over TLS with the service’s SCRAM user, and a local broker with neither', () => {
    expect(
      kafkaConnection({
        KAFKA_SSL: true,
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_USERNAME: 'cellar',
        KAFKA_PASSWORD: 'p4ssw0rd!',
      }),
    ).toEqual({ ssl: true, sasl: { mechanism: 'scram-sha-512', username: 'cellar', password: 'p4ssw0rd!' } });
    expect(kafkaConnection({ KAFKA_SSL: false })).toEqual({});
  });
});
