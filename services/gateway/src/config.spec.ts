import { parseConfig } from '@wine/nest-common';
import { gatewayConfigSchema } from './config';

const base = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: '127.0.0.1:9092',
  MINIO_ENDPOINT: 'http://127.0.0.1:9000',
  MINIO_ACCESS_KEY: 'wineapp',
  MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
  MINIO_BUCKET: 'photos',
  JWT_PUBLIC_KEY_FILE: '/keys/jwt-public.pem',
};

describe('gateway configuration: trust proxy', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot pick the IP a limit counts', () => {
    expect(parseConfig(gatewayConfigSchema, base).TRUST_PROXY).toBe(false);
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
