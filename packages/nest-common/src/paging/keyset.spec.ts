import { Types } from 'mongoose';
import { afterKeys, decodeCursor, encodeCursor, type KeysetSort } from './keyset';

const SORT: KeysetSort = [
  ['date', -1],
  ['createdAt', -1],
  ['_id', -1],
];

describe('keyset cursors', () => {
  it('round-trips strings, dates and ids', () => {
    const id = new Types.ObjectId();
    const at = new Date('2026-03-01T10:00:00.000Z');
    const cursor = encodeCursor(['2026-03-01', at, id]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const [date, createdAt, _id] = decodeCursor(cursor, SORT);
    expect(date).toBe('2026-03-01');
    expect(createdAt).toEqual(at);
    expect(String(_id)).toBe(String(id));
  });

  it.each([
    ['not base64 json', 'bm90IGpzb24'],
    ['wrong length', encodeCursor(['a'])],
    ['an operator', Buffer.from(JSON.stringify(['a', { $gt: '' }, 'b'])).toString('base64url')],
    ['a bad id', Buffer.from(JSON.stringify(['a', 'b', { o: 'zz' }])).toString('base64url')],
  ])('refuses %s with a 400', (_what, cursor) => {
    expect(() => decodeCursor(cursor, SORT)).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ statusCode: 400 }) }),
    );
  });

  it('filters on the rows after the cursor, most significant key first', () => {
    expect(afterKeys(SORT, ['d', 'c', 'i'])).toEqual({
      $or: [{ date: { $lt: 'd' } }, { date: 'd', createdAt: { $lt: 'c' } }, { date: 'd', createdAt: 'c', _id: { $lt: 'i' } }],
    });
    expect(afterKeys([['name', 1]], ['x'])).toEqual({ $or: [{ name: { $gt: 'x' } }] });
  });
});
