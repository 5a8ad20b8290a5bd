import { reconnectOnReadonly } from './redis-failover';
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
    // the store's whole-operation deadline (timeoutMS), retry included
    const operation = Object.assign(new Error('Timed out during socket read (3999ms)'), { name: 'MongoOperationTimeoutError' });
    expect(isDependencyOutage(operation)).toBe(true);
  });

  it('counts a MongoDB election as an outage: not primary, stepped down, interrupted, or a retryable label', () => {
    const mongo = (code: number, name = 'MongoServerError') => Object.assign(new Error(`code ${code}`), { name, code });
    for (const code of [10107, 13435, 13436, 189, 11602, 91, 11600])
      expect({ code, outage: isDependencyOutage(mongo(code)) }).toEqual({ code, outage: true });
    expect(isDependencyOutage(mongo(10107, 'MongoWriteConcernError'))).toBe(true);
    const labelled = Object.assign(new Error('not master'), {
      name: 'MongoServerError',
      code: 0,
      errorLabelSet: new Set(['RetryableWriteError']),
    });
    expect(isDependencyOutage(labelled)).toBe(true);
    // an operation cut at its maxTimeMS: the store is slow, the request was not wrong
    expect(isDependencyOutage(mongo(50))).toBe(true);
    // the same codes from something that is not the driver mean nothing
    expect(isDependencyOutage({ code: 10107, message: 'x' })).toBe(false);
  });

  it('counts a Redis failover, a loading replica and a full Redis as outages', () => {
    expect(isDependencyOutage(new Error("READONLY You can't write against a read only replica."))).toBe(true);
    expect(isDependencyOutage(new Error('LOADING Redis is loading the dataset in memory'))).toBe(true);
    expect(isDependencyOutage(new Error("OOM command not allowed when used memory > 'maxmemory'."))).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    expect(isDependencyOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyOutage({ statusCode: 400, message: 'email: Invalid' })).toBe(false);
    expect(isDependencyOutage('boom')).toBe(false);
    // a duplicate key is an answer (a limit held by its index), not an outage
    expect(isDependencyOutage(Object.assign(new Error('E11000'), { name: 'MongoServerError', code: 11000 }))).toBe(false);
  });
});

describe('reconnectOnReadonly', () => {
  it('reconnects and resends on READONLY (a failed-over primary), and on nothing else', () => {
    expect(reconnectOnReadonly(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(reconnectOnReadonly(new Error('ERR wrong number of arguments'))).toBe(false);
  });
});
