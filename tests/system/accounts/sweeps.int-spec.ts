// Expiry without TTL indexes (docs/architecture.md#store-limits): expired refresh tokens and old
// processed-event markers are deleted by periodic sweeps. The sweeps run here against the real store.
// @runs-alone: the sweeps run over every record in the store, not only this test's
import { EventBus, PROCESSED_KEEP_MS, SENT_KEEP_MS } from '@wine/nest-common';
import { createHash, randomUUID } from 'node:crypto';
import mongoose, { Connection } from 'mongoose';
import { TEST_STACK } from '../../support/system';
import { RefreshTokenRecord, RefreshTokenSchema } from '../../../services/identity/src/auth/refresh-token.schema';
import { RefreshTokensRepository } from '../../../services/identity/src/auth/refresh-tokens.repository';

const DAY = 24 * 3600_000;

describe('sweeps', () => {
  let identityDb: Connection;

  beforeAll(async () => {
    identityDb = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
  });
  afterAll(async () => {
    await identityDb.close();
  });

  it('delete expired refresh tokens and keep the live ones', async () => {
    const tokens = identityDb.model(RefreshTokenRecord.name, RefreshTokenSchema);
    const repository = new RefreshTokensRepository(tokens);
    const userId = `sweep-${randomUUID()}`;
    const live = await repository.issue(userId);
    await repository.issue(userId);
    // the second token's expiry passed a moment ago
    await tokens.updateOne({ userId, _id: { $ne: hash(live) } }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await tokens.countDocuments({ userId })).toBe(2);

    expect(await repository.sweepExpired()).toBeGreaterThanOrEqual(1);
    const left = await tokens.find({ userId }).lean();
    expect(left.map((t) => t._id)).toEqual([hash(live)]);
    expect((await repository.rotate(live, `successor-${randomUUID()}`)).outcome).toBe('rotated');
  });

  it('delete processed-event markers and sent outbox entries past their keep time, and nothing else', async () => {
    const db = identityDb.useDb(`sweeps-${randomUUID().slice(0, 8)}`);
    try {
      const bus = new EventBus({
        clientId: 'sweep-test',
        brokers: TEST_STACK.kafkaBrokers,
        groupId: 'sweep-test',
        connection: db,
      });
      const now = new Date();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await db.collection('processed_events').insertMany([
        { _id: 'old' as never, topic: 't', at: ago(PROCESSED_KEEP_MS + DAY) },
        { _id: 'recent' as never, topic: 't', at: ago(PROCESSED_KEEP_MS - DAY) },
      ]);
      await db.collection('event_outbox_sent').insertMany([
        { _id: 'sent-old' as never, status: 'sent', createdAt: ago(SENT_KEEP_MS + 2 * DAY), sentAt: ago(SENT_KEEP_MS + DAY) },
        { _id: 'sent-recent' as never, status: 'sent', createdAt: ago(DAY), sentAt: ago(DAY) },
      ]);
      // never sent (Kafka was out all along): kept, the relay still owes it
      await db
        .collection('event_outbox')
        .insertOne({ _id: 'pending-old' as never, status: 'pending', createdAt: ago(SENT_KEEP_MS + DAY), sentAt: null });

      expect(await bus.sweep(now)).toEqual({ processedMarkers: 1, sentEvents: 1 });
      const ids = async (name: string) => (await db.collection(name).find().sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids('processed_events')).toEqual(['recent']);
      expect(await ids('event_outbox_sent')).toEqual(['sent-recent']);
      expect(await ids('event_outbox')).toEqual(['pending-old']);
    } finally {
      await db.dropDatabase();
    }
  });
});

// the repository stores sha256(token), never the token
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
