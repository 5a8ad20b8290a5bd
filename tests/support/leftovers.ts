// Scans every store of the test system for traces of a member: every database and collection,
// every object in every bucket, every Redis key (its name and its value). Used by the deletion
// suite to prove an erased account leaves nothing behind (docs/product-rules.md#account-deletion-and-data-retention).
import Redis from 'ioredis';
import { Client as Minio } from 'minio';
import { MongoClient } from 'mongodb';
import { TEST_STACK } from './system';

export interface Leftover {
  store: 'mongo' | 'minio' | 'redis';
  where: string;
  found: string;
  /** Redis only: seconds until the key expires (-1: never). */
  ttlSeconds?: number;
}

/** Keeps at most this many elements of one Redis value (the test system's values are small). */
const REDIS_ELEMENTS = 2000;

function firstMatch(text: string, needles: string[]): string | undefined {
  return needles.find((n) => text.includes(n));
}

/** Every document of every collection of every database that mentions one of the needles. */
async function scanMongo(needles: string[]): Promise<Leftover[]> {
  const client = await MongoClient.connect(TEST_STACK.mongoUrl('admin'));
  const found: Leftover[] = [];
  try {
    const { databases } = await client.db('admin').admin().listDatabases();
    for (const { name: dbName } of databases) {
      if (['admin', 'local', 'config'].includes(dbName)) continue;
      const db = client.db(dbName);
      for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
        for await (const doc of db.collection(name).find({})) {
          const hit = firstMatch(JSON.stringify(doc), needles);
          if (hit) found.push({ store: 'mongo', where: `${dbName}.${name}/${String(doc._id)}`, found: hit });
        }
      }
    }
  } finally {
    await client.close();
  }
  return found;
}

/** Every object of every bucket whose key mentions a needle. */
async function scanMinio(needles: string[]): Promise<Leftover[]> {
  const minio = new Minio(TEST_STACK.minio);
  const found: Leftover[] = [];
  for (const bucket of await minio.listBuckets()) {
    for await (const item of minio.listObjectsV2(bucket.name, '', true)) {
      const key = (item as { name?: string }).name ?? '';
      const hit = firstMatch(key, needles);
      if (hit) found.push({ store: 'minio', where: `${bucket.name}/${key}`, found: hit });
    }
  }
  return found;
}

async function redisValue(redis: Redis, key: string): Promise<string> {
  const type = await redis.type(key);
  const n = REDIS_ELEMENTS;
  switch (type) {
    case 'string':
      return (await redis.getBuffer(key))?.toString('latin1') ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, n));
    case 'set':
      return JSON.stringify((await redis.sscan(key, 0, 'COUNT', n))[1]);
    case 'zset':
      return JSON.stringify(await redis.zrange(key, 0, n));
    case 'stream':
      return JSON.stringify(await redis.xrevrange(key, '+', '-', 'COUNT', n));
    default:
      return '';
  }
}

/** Every Redis key whose name or value mentions a needle. */
async function scanRedis(needles: string[]): Promise<Leftover[]> {
  const redis = new Redis(TEST_STACK.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const found: Leftover[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const hit = firstMatch(key, needles) ?? firstMatch(await redisValue(redis, key), needles);
        if (hit) found.push({ store: 'redis', where: key, found: hit, ttlSeconds: await redis.ttl(key) });
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return found;
}

/** Where any of the needles (a user id, an e-mail, ids of their things) is still stored. */
export async function findLeftovers(needles: string[]): Promise<Leftover[]> {
  const wanted = needles.filter((n) => n.length >= 6);
  const [mongo, minio, redis] = await Promise.all([scanMongo(wanted), scanMinio(wanted), scanRedis(wanted)]);
  return [...mongo, ...minio, ...redis];
}
