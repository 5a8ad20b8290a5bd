import { TOPICS } from '@wine/contracts';
import { DeadLetter, EventDispatcher } from './event-dispatcher';
import { ProcessedMarkers } from './processed-markers';

const memoryMarkers = (): ProcessedMarkers & { ids: Set<string> } => {
  const ids = new Set<string>();
  return { ids, has: async (id) => ids.has(id), mark: async (id) => void ids.add(id) };
};

const deletion = (userId: string, eventId = 'e-1') =>
  JSON.stringify({ eventId, topic: TOPICS.userDeleted, occurredAt: new Date().toISOString(), payload: { userId } });

function setup() {
  const markers = memoryMarkers();
  const letters: DeadLetter[] = [];
  const errors: string[] = [];
  const dispatcher = new EventDispatcher({
    groupId: 'ai',
    markers,
    deadLetter: async (l) => void letters.push(l),
    log: { error: (m) => void errors.push(m) },
    backoffMs: [1, 1],
    sleep: async () => undefined,
  });
  return { dispatcher, markers, letters, errors };
}

const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { code: 'ECONNREFUSED' });

describe('EventDispatcher', () => {
  it('runs every handler of a topic, not only the last one registered', async () => {
    const { dispatcher } = setup();
    const ran: string[] = [];
    dispatcher.on(TOPICS.userDeleted, 'searches', async ({ userId }) => void ran.push(`searches:${userId}`));
    dispatcher.on(TOPICS.userDeleted, 'photos', async ({ userId }) => void ran.push(`photos:${userId}`));
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here');
    expect(ran).toEqual(['searches:u1', 'photos:u1']);
    expect(dispatcher.topics()).toEqual([TOPICS.userDeleted]);
    expect(dispatcher.handlerNames(TOPICS.userDeleted)).toEqual(['searches', 'photos']);
  });

  it('refuses two handlers of one name for a topic, and names that are not lower-case words', () => {
    const { dispatcher } = setup();
    dispatcher.on(TOPICS.userDeleted, 'photos', async () => undefined);
    expect(() => dispatcher.on(TOPICS.userDeleted, 'photos', async () => undefined)).toThrow(/two event handlers named "photos"/);
    expect(() => dispatcher.on(TOPICS.userDeleted, 'Photos!', async () => undefined)).toThrow(/lower-case/);
    // the same name on another topic is a different handler
    expect(() => dispatcher.on(TOPICS.userRegistered, 'photos', async () => undefined)).not.toThrow();
  });

  it('keeps one marker per handler: a redelivery reruns only the handler that did not finish', async () => {
    const { dispatcher, markers } = setup();
    const runs = { searches: 0, photos: 0 };
    let storeDown = true;
    dispatcher.on(TOPICS.userDeleted, 'searches', async () => void runs.searches++);
    dispatcher.on(TOPICS.userDeleted, 'photos', async () => {
      runs.photos++;
      if (storeDown) throw outage();
    });
    // an outage is thrown (Kafka redelivers), after the other handler had its turn
    await expect(dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here')).rejects.toThrow(/ECONNREFUSED/);
    expect(runs).toEqual({ searches: 1, photos: 1 });
    expect([...markers.ids]).toEqual(['ai:searches:e-1']);

    storeDown = false;
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here');
    expect(runs).toEqual({ searches: 1, photos: 2 });
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here');
    expect(runs).toEqual({ searches: 1, photos: 2 });
    expect([...markers.ids].sort()).toEqual(['ai:photos:e-1', 'ai:searches:e-1']);
  });

  it('an outage in the first handler still lets the second run', async () => {
    const { dispatcher } = setup();
    const ran: string[] = [];
    dispatcher.on(TOPICS.userDeleted, 'first', async () => {
      throw outage();
    });
    dispatcher.on(TOPICS.userDeleted, 'second', async () => void ran.push('second'));
    await expect(dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here')).rejects.toThrow();
    expect(ran).toEqual(['second']);
  });

  it('retries a failing handler, then dead-letters it alone, naming the handler; the others are done', async () => {
    const { dispatcher, letters, markers, errors } = setup();
    let attempts = 0;
    dispatcher.on(TOPICS.userDeleted, 'broken', async () => {
      attempts++;
      throw new Error('bad thumbnail key');
    });
    dispatcher.on(TOPICS.userDeleted, 'photos', async () => undefined);
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'identity.user.deleted/0@7');
    expect(attempts).toBe(3);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      group: 'ai',
      handler: 'broken',
      topic: TOPICS.userDeleted,
      where: 'identity.user.deleted/0@7',
    });
    expect(letters[0].error).toBe('bad thumbnail key');
    expect(JSON.parse(letters[0].event).payload).toEqual({ userId: 'u1' });
    expect([...markers.ids]).toEqual(['ai:photos:e-1']);
    expect(errors.join()).toMatch(/ai\/broken after 3 attempts/);
  });

  it('a handler that succeeds on a retry is marked once and never dead-lettered', async () => {
    const { dispatcher, letters, markers } = setup();
    let attempts = 0;
    dispatcher.on(TOPICS.userDeleted, 'flaky', async () => {
      if (++attempts < 2) throw new Error('once');
    });
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here');
    expect(attempts).toBe(2);
    expect(letters).toEqual([]);
    expect([...markers.ids]).toEqual(['ai:flaky:e-1']);
  });

  it('drops a malformed event with a log line instead of blocking the partition', async () => {
    const { dispatcher, errors } = setup();
    const ran: string[] = [];
    dispatcher.on(TOPICS.userDeleted, 'photos', async () => void ran.push('x'));
    await dispatcher.dispatch(TOPICS.userDeleted, '{not json', 'here');
    await dispatcher.dispatch(TOPICS.userDeleted, JSON.stringify({ eventId: 'e', payload: { userId: 5 } }), 'here');
    expect(ran).toEqual([]);
    expect(errors).toHaveLength(2);
  });

  it('a topic nobody handles is a no-op', async () => {
    const { dispatcher, markers } = setup();
    await dispatcher.dispatch(TOPICS.userDeleted, deletion('u1'), 'here');
    expect(markers.ids.size).toBe(0);
  });
});
