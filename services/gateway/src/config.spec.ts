import { parseConfig } from '@wine/nest-common';
import { gatewayConfigSchema } from './config';
import { apiDocsEnabled } from './openapi/setup';

const base = {
  REDIS_URL: 'redis://gateway:Q7xL2pRz@127.0.0.1:6379',
  KAFKA_BROKERS: '127.0.0.1:9092',
  MINIO_ENDPOINT: 'http://127.0.0.1:9000',
  MINIO_ACCESS_KEY: 'wineapp',
  MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
  MINIO_BUCKET: 'photos',
  JWT_PUBLIC_KEY_FILE: '/keys/jwt-public.pem',
};

describe('gateway configuration: trust proxy', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot pick the IP a limit counts', () => {
    // express compiles an unset 'trust proxy' to "trust nobody", as it does false
    expect(parseConfig(gatewayConfigSchema, base).TRUST_PROXY).toBeUndefined();
    expect(parseConfig(gatewayConfigSchema, { ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
    ['1', 1],
  ])('takes %s from the environment', (value, expected) => {
    expect(parseConfig(gatewayConfigSchema, { ...base, TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it('refuses the placeholder MinIO secret in production, naming the variable', () => {
    expect(() =>
      parseConfig(gatewayConfigSchema, { ...base, NODE_ENV: 'production', MINIO_SECRET_KEY: 'wineapp-local-secret' }),
    ).toThrow('MINIO_SECRET_KEY is a default or placeholder value');
  });
});

describe('gateway configuration in production', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://cellardoor.ai',
    TRUST_PROXY: '1',
    IDENTITY_TRANSPORT_KEY: 'k1Vq6nJ0tZ3xW8yB5cR2mL9pA4sD7fG0hE1jU6oI3wQ=',
  };
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      parseConfig(gatewayConfigSchema, env);
    } catch (err) {
      return (err as Error).message;
    }
    return 'started';
  };

  it('starts with every required variable set', () => {
    const config = parseConfig(gatewayConfigSchema, production);
    expect(config.PUBLIC_URL).toBe('https://cellardoor.ai');
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('requires the key passwords cross Redis under, as 32 bytes of base64 (docs/decisions/0009-sealed-identity-transport.md)', () => {
    expect(refusal({ ...production, IDENTITY_TRANSPORT_KEY: undefined })).toBe(
      'Invalid configuration: IDENTITY_TRANSPORT_KEY is required in production: the key passwords and tokens cross Redis under (identity holds the same)',
    );
    expect(refusal({ ...production, IDENTITY_TRANSPORT_KEY: 'change-me-in-production' })).toContain(
      'IDENTITY_TRANSPORT_KEY must be 32 random bytes in base64',
    );
  });

  it('requires PUBLIC_URL, as an https origin without a trailing slash', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toBe(
      'Invalid configuration: PUBLIC_URL is required in production: the public origin, such as https://cellardoor.ai',
    );
    expect(refusal({ ...production, PUBLIC_URL: 'http://cellardoor.ai' })).toContain(
      'PUBLIC_URL must be an https:// URL in production',
    );
    expect(refusal({ ...production, PUBLIC_URL: 'https://cellardoor.ai/' })).toContain('PUBLIC_URL must be an origin');
  });

  it('defaults PUBLIC_URL to localhost and the gateway port outside production', () => {
    expect(parseConfig(gatewayConfigSchema, { ...base, PORT: '18580' }).PUBLIC_URL).toBe('http://localhost:18580');
    expect(parseConfig(gatewayConfigSchema, { ...base, PUBLIC_URL: 'http://127.0.0.1:18080' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:18080',
    );
  });

  it('requires TRUST_PROXY to be set explicitly (false is a valid answer)', () => {
    expect(refusal({ ...production, TRUST_PROXY: undefined })).toContain('TRUST_PROXY is required in production');
    expect(refusal({ ...production, TRUST_PROXY: 'false' })).toBe('started');
  });

  it('refuses COOKIE_SECURE=false', () => {
    expect(refusal({ ...production, COOKIE_SECURE: 'false' })).toBe(
      'Invalid configuration: COOKIE_SECURE must not be false in production: the refresh cookie travels over HTTPS only',
    );
  });

  it('requires a real SPEECH_SECRET when the speech sidecar is configured', () => {
    const speech = { ...production, SPEECH_URL: 'http://speech:8412' };
    expect(refusal(speech)).toContain('SPEECH_SECRET is required in production when SPEECH_URL is set');
    expect(refusal({ ...speech, SPEECH_SECRET: 'wineapp-local-speech-secret' })).toContain(
      'SPEECH_SECRET is a default or placeholder value',
    );
    expect(refusal({ ...speech, SPEECH_SECRET: 'Vb3kQ9zX7mN2pL5wR8tY' })).toBe('started');
  });

  it('serves the API docs only on request (API_DOCS=true) in production, by default elsewhere', () => {
    expect(apiDocsEnabled(parseConfig(gatewayConfigSchema, production))).toBe(false);
    expect(apiDocsEnabled(parseConfig(gatewayConfigSchema, { ...production, API_DOCS: 'true' }))).toBe(true);
    expect(apiDocsEnabled(parseConfig(gatewayConfigSchema, { ...base, NODE_ENV: 'test' }))).toBe(true);
    expect(apiDocsEnabled(parseConfig(gatewayConfigSchema, { ...base, API_DOCS: 'false' }))).toBe(false);
  });
});
