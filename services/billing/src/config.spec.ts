import { parseConfig } from '@wine/nest-common';
import { billingConfigSchema } from './config';

const base = {
  REDIS_URL: 'redis://billing:Q7xL2pRz@127.0.0.1:6379',
  KAFKA_BROKERS: '127.0.0.1:9092',
  MONGO_URL: 'mongodb://billing:T4wK9zXb@127.0.0.1:27017/billing',
  BILLING_HTTP_PORT: '8090',
  STRIPE_WEBHOOK_SECRET: 'whsec_4eC39HqLyjWDarjtT1zdp7dc',
};
const production = { ...base, NODE_ENV: 'production' };
const LIVE_KEY = 'sk_live_51Hq8ZtKxQv3mN7pR2wYs4LkA';
const TEST_KEY = 'sk_test_51Hq8ZtKxQv3mN7pR2wYs4LkA';

describe('billing configuration in production (no Premium without paying)', () => {
  it('refuses to start without a Stripe secret key: the local provider never runs in production', () => {
    expect(() => parseConfig(billingConfigSchema, production)).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production: a live Stripe secret key (sk_live_...)',
    );
  });

  it('refuses a test-mode key unless ALLOW_STRIPE_TEST_MODE=true', () => {
    expect(() => parseConfig(billingConfigSchema, { ...production, STRIPE_SECRET_KEY: TEST_KEY })).toThrow(
      'STRIPE_SECRET_KEY is a test-mode key (sk_test_...): production needs a live key (sk_live_...)',
    );
    const staging = { ...production, STRIPE_SECRET_KEY: TEST_KEY, ALLOW_STRIPE_TEST_MODE: 'true' };
    expect(parseConfig(billingConfigSchema, staging).ALLOW_STRIPE_TEST_MODE).toBe(true);
  });

  it('refuses a key that is neither live nor test', () => {
    expect(() => parseConfig(billingConfigSchema, { ...production, STRIPE_SECRET_KEY: 'sk_something' })).toThrow(
      'STRIPE_SECRET_KEY must be a live Stripe secret key (sk_live_...) in production',
    );
  });

  it('refuses STRIPE_API_URL (stripe-mock), even with a live key', () => {
    const env = { ...production, STRIPE_SECRET_KEY: LIVE_KEY, STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(() => parseConfig(billingConfigSchema, env)).toThrow('STRIPE_API_URL must not be set in production');
  });

  it('starts with a live key', () => {
    expect(parseConfig(billingConfigSchema, { ...production, STRIPE_SECRET_KEY: LIVE_KEY }).STRIPE_SECRET_KEY).toBe(LIVE_KEY);
  });

  it('keeps the local payment provider the default outside production', () => {
    const config = parseConfig(billingConfigSchema, { ...base, NODE_ENV: 'test', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.ALLOW_STRIPE_TEST_MODE).toBe(false);
    expect(() => parseConfig(billingConfigSchema, base)).not.toThrow();
  });
});
