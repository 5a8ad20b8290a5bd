import { stringify } from 'yaml';
import { fromConfig, fromSecret, setupJob } from './k8s-jobs';
import { KAFKA_USERS, kafkaPasswordVariable, renderKafkaSetup } from './kafka-access';
import { MINIO_USERS, renderMinioSetup, renderPolicy, secretVariable } from './minio-access';
import { renderAclTemplate } from './redis-access';

// infra/k8s/base/data-access.yaml, rendered: what the managed data stores are set up with for
// each process (docs/production.md#least-privilege-inside). The stores are the platform's; the
// operator applies these with the store's own tools (see each ConfigMap's note).

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export function redisAclConfigMap(): Manifest {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'redis-acl',
      annotations: {
        'cellar-door/applies-to': 'redis',
        'cellar-door/how':
          "one ACL user per line: `ACL SETUSER <user> on >$REDIS_PASSWORD_<USER> <rules>` (or the managed service's user API)",
      },
    },
    data: { 'users.acl': renderAclTemplate() },
  };
}

/** The bucket, an access key and a policy per process, made by `mc` as the MinIO root user (Secret minio-admin). */
export function minioAccess(): Manifest[] {
  const files = Object.fromEntries(MINIO_USERS.map((user) => [`${user}.json`, renderPolicy(user)]));
  return [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'minio-access', annotations: { 'cellar-door/applies-to': 'minio' } },
      data: { 'minio-setup.sh': renderMinioSetup(), ...files },
    },
    setupJob(
      'minio-access',
      'minio/mc',
      'minio',
      [
        fromConfig('MINIO_ENDPOINT', 'gateway-config', 'MINIO_ENDPOINT'),
        fromSecret('MINIO_ROOT_USER', 'minio-admin', 'MINIO_ROOT_USER'),
        fromSecret('MINIO_ROOT_PASSWORD', 'minio-admin', 'MINIO_ROOT_PASSWORD'),
        ...MINIO_USERS.map((user) => fromSecret(secretVariable(user), `${user}-secrets`, 'MINIO_SECRET_KEY')),
        { name: 'POLICIES', value: '/access' },
        { name: 'MC_CONFIG_DIR', value: '/tmp/.mc' },
      ],
      'minio-setup.sh',
    ),
  ];
}

/** The topics, a SCRAM user and ACLs per process, made with Kafka's tools as the cluster's admin (Secret kafka-admin). */
export function kafkaAccess(): Manifest[] {
  return [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'kafka-access', annotations: { 'cellar-door/applies-to': 'kafka' } },
      data: { 'kafka-setup.sh': renderKafkaSetup() },
    },
    setupJob(
      'kafka-access',
      'apache/kafka:3.9.1',
      'kafka',
      [
        fromConfig('KAFKA_BOOTSTRAP', 'gateway-config', 'KAFKA_BROKERS'),
        fromSecret('KAFKA_ADMIN_USERNAME', 'kafka-admin', 'KAFKA_ADMIN_USERNAME'),
        fromSecret('KAFKA_ADMIN_PASSWORD', 'kafka-admin', 'KAFKA_ADMIN_PASSWORD'),
        ...KAFKA_USERS.map((user) => fromSecret(kafkaPasswordVariable(user), `${user}-secrets`, 'KAFKA_PASSWORD')),
        // three copies, two in sync before a write is acknowledged (docs/production.md#launch-checklist)
        { name: 'KAFKA_REPLICATION_FACTOR', value: '3' },
        { name: 'KAFKA_MIN_INSYNC_REPLICAS', value: '2' },
        // the tools' own log files, off the read-only root
        { name: 'LOG_DIR', value: '/tmp/logs' },
      ],
      'kafka-setup.sh',
    ),
  ];
}

export function dataAccessManifests(): Manifest[] {
  return [redisAclConfigMap(), ...minioAccess(), ...kafkaAccess()];
}

export function renderDataAccess(manifests: Manifest[]): string {
  const header = '# Rendered from infra/access/*.ts (UPDATE_ACCESS=1 node_modules/.bin/jest infra/access): do not edit.\n';
  return header + manifests.map((m) => stringify(m, { lineWidth: 0 })).join('---\n');
}
