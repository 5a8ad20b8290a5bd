import { insertOnce } from './trial-rules';

// Two confirmations of one card at once (the success page and the provider's event, on two billing
// instances) both upsert the same record; the store refuses the second with E11000.
describe('insertOnce', () => {
  const duplicate = Object.assign(new Error('E11000 duplicate key error collection: billing.card_owners'), { code: 11000 });

  it('inserts the record with only $setOnInsert, as an upsert by _id', async () => {
    const updateOne = jest.fn().mockResolvedValue({ upsertedCount: 1 });
    await insertOnce({ updateOne } as never, 'fp:user-1', { fingerprint: 'fp', userId: 'user-1' });
    expect(updateOne).toHaveBeenCalledWith(
      { _id: 'fp:user-1' },
      { $setOnInsert: { fingerprint: 'fp', userId: 'user-1' } },
      { upsert: true },
    );
  });

  it('treats a racing insert of the same record (E11000) as done', async () => {
    const updateOne = jest.fn().mockRejectedValue(duplicate);
    await expect(
      insertOnce({ updateOne } as never, 'fp:user-1', { fingerprint: 'fp', userId: 'user-1' }),
    ).resolves.toBeUndefined();
  });

  it('still fails on any other error (a store outage answers 503 upstream)', async () => {
    const outage = Object.assign(new Error('Timed out during socket read (3998ms)'), { name: 'MongoOperationTimeoutError' });
    const updateOne = jest.fn().mockRejectedValue(outage);
    await expect(insertOnce({ updateOne } as never, 'sub:pm', { at: new Date() })).rejects.toBe(outage);
  });
});
