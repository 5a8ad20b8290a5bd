import { TOPICS } from '@wine/contracts';
import { Connection } from 'mongoose';
import { relayOutbox } from './outbox-relay';
import { OUTBOX, OUTBOX_SENT, outboxBacklog, OutboxEntry, writeToOutbox } from './outbox-writer';

type Doc = OutboxEntry & Record<string, unknown>;

/** Just the collection calls the outbox makes, over arrays: the real store is covered by the system suites. */
function memoryConnection() {
  const tables = new Map<string, Doc[]>([
    [OUTBOX, []],
    [OUTBOX_SENT, []],
  ]);
  const pending = (rows: Doc[], now: Date) => rows.filter((d) => d.status === 'pending' && d.lockedUntil <= now);
  const collection = (name: string) => {
    const rows = tables.get(name)!;
    return {
      insertOne: async (doc: Doc) => void rows.push({ ...doc }),
      countDocuments: async (q: { status: string }) => rows.filter((d) => d.status === q.status).length,
      findOneAndUpdate: async (q: { lockedUntil: { $lte: Date } }, u: { $set: { lockedUntil: Date } }) => {
        const doc = pending(rows, q.lockedUntil.$lte).sort((a, b) => +a.createdAt - +b.createdAt)[0];
        if (!doc) return null;
        doc.lockedUntil = u.$set.lockedUntil;
        doc.attempts++;
        return { ...doc };
      },
      updateOne: async (q: { _id: string }, u: { $set: Partial<Doc> }) =>
        void Object.assign(
          rows.find((d) => d._id === q._id)!,
          u.$set,
        ),
      replaceOne: async (q: { _id: string }, doc: Doc) => {
        const i = rows.findIndex((d) => d._id === q._id);
        if (i >= 0) rows.splice(i, 1);
        rows.push({ ...doc, _id: q._id });
      },
      deleteOne: async (q: { _id: string }) => {
        const i = rows.findIndex((d) => d._id === q._id);
        if (i >= 0) rows.splice(i, 1);
      },
    };
  };
  return { connection: { collection } as unknown as Connection, tables };
}

describe('the outbox', () => {
  it('records a valid event as pending and refuses one its schema does not allow', async () => {
    const { connection, tables } = memoryConnection();
    const id = await writeToOutbox(connection, TOPICS.userDeleted, { userId: 'u1' }, 'u1');
    const [entry] = tables.get(OUTBOX)!;
    expect(entry).toMatchObject({ _id: id, topic: TOPICS.userDeleted, key: 'u1', status: 'pending', attempts: 0 });
    expect(JSON.parse(entry.envelope)).toMatchObject({ eventId: id, payload: { userId: 'u1' } });
    await expect(writeToOutbox(connection, TOPICS.userDeleted, { userId: 7 } as never)).rejects.toThrow();
    expect(await outboxBacklog(connection)).toBe(1);
  });

  it('relays entries oldest first and moves each to the sent collection', async () => {
    const { connection, tables } = memoryConnection();
    const first = await writeToOutbox(connection, TOPICS.userRegistered, {
      userId: 'a',
      email: 'a@example.com',
      referralCode: null,
    });
    tables.get(OUTBOX)![0].createdAt = new Date(Date.now() - 1000);
    const second = await writeToOutbox(connection, TOPICS.userRegistered, {
      userId: 'b',
      email: 'b@example.com',
      referralCode: null,
    });
    const sent: string[] = [];
    expect(await relayOutbox(connection, async (m) => void sent.push(JSON.parse(m.value).eventId))).toBe(2);
    expect(sent).toEqual([first, second]);
    expect(tables.get(OUTBOX)).toEqual([]);
    expect(tables.get(OUTBOX_SENT)!.map((d) => [d._id, d.status])).toEqual([
      [first, 'sent'],
      [second, 'sent'],
    ]);
  });

  it('does not keep an account deletion once sent: the event log would name the member for a week', async () => {
    const { connection, tables } = memoryConnection();
    await writeToOutbox(connection, TOPICS.userDeleted, { userId: 'gone' });
    expect(await relayOutbox(connection, async () => undefined)).toBe(1);
    expect(tables.get(OUTBOX)).toEqual([]);
    expect(tables.get(OUTBOX_SENT)).toEqual([]);
  });

  it('stops at a failed send, unlocks that entry and keeps it pending for the next round', async () => {
    const { connection, tables } = memoryConnection();
    await writeToOutbox(connection, TOPICS.userDeleted, { userId: 'a' });
    await expect(
      relayOutbox(connection, async () => {
        throw new Error('kafka down');
      }),
    ).rejects.toThrow('kafka down');
    const [entry] = tables.get(OUTBOX)!;
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: new Date(0) });
    expect(await relayOutbox(connection, async () => undefined)).toBe(1);
    expect(await outboxBacklog(connection)).toBe(0);
  });

  it('counts an entry as sent when another relay recorded it at the same moment (E11000 on the sent record)', async () => {
    const { connection, tables } = memoryConnection();
    await writeToOutbox(connection, TOPICS.userDeleted, { userId: 'a' });
    await writeToOutbox(connection, TOPICS.userRegistered, { userId: 'b', email: 'b@example.com', referralCode: null });
    const sentCollection = connection.collection(OUTBOX_SENT);
    const duplicate = Object.assign(new Error('E11000 duplicate key error collection: billing.event_outbox_sent'), {
      code: 11000,
    });
    sentCollection.replaceOne = () => Promise.reject(duplicate);
    const realCollection = connection.collection.bind(connection);
    (connection as unknown as { collection: (name: string) => unknown }).collection = (name: string) =>
      name === OUTBOX_SENT ? sentCollection : realCollection(name);
    expect(await relayOutbox(connection, async () => undefined)).toBe(2);
    expect(tables.get(OUTBOX)).toEqual([]);
    // any other failure still stops the round
    await writeToOutbox(connection, TOPICS.userRegistered, { userId: 'c', email: 'c@example.com', referralCode: null });
    sentCollection.replaceOne = () => Promise.reject(new Error('Timed out during socket read (3998ms)'));
    await expect(relayOutbox(connection, async () => undefined)).rejects.toThrow('Timed out');
    expect(await outboxBacklog(connection)).toBe(1);
  });

  it('sends the trace the event was published under as its traceparent header', async () => {
    const { connection, tables } = memoryConnection();
    await writeToOutbox(connection, TOPICS.userDeleted, { userId: 'a' });
    tables.get(OUTBOX)![0].trace = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const headers: unknown[] = [];
    await relayOutbox(connection, async (m) => void headers.push(m.headers));
    expect(headers).toEqual([{ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }]);
  });
});
