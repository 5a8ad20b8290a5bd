import { GroupedInserts } from './grouped-inserts';

/** A store write that waits until released, recording what each write held. */
function heldStore() {
  const writes: number[][] = [];
  const releases: ((err?: unknown) => void)[] = [];
  const write = (records: number[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push(records);
      releases.push((err) => (err ? reject(err) : resolve()));
    });
  return { writes, releases, write };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('GroupedInserts', () => {
  it('writes the first record at once and the ones that arrive meanwhile together in the next write', async () => {
    const store = heldStore();
    const inserts = new GroupedInserts(store.write);
    const done: number[] = [];
    const first = inserts.insert(1).then(() => done.push(1));
    const later = [2, 3, 4].map((n) => inserts.insert(n).then(() => done.push(n)));
    expect(store.writes).toEqual([[1]]);
    // nobody hears before their own record is written
    await settle();
    expect(done).toEqual([]);
    store.releases[0]();
    await first;
    await settle();
    expect(done).toEqual([1]);
    expect(store.writes).toEqual([[1], [2, 3, 4]]);
    store.releases[1]();
    await Promise.all(later);
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('splits a burst larger than one write holds', async () => {
    const store = heldStore();
    const inserts = new GroupedInserts(store.write, 2);
    const all = [1, 2, 3, 4, 5].map((n) => inserts.insert(n));
    for (let i = 0; i < 3; i++) {
      await settle();
      store.releases[i]();
    }
    await Promise.all(all);
    expect(store.writes).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails the records of a failed write and those waiting behind it at once, and writes later ones again', async () => {
    const store = heldStore();
    const inserts = new GroupedInserts(store.write);
    const first = inserts.insert(1);
    const behind = inserts.insert(2);
    store.releases[0](new Error('store hung'));
    await expect(first).rejects.toThrow('store hung');
    // not held for a second deadline of its own
    await expect(behind).rejects.toThrow('store hung');
    expect(store.writes).toEqual([[1]]);
    const later = inserts.insert(3);
    expect(store.writes).toEqual([[1], [3]]);
    store.releases[1]();
    await expect(later).resolves.toBeUndefined();
  });

  it('fails only the records an unordered write refused', async () => {
    const store = heldStore();
    const inserts = new GroupedInserts(store.write);
    const first = inserts.insert(0);
    const batch = [1, 2, 3].map((n) => inserts.insert(n));
    store.releases[0]();
    await first;
    await settle();
    store.releases[1](Object.assign(new Error('duplicate key'), { writeErrors: [{ index: 1 }] }));
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
