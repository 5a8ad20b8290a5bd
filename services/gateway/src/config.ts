import {
  baseConfigSchema,
  httpsInProduction,
  identityTransportKeySchema,
  minioConfigSchema,
  productionRules,
  productionSecrets,
  requiredInProduction,
} from '@wine/nest-common';
import { z } from 'zod';

export const gatewayConfigSchema = baseConfigSchema
  .extend(minioConfigSchema.shape)
  .extend(identityTransportKeySchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    // loopback by default; docker-compose sets 0.0.0.0
    HOST: z.string().default('127.0.0.1'),
    JWT_PUBLIC_KEY_FILE: z.string().min(1),
    // the built SPA, served with history fallback when set
    SPA_DIR: z.string().min(1).optional(),
    // refresh cookie is Secure everywhere but plain-http localhost
    COOKIE_SECURE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // sign-ups per IP per hour: a household or office shares one IP, a script makes thousands
    SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    // token refreshes per IP per minute: every open tab refreshes every 15 minutes and on page load
    REFRESHES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // express 'trust proxy': which hops may set X-Forwarded-For/-Proto ('loopback', a CIDR list, a hop
    // count); none when unset, so a client cannot choose the IP its rate limits are counted under.
    // Production must say it: behind a load balancer, 'false' puts every client in one rate-limit bucket.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v): boolean | number | string | undefined =>
        v === undefined ? undefined : v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
      ),
    // a service slower than this answers 503 (ms)
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    // the operator's bearer token: GET /api/health names what is down only to a caller that sends it
    OPERATOR_TOKEN: z.string().min(24).optional(),
    // voice search's speech-to-text sidecar (infra/local/speech); unset: POST /api/transcribe answers 503
    SPEECH_URL: z.string().url().optional(),
    // sent to the speech sidecar in X-Speech-Secret; the sidecar answers only requests that carry it
    SPEECH_SECRET: z.string().min(16).optional(),
    // the app's public origin (https://cellardoor.ai): checkout and portal links are built from it,
    // never from the request's Host header. Default outside production: http://localhost:<PORT>
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://cellardoor.ai (no path, no trailing slash)')
      // '' stands for unset until the localhost default below, so the type is a plain string
      .default(''),
    // Swagger UI at /api/docs and the document at /api/docs-json: on outside production, off in
    // production unless API_DOCS=true
    API_DOCS: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  })
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY', 'SPEECH_SECRET', 'OPERATOR_TOKEN'] }))
  .superRefine(
    productionRules(
      requiredInProduction('PUBLIC_URL', 'the public origin, such as https://cellardoor.ai'),
      requiredInProduction('IDENTITY_TRANSPORT_KEY', 'the key passwords and tokens cross Redis under (identity holds the same)'),
      httpsInProduction('PUBLIC_URL'),
      requiredInProduction(
        'TRUST_PROXY',
        "the load balancer's hops or addresses (1, 10.0.0.0/8, ...), or false when clients connect directly",
      ),
      {
        variable: 'COOKIE_SECURE',
        refuse: (secure) =>
          secure === false ? 'must not be false in production: the refresh cookie travels over HTTPS only' : undefined,
      },
      {
        variable: 'SPEECH_SECRET',
        refuse: (secret, config) =>
          config.SPEECH_URL && secret === undefined ? 'is required in production when SPEECH_URL is set' : undefined,
      },
    ),
  )
  // localhost outside production, so local links work without setting it (production requires it above)
  .overwrite((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL || `http://localhost:${config.PORT}` }));
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
