import { parse, parseAllDocuments } from 'yaml';
import { CELLAR_PALATE_SIGNALS_CACHE, DRINKING_REMINDER, QUEUES, USER_PREFERENCES_CACHE } from '@wine/contracts';
import {
  deadLetterStream,
  replyCacheKey,
  replyChannel,
  requestStream,
} from '../../packages/nest-common/src/transport/streams/wire';
import {
  aclRules,
  globMatches,
  keyGrants,
  passwordVariable,
  REDIS_ACCESS,
  REDIS_USERS,
  RedisUser,
  renderAclTemplate,
  channelGrants,
} from './redis-access';
import { readRepoFile, renderedFile } from './rendered';
import { productionSecretTemplate } from '../k8s/external-secrets';

const ACL_FILE = 'infra/access/redis-users.acl';
const canTouch = (user: RedisUser, key: string, mode: 'r' | 'rw' = 'rw') =>
  keyGrants(REDIS_ACCESS[user]).some((g) => globMatches(g.pattern, key) && (mode === 'r' || g.mode === 'rw'));

/** The template part of a code file that builds a key: `prefix:${…}` → `prefix:x` (one sample key). */
function keysBuiltIn(file: string): string[] {
  return [...readRepoFile(file).matchAll(/`([a-z-]+(?::[a-z-]+)*:)\$\{/g)].map((m) => `${m[1]}x`);
}

describe('Redis: one ACL user per process, limited to what its code touches', () => {
  it('renders the ACL file from the declaration (UPDATE_ACCESS=1 jest infra/access rewrites it)', () => {
    expect(renderedFile(ACL_FILE, renderAclTemplate())).toBe(renderAclTemplate());
  });

  it.each(REDIS_USERS)('%s: no +@all, no every-key or every-channel pattern, no admin or dangerous commands', (user) => {
    const rules = aclRules(user).split(' ');
    expect(rules).not.toContain('+@all');
    expect(rules).not.toContain('allkeys');
    expect(rules).not.toContain('allchannels');
    expect(rules.filter((r) => /^(%R)?~\*$|^&\*$/.test(r))).toEqual([]);
    expect(rules.slice(0, 2)).toEqual(['resetkeys', 'resetchannels']);
    expect(rules.indexOf('-@all')).toBeLessThan(rules.indexOf('+@read'));
    expect(rules).toEqual(expect.arrayContaining(['-@admin', '-@dangerous', '-scan']));
    // the only command let back in after -@dangerous
    expect(rules.slice(rules.indexOf('-@dangerous') + 1).filter((r) => r.startsWith('+'))).toEqual([
      '+info',
      ...(REDIS_ACCESS[user].calls.length ? ['+subscribe', '+unsubscribe'] : []),
      ...(REDIS_ACCESS[user].serves ? ['+publish'] : []),
    ]);
  });

  it.each(REDIS_USERS)('%s: serves and calls through the Streams transport with its own streams only', (user) => {
    const access = REDIS_ACCESS[user];
    for (const service of access.calls) expect(canTouch(user, requestStream(service))).toBe(true);
    if (access.serves) {
      expect(canTouch(user, requestStream(access.serves))).toBe(true);
      expect(canTouch(user, deadLetterStream(access.serves))).toBe(true);
      expect(canTouch(user, replyCacheKey(access.serves, '7b0e4c1a-request'))).toBe(true);
    }
    // another service's reply cache: a redelivered request of theirs is not this user's to answer
    for (const service of REDIS_USERS.filter((u) => u !== access.serves))
      expect({ service, done: canTouch(user, replyCacheKey(service, 'r1')) }).toEqual({ service, done: false });
    const others = REDIS_USERS.filter((u) => u !== access.serves && !access.calls.includes(u));
    for (const service of others)
      expect({ service, touches: canTouch(user, requestStream(service)) }).toEqual({ service, touches: false });
    for (const service of REDIS_USERS.filter((u) => u !== access.serves))
      expect({ service, dead: canTouch(user, deadLetterStream(service)) }).toEqual({ service, dead: false });
  });

  it('gives each key the code builds to its owner, and reading it only to whom the code reads it', () => {
    const owners: [string, RedisUser[], RedisUser[]][] = [
      // [sample key, who may write it, who may only read it]
      [USER_PREFERENCES_CACHE.key('u1'), ['identity'], ['gateway']],
      [`bull:${QUEUES.photoAnalysis}:wait`, ['ai', 'ai-worker'], []],
      [`bull:${QUEUES.photoAnalysis}:events`, ['ai', 'ai-worker'], ['gateway']],
      [`bull:${DRINKING_REMINDER.queue}:repeat`, ['cellar'], []],
      ...keysBuiltIn('services/gateway/src/access/session-state.ts').map((k): [string, RedisUser[], RedisUser[]] => [
        k,
        ['gateway'],
        [],
      ]),
      ...keysBuiltIn('services/gateway/src/rate-limit/rate-limiter.ts').map((k): [string, RedisUser[], RedisUser[]] => [
        k,
        ['gateway'],
        [],
      ]),
      ...keysBuiltIn('services/gateway/src/account/sign-in-throttle.ts').map((k): [string, RedisUser[], RedisUser[]] => [
        k,
        ['gateway'],
        [],
      ]),
      ...keysBuiltIn('services/cellar/src/saved-wines/saved-wine-list.view.ts').map((k): [string, RedisUser[], RedisUser[]] => [
        k,
        ['cellar'],
        [],
      ]),
      [CELLAR_PALATE_SIGNALS_CACHE.key('u1'), ['cellar'], ['ai']],
      ...keysBuiltIn('services/ai/src/palate/palate-cache.ts').map((k): [string, RedisUser[], RedisUser[]] => [k, ['ai'], []]),
    ];
    // the files above do build keys (a renamed prefix fails here rather than passing on nothing)
    expect(owners.length).toBeGreaterThanOrEqual(4 + 7);
    for (const [key, writers, readers] of owners) {
      const wrote = REDIS_USERS.filter((u) => canTouch(u, key, 'rw'));
      const read = REDIS_USERS.filter((u) => canTouch(u, key, 'r') && !canTouch(u, key, 'rw'));
      expect({ key, wrote, read }).toEqual({ key, wrote: writers, read: readers });
    }
  });

  it('uses the queue names and BullMQ prefix the code uses', () => {
    expect(readRepoFile('packages/nest-common/src/queues/queue-connection.ts')).not.toMatch(/prefix:/);
    expect(readRepoFile('services/ai/src/photos/photos.service.ts')).toContain(
      'new Queue<PhotoAnalysisJob>(QUEUES.photoAnalysis',
    );
    expect(readRepoFile('services/cellar/src/reminders/reminder-queue.ts')).toContain('new Queue(DRINKING_REMINDER.queue');
    expect(readRepoFile('services/gateway/src/uploads/analysis-job-events.ts')).toContain('new QueueEvents(QUEUES.photoAnalysis');
    expect(readRepoFile('packages/nest-common/src/transport/streams/streams-client.ts')).toContain('replyChannel(options.url,');
  });

  it.each(REDIS_USERS)("%s: its own reply channel, and its callers' when it serves, no other", (user) => {
    const access = REDIS_ACCESS[user];
    // the channel a process connecting as this user replies on, as the client names it
    const channelOf = (u: string) => replyChannel(`redis://${u}:secret@redis:6379`, 'host-1:42:ab12cd34');
    const may = (u: string) => channelGrants(user).some((pattern) => globMatches(pattern, channelOf(u)));
    const callers = REDIS_USERS.filter((u) => access.serves && REDIS_ACCESS[u].calls.includes(access.serves));
    const expected = REDIS_USERS.filter((u) => (u === user && access.calls.length > 0) || callers.includes(u));
    expect(REDIS_USERS.filter(may)).toEqual(expected);
    expect(channelOf(user)).toBe(`rpc:reply:${user}:host-1:42:ab12cd34`);
  });

  it('names the reply channel after the Redis user of the URL, the default user without one', () => {
    expect(replyChannel('redis://ai-worker:p%40ss@redis:6379', 'h:1:a')).toBe('rpc:reply:ai-worker:h:1:a');
    expect(replyChannel('redis://127.0.0.1:6379', 'h:1:a')).toBe('rpc:reply:default:h:1:a');
    expect(replyChannel('not a url', 'h:1:a')).toBe('rpc:reply:default:h:1:a');
  });

  it('docker-compose.yml builds its ACL file from the rendered one, a password per user', () => {
    const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string>; command?: string[]; volumes?: string[] }>;
    };
    const redis = compose.services.redis;
    expect(redis.volumes).toContain(`./${ACL_FILE}:/etc/redis/access.acl:ro`);
    const script = [redis.command].flat().join('\n');
    expect(script).toContain("echo 'user default off'");
    expect(script).toContain('/etc/redis/access.acl');
    expect(script).not.toContain('+@all');
    expect(
      Object.keys(redis.environment ?? {})
        .filter((v) => v.startsWith('REDIS_PASSWORD_'))
        .sort(),
    ).toEqual(REDIS_USERS.map(passwordVariable).sort());
    for (const user of REDIS_USERS) {
      const url = compose.services[user].environment?.REDIS_URL ?? '';
      expect(url).toMatch(new RegExp(`^redis://${user}:\\$\\{${passwordVariable(user)}:\\?`));
    }
  });

  it('the Kubernetes ConfigMap redis-acl carries the same rules, and each service logs in as its own user', () => {
    const docs = parseAllDocuments(readRepoFile('infra/k8s/base/data-access.yaml')).map((d) => d.toJSON());
    const acl = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'redis-acl');
    expect(acl.data['users.acl']).toBe(renderAclTemplate());
    for (const user of REDIS_USERS) {
      // production's Secret, as the External Secrets Operator makes it from the store
      const url = productionSecretTemplate(`${user}-secrets`).REDIS_URL.replace(/\{\{[^}]*\}\}/g, 'x');
      expect(new URL(url).username).toBe(user);
    }
  });
});
