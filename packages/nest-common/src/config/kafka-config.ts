// How every process reaches Kafka: TLS and SASL for a managed cluster (MSK, Confluent), and the
// replication its topics are created with (docs/production.md#launch-checklist).
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import { z } from 'zod';
import { booleanFlag, type ProductionRule } from './config-production';
import { quietIdleKafkaConnections } from './kafka-idle-timer';

export const kafkaConfigSchema = z.object({
  // TLS to the brokers (a managed cluster's listeners); the system's CA store checks them
  KAFKA_SSL: booleanFlag,
  // SASL/SCRAM (or PLAIN over TLS) with the service's own user: per-service ACLs on the cluster
  KAFKA_SASL_MECHANISM: z.enum(['scram-sha-256', 'scram-sha-512', 'plain']).optional(),
  KAFKA_USERNAME: z.string().min(1).optional(),
  KAFKA_PASSWORD: z.string().min(8).optional(),
  // copies of each topic: 3 in production (min.insync.replicas 2), 1 on one machine
  KAFKA_REPLICATION_FACTOR: z.coerce.number().int().min(1).max(5).optional(),
});
export type KafkaSettings = z.infer<typeof kafkaConfigSchema> & { NODE_ENV?: string };

/** SASL needs all three of mechanism, user and password; and PLAIN only ever over TLS. */
export const kafkaSaslRule: ProductionRule = {
  variable: 'KAFKA_SASL_MECHANISM',
  refuse: (mechanism, config) => {
    if (mechanism === undefined) return undefined;
    if (!config.KAFKA_USERNAME || !config.KAFKA_PASSWORD) return 'needs KAFKA_USERNAME and KAFKA_PASSWORD';
    if (mechanism === 'plain' && config.KAFKA_SSL !== true) return 'plain sends the password as it is: only with KAFKA_SSL=true';
    return undefined;
  },
};

/**
 * kafkajs's TLS and SASL options from the settings (nothing for a local broker). Every client is
 * made with these, so this is also where kafkajs's idle timer is quieted (kafka-idle-timer.ts).
 */
export function kafkaConnection(settings: KafkaSettings): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  quietIdleKafkaConnections();
  const sasl =
    settings.KAFKA_SASL_MECHANISM && settings.KAFKA_USERNAME && settings.KAFKA_PASSWORD
      ? ({
          mechanism: settings.KAFKA_SASL_MECHANISM,
          username: settings.KAFKA_USERNAME,
          password: settings.KAFKA_PASSWORD,
        } as SASLOptions)
      : undefined;
  return { ...(settings.KAFKA_SSL ? { ssl: true } : {}), ...(sasl ? { sasl } : {}) };
}

/** The replication topics are created with: as configured, else 3 in production and 1 elsewhere. */
export function kafkaReplication(settings: KafkaSettings): number {
  return settings.KAFKA_REPLICATION_FACTOR ?? (settings.NODE_ENV === 'production' ? 3 : 1);
}
