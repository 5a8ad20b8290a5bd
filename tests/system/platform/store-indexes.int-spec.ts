// The embedded store uses its indexes (docs/decisions/0022-store-equality-pushdown.md): an
// equality on a field that leads an index is searched in that index, and the answers stay
// MongoDB's (an array holding the value matches, strings are compared exactly, the rest of the
// filter still applies). Runs against the test system's store.
import { randomUUID } from 'node:crypto';
import mongoose, { Connection, FilterQuery, Model, Schema } from 'mongoose';
import { TEST_STACK } from '../../support/system';

interface Row {
  _id: string;
  owner?: unknown;
  email?: unknown;
  hidden?: boolean;
  n?: number;
}

/** The SQLite plan FerretDB reports for a find (explain's queryPlanner.Plan rows). */
type Loose = Record<string, unknown>;

async function planOf(model: Model<Loose>, filter: FilterQuery<Loose>): Promise<string> {
  const explained = (await model.find(filter).explain()) as unknown as
    { queryPlanner: { Plan: string[] } }[] | { queryPlanner: { Plan: string[] } };
  const first = Array.isArray(explained) ? explained[0] : explained;
  return first.queryPlanner.Plan.join('\n');
}

describe('the store', () => {
  const connections: Connection[] = [];
  const open = async (db: string) => {
    const conn = await mongoose.createConnection(TEST_STACK.mongoUrl(db)).asPromise();
    connections.push(conn);
    return conn;
  };
  afterAll(async () => {
    for (const conn of connections) await conn.close();
  });

  describe('equality on an indexed field', () => {
    let rows: Model<Row>;
    let db: Connection;
    const ids = (found: { _id: string }[]) => found.map((r) => r._id).sort();

    beforeAll(async () => {
      db = (await open('admin')).useDb(`pushdown-${randomUUID().slice(0, 8)}`);
      const schema = new Schema<Row>(
        { _id: String, owner: Schema.Types.Mixed, email: Schema.Types.Mixed, hidden: Boolean, n: Number },
        { versionKey: false },
      );
      schema.index({ email: 1 }, { unique: true, sparse: true });
      schema.index({ owner: 1, n: -1 });
      rows = db.model<Row>('Row', schema, 'rows');
      await rows.createIndexes();
      await rows.insertMany([
        { _id: 'plain', owner: 'ana', email: 'ana@example.com', hidden: false, n: 1 },
        { _id: 'hidden', owner: 'ana', email: 'ana+2@example.com', hidden: true, n: 2 },
        { _id: 'array', owner: ['bo', 'ana'], hidden: false, n: 3 },
        { _id: 'other', owner: 'bo', email: 'bo<&>"é@example.com', hidden: false, n: 5 },
        { _id: 'number', owner: 7, hidden: false, n: 6 },
        { _id: 'object', owner: { name: 'ana' }, hidden: false, n: 7 },
        { _id: 'oid', owner: new mongoose.Types.ObjectId('65a1b2c3d4e5f60718293a4b'), hidden: false, n: 8 },
        { _id: 'oid-text', owner: '65a1b2c3d4e5f60718293a4b', hidden: false, n: 9 },
      ]);
    });
    afterAll(async () => {
      await db.dropDatabase();
    });

    it('finds what MongoDB finds: the plain values and the arrays holding them, nothing else', async () => {
      expect(ids(await rows.find({ owner: 'ana' }).lean())).toEqual(['array', 'hidden', 'plain']);
      expect(ids(await rows.find({ owner: 'bo' }).lean())).toEqual(['array', 'other']);
      expect(ids(await rows.find({ owner: 'nobody' }).lean())).toEqual([]);
      // an ObjectId and the same hex as text are different values
      expect(ids(await rows.find({ owner: new mongoose.Types.ObjectId('65a1b2c3d4e5f60718293a4b') }).lean())).toEqual(['oid']);
      expect(ids(await rows.find({ owner: '65a1b2c3d4e5f60718293a4b' }).lean())).toEqual(['oid-text']);
    });

    it('compares strings exactly, escapes and all', async () => {
      expect(ids(await rows.find({ email: 'bo<&>"é@example.com' }).lean())).toEqual(['other']);
      expect(ids(await rows.find({ email: 'ANA@example.com' }).lean())).toEqual([]);
      expect(ids(await rows.find({ email: 'ana+2@example.com' }).lean())).toEqual(['hidden']);
    });

    it('applies the rest of the filter: other fields, $and, $or, sort and limit', async () => {
      expect(ids(await rows.find({ owner: 'ana', hidden: false }).lean())).toEqual(['array', 'plain']);
      expect(ids(await rows.find({ $and: [{ owner: 'ana' }, { $or: [{ n: { $lt: 2 } }, { n: 3 }] }] }).lean())).toEqual([
        'array',
        'plain',
      ]);
      expect((await rows.find({ owner: 'ana' }).sort({ n: -1 }).limit(2).lean()).map((r) => r._id)).toEqual(['array', 'hidden']);
      expect(await rows.countDocuments({ owner: 'ana', hidden: true })).toBe(1);
    });

    it('updates and deletes only the matching rows', async () => {
      await rows.updateMany({ owner: 'bo' }, { $set: { hidden: true } });
      expect(ids(await rows.find({ hidden: true }).lean())).toEqual(['array', 'hidden', 'other']);
      await rows.deleteOne({ email: 'ana@example.com' });
      expect(await rows.findById('plain').lean()).toBeNull();
      expect(ids(await rows.find({ owner: 'ana' }).lean())).toEqual(['array', 'hidden']);
      // a unique index still refuses a second row with the same value
      await expect(rows.create({ _id: 'twin', email: 'bo<&>"é@example.com' })).rejects.toThrow(/duplicate key/i);
    });

    it('searches the index for the equality', async () => {
      expect(await planOf(rows as unknown as Model<Loose>, { owner: 'ana', hidden: false })).toMatch(
        /SEARCH rows\S* USING INDEX/,
      );
      expect(await planOf(rows as unknown as Model<Loose>, { email: 'ana@example.com' })).toMatch(/SEARCH rows\S* USING INDEX/);
      expect(await planOf(rows as unknown as Model<Loose>, { _id: 'plain' })).toMatch(/SEARCH rows\S* USING INDEX/);
      // no index leads with `n`: a scan, as before
      expect(await planOf(rows as unknown as Model<Loose>, { n: 3 })).toMatch(/SCAN/);
    });
  });

  // the services' own collections, with the indexes the running services declared at start
  const lists: [string, string, string, Loose][] = [
    ['sign-in', 'identity', 'users', { email: 'someone@example.com' }],
    ['the cellar', 'cellar', 'saved_wines', { userId: 'u', hidden: false }],
    ['the analysed bottles', 'cellar', 'uploads', { userId: 'u', hidden: false }],
    ['the journal', 'cellar', 'tastings', { $and: [{ userId: 'u' }, { $or: [{ date: { $lt: '2025-01-01' } }] }] }],
    ['the history', 'ai', 'recommendation_searches', { userId: 'u', expiresAt: { $gt: new Date() } }],
  ];
  it.each(lists)('%s reads through an index', async (_, dbName, collection, filter) => {
    const db = (await open(dbName)).db!;
    const indexed = (await db.collection(collection).indexes()).map((i) => Object.keys(i.key)[0]);
    expect(indexed).toContain(Object.keys(filter)[0] === '$and' ? 'userId' : Object.keys(filter)[0]);
    const explained = (await db.collection(collection).find(filter).explain()) as { queryPlanner: { Plan: string[] } };
    expect(explained.queryPlanner.Plan.join('\n')).toMatch(/SEARCH \S+ USING INDEX/);
  });
});
