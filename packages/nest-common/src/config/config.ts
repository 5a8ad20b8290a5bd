import { z } from 'zod';
import { productionRules, type ProductionRule } from './config-production';
import { kafkaConfigSchema, kafkaSaslRule } from './kafka-config';

/** In production the data stores need a login: `pattern` finds one in the URL. */
function loginInProduction(variable: string, pattern: RegExp, form: string): ProductionRule {
  return {
    variable,
    refuse: (url) => (typeof url === 'string' && !pattern.test(url) ? `must carry a login in production (${form})` : undefined),
  };
}

// Variables every service reads. Each process extends this with its own keys (with .extend: zod's
// .merge refuses a schema that has refinements).
export const baseConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
    // rediss:// for TLS (a managed Redis); a path picks the database (/2)
    REDIS_URL: z
      .string()
      .url()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
    // the largest reply a service sends over the transport (docs/operations.md#limits)
    RPC_MAX_REPLY_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(16 * 1024 * 1024)
      .default(1024 * 1024),
    KAFKA_BROKERS: z
      .string()
      .regex(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/, 'must be host:port[,host:port...]')
      .transform((s) => s.split(',')),
    // Prometheus metrics (GET /metrics) on an internal port, never the public one; unset: not served
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // loopback by default; in a container 0.0.0.0, so Prometheus reaches it
    METRICS_HOST: z.string().default('127.0.0.1'),
    // OpenTelemetry traces go to this OTLP/HTTP collector (…/v1/traces) when set
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  })
  .extend(kafkaConfigSchema.shape)
  .superRefine(
    productionRules(loginInProduction('REDIS_URL', /^rediss?:\/\/[^@/]*:[^@/]+@/, 'redis://<user>:<password>@host:port')),
  )
  .superRefine((config, ctx) => {
    // everywhere, not only in production: a half-set SASL login would fail only at the first connect
    const reason = kafkaSaslRule.refuse(config.KAFKA_SASL_MECHANISM, config);
    if (reason) ctx.addIssue({ code: 'custom', path: ['KAFKA_SASL_MECHANISM'], message: reason });
  });
export const mongoConfigSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\/.+\/[\w-]+/, 'must be a mongodb:// URL ending in the database name'),
});
export const minioConfigSchema = z.object({
  MINIO_ENDPOINT: z.string().url(),
  MINIO_ACCESS_KEY: z.string().min(3),
  MINIO_SECRET_KEY: z.string().min(8),
  MINIO_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name'),
});
export const serviceConfigSchema = baseConfigSchema
  .extend(mongoConfigSchema.shape)
  .superRefine(
    productionRules(
      loginInProduction(
        'MONGO_URL',
        /^mongodb(\+srv)?:\/\/[^:@/]+:[^@/]+@|[?&]authMechanism=/,
        'mongodb://<user>:<password>@host:port/<db>, or an authMechanism',
      ),
    ),
  );
/**
 * The key the gateway seals its requests to identity with, and identity opens them with: Redis never
 * holds a password or a refresh token in clear (docs/decisions/0009-sealed-identity-transport.md).
 * Unset outside production: those requests travel in clear.
 */
export const identityTransportKeySchema = z.object({
  IDENTITY_TRANSPORT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
export type MinioConfig = z.infer<typeof minioConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; lists every bad variable in one line each. */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  // an empty variable (`KEY=` in compose or a .env file) means "not set"
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(environment)';
    // a production rule says itself what an unset variable should be
    const missing = set[key] === undefined && key !== '(environment)' && issue.code !== 'custom';
    const message = missing ? 'is required' : issue.message;
    return `${key} ${message}`;
  });
  throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
}

/** The one place a process reads process.env: before Nest starts, exit 1 on a bad value. */
export function loadConfig<S extends z.ZodType>(schema: S): z.infer<S> {
  try {
    return parseConfig(schema, process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
