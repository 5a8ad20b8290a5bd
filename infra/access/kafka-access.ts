// Which Kafka topics each process produces to and consumes, and with which group: the one map
// the SCRAM users and ACLs are made from (infra/access/kafka-setup.sh, run by compose's kafka-init
// and the Kubernetes Job kafka-access). infra/access/kafka-access.spec.ts checks it against the
// code's own publish()/on() calls. docs/production.md#least-privilege-inside.
import { DEAD_LETTER_TOPIC, TOPICS, type Topic } from '@wine/contracts';
import {
  DEAD_LETTER_RETENTION_MS,
  EVENT_RETENTION_MS,
  TOPIC_PARTITIONS,
} from '../../packages/nest-common/src/events/kafka-topics';

export type KafkaUser = 'gateway' | 'identity' | 'cellar' | 'ai' | 'ai-worker' | 'billing' | 'content';
export const KAFKA_USERS: KafkaUser[] = ['gateway', 'identity', 'cellar', 'ai', 'ai-worker', 'billing', 'content'];

export interface KafkaAccess {
  produces: Topic[];
  consumes: Topic[];
  /** its consumer group (the service's name: service-core.module.ts), when it consumes */
  group?: string;
  /** the source folder whose publish()/on() calls this is checked against */
  code: string;
}

export const KAFKA_ACCESS: Record<KafkaUser, KafkaAccess> = {
  // only the health check's cluster metadata: no topic
  gateway: { produces: [], consumes: [], code: 'services/gateway/src' },
  identity: {
    produces: [TOPICS.userRegistered, TOPICS.userDeleted],
    consumes: [TOPICS.planChanged],
    group: 'identity',
    code: 'services/identity/src',
  },
  cellar: { produces: [], consumes: [TOPICS.userDeleted, TOPICS.planChanged], group: 'cellar', code: 'services/cellar/src' },
  ai: { produces: [TOPICS.photoAnalysed], consumes: [TOPICS.userDeleted], group: 'ai', code: 'services/ai/src' },
  // the worker's jobs: analyse-photo.job.ts publishes; it handles no event
  'ai-worker': { produces: [TOPICS.photoAnalysed], consumes: [], code: 'services/ai/src/photos/analyse-photo.job.ts' },
  billing: { produces: [TOPICS.planChanged], consumes: [TOPICS.userDeleted], group: 'billing', code: 'services/billing/src' },
  content: {
    produces: [],
    consumes: [TOPICS.userRegistered, TOPICS.userDeleted],
    group: 'content',
    code: 'services/content/src',
  },
};

/** Every topic the services create and see: the contracts' topics and the dead letters. */
export const ALL_KAFKA_TOPICS: string[] = [...Object.values(TOPICS), DEAD_LETTER_TOPIC];

export interface KafkaAcl {
  principal: string;
  operation: 'Write' | 'Read' | 'Describe';
  resource: 'topic' | 'group';
  name: string;
}

/**
 * The ACLs: Describe on every topic (each process checks at start that the topics exist, and
 * reads its lag), Write on what it produces (and the dead letters, if it consumes), Read on what
 * it consumes and on its own group. Nothing may create, alter or delete a topic.
 */
export function kafkaAcls(user: KafkaUser): KafkaAcl[] {
  const access = KAFKA_ACCESS[user];
  const principal = `User:${user}`;
  const writes = [...access.produces, ...(access.consumes.length ? [DEAD_LETTER_TOPIC] : [])];
  return [
    ...ALL_KAFKA_TOPICS.map((name): KafkaAcl => ({ principal, operation: 'Describe', resource: 'topic', name })),
    ...writes.map((name): KafkaAcl => ({ principal, operation: 'Write', resource: 'topic', name })),
    ...access.consumes.map((name): KafkaAcl => ({ principal, operation: 'Read', resource: 'topic', name })),
    ...(access.group ? [{ principal, operation: 'Read', resource: 'group', name: access.group } as KafkaAcl] : []),
  ];
}

/** The user's ACLs as one entry per operation and resource kind, with every name it covers. */
export function groupedAcls(user: KafkaUser): { operation: string; resource: string; names: string[] }[] {
  const groups = new Map<string, { operation: string; resource: string; names: string[] }>();
  for (const acl of kafkaAcls(user)) {
    const key = `${acl.operation} ${acl.resource}`;
    if (!groups.has(key)) groups.set(key, { operation: acl.operation, resource: acl.resource, names: [] });
    groups.get(key)!.names.push(acl.name);
  }
  return [...groups.values()];
}

export const kafkaPasswordVariable = (user: KafkaUser) => `KAFKA_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

/** The set-up script (apache/kafka's tools): topics, one SCRAM user per process, its ACLs. */
export function renderKafkaSetup(): string {
  const tools = '/opt/kafka/bin';
  const admin = '--bootstrap-server "$KAFKA_BOOTSTRAP" --command-config /tmp/admin.properties';
  const retention = (topic: string) => (topic === DEAD_LETTER_TOPIC ? DEAD_LETTER_RETENTION_MS : EVENT_RETENTION_MS);
  return [
    '#!/bin/sh',
    '# Rendered from infra/access/kafka-access.ts (UPDATE_ACCESS=1 node_modules/.bin/jest infra/access): do not edit.',
    '# KAFKA_BOOTSTRAP: an admin listener; KAFKA_ADMIN_USERNAME/PASSWORD when it takes SCRAM (none on',
    "# compose's loopback listener). Passwords from KAFKA_PASSWORD_<PROCESS> (no ',' or ']' in them).",
    'set -eu',
    ': > /tmp/admin.properties',
    'if [ -n "${KAFKA_ADMIN_USERNAME:-}" ]; then',
    '  printf \'security.protocol=%s\\nsasl.mechanism=SCRAM-SHA-512\\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";\\n\' "${KAFKA_ADMIN_PROTOCOL:-SASL_SSL}" "$KAFKA_ADMIN_USERNAME" "$KAFKA_ADMIN_PASSWORD" > /tmp/admin.properties',
    'fi',
    ...ALL_KAFKA_TOPICS.map(
      (topic) =>
        `${tools}/kafka-topics.sh ${admin} --create --if-not-exists --topic ${topic} --partitions ${TOPIC_PARTITIONS} --replication-factor "\${KAFKA_REPLICATION_FACTOR:-1}" --config retention.ms=${retention(topic)} --config cleanup.policy=delete --config min.insync.replicas="\${KAFKA_MIN_INSYNC_REPLICAS:-1}"`,
    ),
    ...KAFKA_USERS.flatMap((user) => [
      `${tools}/kafka-configs.sh ${admin} --alter --entity-type users --entity-name ${user} --add-config "SCRAM-SHA-512=[password=$${kafkaPasswordVariable(user)}]"`,
      // one call per operation and resource kind (each call starts a JVM)
      ...groupedAcls(user).map(
        ({ operation, resource, names }) =>
          `${tools}/kafka-acls.sh ${admin} --add --allow-principal User:${user} --operation ${operation} ${names.map((n) => `--${resource} ${n}`).join(' ')} >/dev/null`,
      ),
    ]),
    '',
  ].join('\n');
}
