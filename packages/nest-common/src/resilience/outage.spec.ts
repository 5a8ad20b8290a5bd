import { isDependencyOutage } from './outage';

describe('isDependencyOutage', () => {
  it('recognises the store, Redis and network being out', () => {
    expect(isDependencyOutage(Object.assign(new Error('x'), { name: 'MongoServerSelectionError' }))).toBe(true);
    expect(isDependencyOutage(new Error('Operation `users.findOne()` buffering timed out after 10000ms'))).toBe(true);
    expect(isDependencyOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDependencyOutage(new Error('wrapped', { cause: Object.assign(new Error('c'), { code: 'ECONNRESET' }) }))).toBe(true);
  });

  it('recognises a store or Redis that hangs past its deadline', () => {
    const bulk = Object.assign(new Error('connection 33 to 127.0.0.1:27817 timed out'), { name: 'MongoBulkWriteError' });
    expect(isDependencyOutage(bulk)).toBe(true);
    expect(isDependencyOutage(new Error('Command timed out'))).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    expect(isDependencyOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyOutage({ statusCode: 400, message: 'email: Invalid' })).toBe(false);
    expect(isDependencyOutage('boom')).toBe(false);
  });
});
