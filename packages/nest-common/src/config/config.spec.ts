import { z } from 'zod';
import { ConfigError, parseConfig, serviceConfigSchema } from './config';

const valid = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: 'a:9092,b:9092',
  MONGO_URL: 'mongodb://127.0.0.1:27017/cellar',
};

describe('parseConfig', () => {
  it('parses and transforms a valid environment', () => {
    const config = parseConfig(serviceConfigSchema, valid);
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9092']);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names every missing or malformed variable in one line', () => {
    expect(() => parseConfig(serviceConfigSchema, { ...valid, MONGO_URL: 'mysql://x', REDIS_URL: undefined })).toThrow(
      new ConfigError(
        'Invalid configuration: REDIS_URL is required; MONGO_URL must be a mongodb:// URL ending in the database name',
      ),
    );
  });

  it('in production, refuses a Redis or MongoDB URL without a login', () => {
    const production = { ...valid, NODE_ENV: 'production' };
    expect(() => parseConfig(serviceConfigSchema, production)).toThrow(
      new ConfigError(
        'Invalid configuration: REDIS_URL must carry a login in production (redis://<user>:<password>@host:port); ' +
          'MONGO_URL must carry a login in production (mongodb://<user>:<password>@host:port/<db>, or an authMechanism)',
      ),
    );
    const withLogin = {
      ...production,
      REDIS_URL: 'redis://identity:Q7xL2pRz@redis:6379',
      MONGO_URL: 'mongodb://identity:T4wK9zXb@mongo:27017/identity',
    };
    expect(() => parseConfig(serviceConfigSchema, withLogin)).not.toThrow();
    const x509 = { ...withLogin, MONGO_URL: 'mongodb://mongo:27017/identity?authMechanism=MONGODB-X509&tls=true' };
    expect(() => parseConfig(serviceConfigSchema, x509)).not.toThrow();
    expect(() => parseConfig(serviceConfigSchema, valid)).not.toThrow();
  });

  it('treats an empty variable as not set', () => {
    const schema = z.object({ OPENAI_API_KEY: z.string().min(1).optional() });
    expect(parseConfig(schema, { OPENAI_API_KEY: '' })).toEqual({});
  });

  it('takes rediss:// (TLS, a managed Redis) and refuses another scheme', () => {
    expect(
      parseConfig(serviceConfigSchema, { ...valid, REDIS_URL: 'rediss://cellar:Q7xL2pRz@cache.internal:6380/1' }).REDIS_URL,
    ).toBe('rediss://cellar:Q7xL2pRz@cache.internal:6380/1');
    expect(() => parseConfig(serviceConfigSchema, { ...valid, REDIS_URL: 'http://cache.internal:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('refuses a half-set Kafka SASL login, and PLAIN without TLS', () => {
    expect(() =>
      parseConfig(serviceConfigSchema, { ...valid, KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_USERNAME: 'cellar' }),
    ).toThrow('KAFKA_SASL_MECHANISM needs KAFKA_USERNAME and KAFKA_PASSWORD');
    expect(() =>
      parseConfig(serviceConfigSchema, {
        ...valid,
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_USERNAME: 'cellar',
        KAFKA_PASSWORD: 'p4ssw0rd!',
      }),
    ).toThrow('only with KAFKA_SSL=true');
  });
});
