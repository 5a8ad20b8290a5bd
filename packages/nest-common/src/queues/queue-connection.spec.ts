import { reconnectOnReadonly } from '../resilience/redis-failover';
import { bullConnection, bullProducerConnection } from './queue-connection';

describe("BullMQ's connection from REDIS_URL", () => {
  it('takes the ACL user, the percent-decoded password and the database index', () => {
    expect(bullConnection('redis://ai:p%40ss%2Fword@redis.internal:6380/2')).toEqual({
      host: 'redis.internal',
      port: 6380,
      username: 'ai',
      password: 'p@ss/word',
      db: 2,
      maxRetriesPerRequest: null,
      reconnectOnError: reconnectOnReadonly,
    });
  });

  it('speaks TLS to a rediss:// URL, checking the certificate against the host name', () => {
    expect(bullConnection('rediss://ai:secret@master.cache.amazonaws.com:6379')).toMatchObject({
      host: 'master.cache.amazonaws.com',
      tls: { servername: 'master.cache.amazonaws.com' },
    });
    expect(bullConnection('redis://127.0.0.1:6379')).not.toHaveProperty('tls');
    expect(bullConnection('redis://127.0.0.1:6379')).not.toHaveProperty('db');
  });

  it('lets a producer fail at once while Redis is unreachable, rather than queue offline for ever', () => {
    expect(bullProducerConnection('redis://127.0.0.1:6379')).toMatchObject({ enableOfflineQueue: false });
    expect(bullConnection('redis://127.0.0.1:6379')).not.toHaveProperty('enableOfflineQueue');
  });
});
