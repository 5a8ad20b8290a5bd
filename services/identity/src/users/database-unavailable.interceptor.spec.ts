import { isDatabaseUnavailable } from './database-unavailable.interceptor';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('a database outage is told apart from a bug', () => {
  it.each([
    named('MongoServerSelectionError'),
    named('MongoNetworkError'),
    named('MongooseServerSelectionError'),
    named('MongooseError', 'Operation `users.findOne()` buffering timed out after 10000ms'),
    new Error('connect ECONNREFUSED 127.0.0.1:27117'),
  ])('%s is an outage', (err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([named('MongoServerError', 'E11000 duplicate key'), new TypeError('x is undefined'), 'a string'])('%s is not', (err) =>
    expect(isDatabaseUnavailable(err)).toBe(false),
  );
});
