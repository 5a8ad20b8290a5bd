import type Redis from 'ioredis';

// One round trip, atomic: remember the reply (first reply wins, so a redelivered request answers
// what the first delivery answered, and is not done again), publish it on the caller's channel,
// acknowledge the request and delete it: a request rests in Redis only until it is handled (sign-in
// and password bodies carry plain passwords). The reply is remembered sealed with the request's own
// key (wire.ts sealReply), which is deleted with the entry. A reply larger than KEEP_REPLY_MAX_LENGTH
// is published just before, on its own, and remembered as done ('') without its text: those are
// reads (the guide, exports); keeping them would hold hundreds of MB in Redis (and its append-only
// file) at a few hundred requests a second, and copying them through Lua cost Redis ~130 µs each for 57 kB.
// When another delivery answered first, its remembered reply is returned unpublished: only the caller
// holds the key that opens it.
// KEYS: cache key, stream. ARGV: reply ('' when published already), reply to remember, ttl ms, channel, group, entry id.
export const REPLY_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then
  local first = redis.call('GET', KEYS[1])
  if first and first ~= '' then return first end
end
if ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[4], ARGV[1]) end
redis.call('XACK', KEYS[2], ARGV[5], ARGV[6])
redis.call('XDEL', KEYS[2], ARGV[6])
return 1`;

/** The writer connection with the reply script defined on it (`defineCommand('rpcReply', …)`). */
export type ReplyingRedis = Redis & {
  rpcReply(
    cacheKey: string,
    stream: string,
    body: string | Buffer,
    kept: string | Buffer,
    ttlMs: number,
    channel: string,
    group: string,
    entryId: string,
  ): Promise<number | string>;
};
