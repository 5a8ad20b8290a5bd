// Which Redis keys, channels and commands each process may use: the one declaration the ACL file
// (infra/access/redis-users.acl) is rendered from; docker-compose.yml mounts that file and the
// Kubernetes ConfigMap `redis-acl` carries the same lines (infra/access/redis-access.spec.ts
// compares all three, and checks every key the code builds against its owner's patterns).
// docs/production.md#least-privilege-inside says who touches what, and why.

export type RedisUser = 'gateway' | 'identity' | 'cellar' | 'ai' | 'ai-worker' | 'billing' | 'content';
export const REDIS_USERS: RedisUser[] = ['gateway', 'identity', 'cellar', 'ai', 'ai-worker', 'billing', 'content'];

/** A key pattern: `rw` read and write, `r` read only (Redis's %R~ selector). */
export interface KeyGrant {
  pattern: string;
  mode: 'rw' | 'r';
  why: string;
}

export interface RedisAccess {
  /** the services whose request streams (rpc:<service>) it serves: its own */
  serves?: string;
  /** the services it calls over the Streams transport (XADD to their rpc:<service>) */
  calls: string[];
  keys: KeyGrant[];
}

/** The Streams transport (docs/architecture.md#transport): what serving and calling need. */
const served = (service: string): KeyGrant[] => [
  { pattern: `rpc:${service}`, mode: 'rw', why: 'its request stream: XREADGROUP, XACK, XDEL, XCLAIM, XPENDING' },
  { pattern: `rpc:dead:${service}`, mode: 'rw', why: 'its dead letters: requests past their deliveries' },
  {
    pattern: `rpc:done:${service}:*`,
    mode: 'rw',
    why: 'its reply cache by request id (SET NX), so a redelivered request answers once',
  },
];

export const REDIS_ACCESS: Record<RedisUser, RedisAccess> = {
  gateway: {
    calls: ['identity', 'cellar', 'ai', 'billing', 'content'],
    keys: [
      { pattern: 'ratelimit:*', mode: 'rw', why: 'the per-route rate limits (rate-limit/rate-limiter.ts)' },
      { pattern: 'auth:*', mode: 'rw', why: 'session revocation and tokens-valid-from (access/session-state.ts)' },
      { pattern: 'signin:*', mode: 'rw', why: 'the sign-in throttle (account/sign-in-throttle.ts)' },
      { pattern: 'identity:user-preferences:*', mode: 'r', why: "identity's preferences cache, read for recommendations" },
      { pattern: 'bull:photo-analysis:events', mode: 'r', why: "the photo queue's event stream (QueueEvents: a job's end)" },
    ],
  },
  identity: {
    serves: 'identity',
    calls: [],
    keys: [
      ...served('identity'),
      { pattern: 'identity:user-preferences:*', mode: 'rw', why: 'its preferences cache (users/preferences-cache.ts)' },
    ],
  },
  cellar: {
    serves: 'cellar',
    calls: ['identity', 'ai'],
    keys: [
      ...served('cellar'),
      { pattern: 'cellar:saved-list:*', mode: 'rw', why: 'the saved-wine list view (saved-wines/saved-wine-list.view.ts)' },
      { pattern: 'cellar:palate-signals:*', mode: 'rw', why: 'the palate signals cache (palate/palate-signals.cache.ts)' },
      { pattern: 'bull:cellar-reminders:*', mode: 'rw', why: "the monthly Drink-soon reminder's BullMQ queue and worker" },
    ],
  },
  ai: {
    serves: 'ai',
    calls: ['cellar'],
    keys: [
      ...served('ai'),
      { pattern: 'bull:photo-analysis:*', mode: 'rw', why: "the photo queue it adds to, and a deleted member's jobs it removes" },
      { pattern: 'ai:palate-thumbs:*', mode: 'rw', why: "the palate's kept thumbs (palate/palate-cache.ts)" },
      {
        pattern: 'cellar:palate-signals:*',
        mode: 'r',
        why: "the cellar's built palate signals, read on each search before asking the cellar (palate/palate-cache.ts)",
      },
    ],
  },
  'ai-worker': {
    calls: ['cellar'],
    keys: [{ pattern: 'bull:photo-analysis:*', mode: 'rw', why: 'the photo queue it works (BullMQ Worker)' }],
  },
  billing: { serves: 'billing', calls: [], keys: served('billing') },
  content: { serves: 'content', calls: [], keys: served('content') },
};

/** Replies come back on the calling instance's channel `rpc:reply:<its Redis user>:<host>:<pid>:…`. */
export const replyChannels = (user: RedisUser) => `rpc:reply:${user}:*`;

/**
 * The reply channels a user may use: its own (it SUBSCRIBEs there when it calls) and, when it
 * serves, those of the users that call it (it PUBLISHes replies there). Redis's channel rules
 * cannot tell subscribing from publishing, so a serving caller could also read its callers'
 * replies; the commands narrow the rest (a user that calls nothing cannot SUBSCRIBE).
 */
export function channelGrants(user: RedisUser): string[] {
  const access = REDIS_ACCESS[user];
  const own = access.calls.length ? [replyChannels(user)] : [];
  const served = access.serves;
  const callers = served ? REDIS_USERS.filter((caller) => REDIS_ACCESS[caller].calls.includes(served)) : [];
  return [...new Set([...own, ...callers.map(replyChannels)])];
}

/**
 * Commands, the same for every process: connection, data commands on its own keys (@read, @write),
 * scripts (the reply script, the throttle, BullMQ's), MULTI/EXEC; never @admin or @dangerous
 * (CONFIG, KEYS, FLUSHALL, SHUTDOWN, ACL, MONITOR...), nor FUNCTION, nor SCAN, which would list other keys.
 * INFO is @dangerous but harmless and needed: ioredis's ready check, BullMQ's version check and
 * the metrics' Redis memory read it.
 */
export const BASE_COMMANDS = [
  '-@all',
  '+@connection',
  '+@read',
  '+@write',
  '+@transaction',
  '+eval',
  '+evalsha',
  '+script|load',
  '+script|exists',
  '-@admin',
  '-@dangerous',
  // FUNCTION LOAD/DELETE/FLUSH are @write: server-side code is the operator's
  '-function',
  '-scan',
  '-randomkey',
  '+info',
];

/** What pub/sub it needs: callers SUBSCRIBE to their reply channel, servers PUBLISH replies. */
export function pubsubCommands(access: RedisAccess): string[] {
  return [...(access.calls.length ? ['+subscribe', '+unsubscribe'] : []), ...(access.serves ? ['+publish'] : [])];
}

/** Every key pattern of the user: its own grants, then the request streams of the services it calls. */
export function keyGrants(access: RedisAccess): KeyGrant[] {
  const called = access.calls.map((service): KeyGrant => ({
    pattern: `rpc:${service}`,
    mode: 'rw',
    why: `XADD a request to ${service}`,
  }));
  return [...access.keys, ...called];
}

/** One ACL line's rules (without `user <name> on >password`). */
export function aclRules(user: RedisUser): string {
  const access = REDIS_ACCESS[user];
  const keys = keyGrants(access).map((grant) => `${grant.mode === 'r' ? '%R~' : '~'}${grant.pattern}`);
  const channels = channelGrants(user).map((pattern) => `&${pattern}`);
  return ['resetkeys', 'resetchannels', ...keys, ...channels, ...BASE_COMMANDS, ...pubsubCommands(access)].join(' ');
}

/** The ACL file's template: `<user> <rules>` a line; the password is added where Redis starts. */
export function renderAclTemplate(): string {
  return (
    [
      '# Rendered from infra/access/redis-access.ts (UPDATE_ACCESS=1 node_modules/.bin/jest infra/access): do not edit.',
      '# <user> <rules>; the password (REDIS_PASSWORD_<USER>) is prefixed where Redis starts.',
      ...REDIS_USERS.map((user) => `${user} ${aclRules(user)}`),
    ].join('\n') + '\n'
  );
}

/** The environment variable that holds a user's password: REDIS_PASSWORD_AI_WORKER for ai-worker. */
export const passwordVariable = (user: string) => `REDIS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

/** Whether a Redis glob pattern (only `*` used here) matches a key. */
export function globMatches(pattern: string, key: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(key);
}
