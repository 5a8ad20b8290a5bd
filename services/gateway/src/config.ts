import { baseConfigSchema, minioConfigSchema, productionSecrets } from '@wine/nest-common';
import { z } from 'zod';

export const gatewayConfigSchema = baseConfigSchema
  .merge(minioConfigSchema)
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
    // count); none by default, so a client cannot choose the IP its rate limits are counted under
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string =>
        v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
      ),
    // a service slower than this answers 503 (ms)
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    // the app's public origin, e.g. https://cellardoor.ai: checkout, portal and hosted-page links are
    // built from it, never from the request's Host header (required in production; publicUrlOf)
    PUBLIC_URL: z
      .string()
      .url()
      .refine((v) => !v.endsWith('/'), 'must not end with a slash')
      .optional(),
    // the operator's bearer token: GET /api/health names what is down only to a caller that sends it
    OPERATOR_TOKEN: z.string().min(24).optional(),
    // voice search's speech-to-text sidecar (infra/local/speech); unset: POST /api/transcribe answers 503
    SPEECH_URL: z.string().url().optional(),
  })
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY'] }))
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: "is required in production (the app's https origin)" });
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Where links back into the app point: PUBLIC_URL, or this gateway on localhost outside production. */
export const publicUrlOf = (config: GatewayConfig): string => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
