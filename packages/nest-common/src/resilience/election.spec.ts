import { TOPICS } from '@wine/contracts';
import { DeadLetter, EventDispatcher } from '../events/event-dispatcher';

/** A MongoDB primary stepping down mid-write, as the driver reports it. */
const election = () =>
  Object.assign(new Error('not primary'), {
    name: 'MongoServerError',
    code: 10107,
    errorLabelSet: new Set(['RetryableWriteError']),
  });

describe('an account deletion that meets a MongoDB election', () => {
  it('is retried once the store is back, never dead-lettered', async () => {
    const letters: DeadLetter[] = [];
    const marked = new Set<string>();
    const dispatcher = new EventDispatcher({
      groupId: 'cellar',
      markers: { has: (id) => Promise.resolve(marked.has(id)), mark: (id) => Promise.resolve(void marked.add(id)) },
      deadLetter: (letter) => Promise.resolve(void letters.push(letter)),
      log: { error: () => undefined },
      sleep: () => Promise.resolve(),
    });
    let electing = true;
    const purged: string[] = [];
    dispatcher.on(TOPICS.userDeleted, 'purge', ({ userId }) => {
      if (electing) return Promise.reject(election());
      purged.push(userId);
      return Promise.resolve();
    });
    const event = JSON.stringify({
      eventId: 'e1',
      topic: TOPICS.userDeleted,
      occurredAt: new Date().toISOString(),
      payload: { userId: 'u1' },
    });

    // the election: Kafka is told to deliver it again (the dispatcher throws), nothing is dead-lettered
    await expect(dispatcher.dispatch(TOPICS.userDeleted, event, 'p0@1')).rejects.toMatchObject({ code: 10107 });
    expect(letters).toEqual([]);
    // a new primary: the redelivery purges the member
    electing = false;
    await dispatcher.dispatch(TOPICS.userDeleted, event, 'p0@1');
    expect(purged).toEqual(['u1']);
    expect(letters).toEqual([]);
  });
});
