import { HttpException, Logger } from '@nestjs/common';
import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import { HELP_CATEGORIES, PATTERNS, REPLY_SCHEMAS, SERVICE_NAMES } from '@wine/contracts';
import { JsonText } from '@wine/nest-common';
import type { GatewayConfig } from '../config';
import { ServiceClient } from './service-client';

const CATEGORY = HELP_CATEGORIES[0];

/** A transport that answers every request with one fixed reply (the services are not under test here). */
class FixedReply extends ClientProxy {
  constructor(private readonly reply: unknown) {
    super();
  }
  connect(): Promise<void> {
    return Promise.resolve();
  }
  close(): void {}
  unwrap<T>(): T {
    return undefined as T;
  }
  protected publish(_packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    callback({ err: null, response: this.reply });
    callback({ isDisposed: true });
    return () => undefined;
  }
  protected dispatchEvent<T>(): Promise<T> {
    return Promise.resolve(undefined as T);
  }
}

function clientAnswering(reply: unknown): ServiceClient {
  const client = new ServiceClient({ REDIS_URL: 'redis://127.0.0.1:1', RPC_TIMEOUT_MS: 1000 } as GatewayConfig);
  (client as unknown as { client: ClientProxy }).client = new FixedReply(reply);
  return client;
}

const user = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  subscriptionPlan: 'free',
  profileCompleted: false,
};

describe('ServiceClient checks every reply against its contract', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('passes a reply that matches the contract through unchanged', async () => {
    const reply = { ...user, extra: 'kept' };
    await expect(clientAnswering(reply).send('identity', PATTERNS.identity.userGet, { userId: 'u1' })).resolves.toBe(reply);
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers 503 and logs, instead of handing the user a reply that breaks the contract', async () => {
    const wrong = { ...user, subscriptionPlan: 'gold', email: undefined };
    const failure = await clientAnswering(wrong)
      .send('identity', PATTERNS.identity.userGet, { userId: 'u1' })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(failure).toBeInstanceOf(HttpException);
    expect((failure as HttpException).getStatus()).toBe(503);
    expect((failure as HttpException).getResponse()).toEqual({ statusCode: 503, message: 'Service temporarily unavailable' });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/identity\.user\.get on identity .*contract: .*email.*subscriptionPlan/),
    );
  });

  it('rejects an empty reply where the contract expects a value', async () => {
    await expect(clientAnswering(undefined).send('cellar', PATTERNS.cellar.usageGet, { userId: 'u1' })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('relays a reply as the text it came in, checked against the contract', async () => {
    const articles = [{ id: 1, category: CATEGORY, question: 'How do I start?', answer: 'Sign up.', icon: 'help' }];
    const text = new JsonText(JSON.stringify(articles));
    const relayed = await clientAnswering(text).relay('content', PATTERNS.content.helpArticles);
    expect(relayed.json).toBe(text.json);
    const client = clientAnswering(new JsonText(JSON.stringify([{ id: 1 }])));
    await expect(client.relay('content', PATTERNS.content.helpArticles)).rejects.toMatchObject({ status: 503 });
    await expect(clientAnswering(new JsonText('[{"id":')).relay('content', PATTERNS.content.helpArticles)).rejects.toMatchObject({
      status: 503,
    });
  });

  it('checks a relayed text again once it differs from the one that passed', async () => {
    const good = JSON.stringify([{ id: 1, category: CATEGORY, question: 'How do I start?', answer: 'Sign up.', icon: 'help' }]);
    const fixed = new FixedReply(new JsonText(good));
    const client = clientAnswering(undefined);
    (client as unknown as { client: ClientProxy }).client = fixed;
    const first = await client.relay('content', PATTERNS.content.helpArticles);
    expect(first).toBeInstanceOf(JsonText);
    // the same bytes again: answered as the reply already checked
    (fixed as unknown as { reply: unknown }).reply = new JsonText(good);
    expect(await client.relay('content', PATTERNS.content.helpArticles)).toBe(first);
    (fixed as unknown as { reply: unknown }).reply = new JsonText(good.replace('"question":"How do I start?",', ''));
    await expect(client.relay('content', PATTERNS.content.helpArticles)).rejects.toMatchObject({ status: 503 });
  });

  it('passes replies of patterns without a reply schema as they are', async () => {
    const regions = [{ anything: true }];
    await expect(clientAnswering(regions).send('content', PATTERNS.content.guideRegions)).resolves.toBe(regions);
  });

  it('has a reply schema for every service health check and only for patterns that exist', () => {
    const patterns = new Set(SERVICE_NAMES.flatMap((name) => Object.values(PATTERNS[name]) as string[]));
    for (const pattern of Object.keys(REPLY_SCHEMAS)) expect(patterns).toContain(pattern);
    for (const name of SERVICE_NAMES) expect(REPLY_SCHEMAS[PATTERNS[name].health]).toBeDefined();
  });
});
