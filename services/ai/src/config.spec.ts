import { parseConfig } from '@wine/nest-common';
import { aiConfigSchema, aiWorkerConfigSchema } from './config';

const production = {
  NODE_ENV: 'production',
  REDIS_URL: 'redis://ai:Q7xL2pRz@redis:6379',
  KAFKA_BROKERS: 'kafka:9092',
  MONGO_URL: 'mongodb://ai:T4wK9zXb@mongo:27017/ai',
  MINIO_ENDPOINT: 'http://minio:9000',
  MINIO_ACCESS_KEY: 'wineapp',
  MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
  MINIO_BUCKET: 'photos',
  OPENAI_API_KEY: 'sk-proj-Hq8ZtKxQv3mN7pR2wYs4LkA',
};

describe('ai configuration in production', () => {
  it.each([
    ['ai', aiConfigSchema, {}],
    ['ai-worker', aiWorkerConfigSchema, { WORKER_QUEUES: 'photo-analysis' }],
  ])('%s refuses an http:// OPENAI_BASE_URL: the API key would cross the network in clear text', (_, schema, extra) => {
    const env = { ...production, ...extra, OPENAI_BASE_URL: 'http://openai-proxy.internal/v1' };
    expect(() => parseConfig(schema, env)).toThrow(
      'Invalid configuration: OPENAI_BASE_URL must be an https:// URL in production',
    );
    expect(() => parseConfig(schema, { ...env, OPENAI_BASE_URL: 'https://api.openai.com/v1' })).not.toThrow();
  });

  it('keeps an http:// OPENAI_BASE_URL (a local fake) outside production', () => {
    const env = { ...production, NODE_ENV: 'test', OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1' };
    expect(parseConfig(aiConfigSchema, env).OPENAI_BASE_URL).toBe('http://127.0.0.1:4010/v1');
  });
});
