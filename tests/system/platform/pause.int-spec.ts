// Dependencies that hang, not just fail (docs/operations.md#dependencies-that-hang): each part of the
// stack is paused with SIGSTOP, as a stalled disk, a GC pause or a dead peer would leave it (its port
// still accepts connections, nothing answers). A user meanwhile gets a 503 with Retry-After well
// inside the gateway's 10 s transport deadline, or the answer that does without the part; after
// SIGCONT nothing is lost or counted twice. Every test resumes what it paused before it ends.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { bearer, registerMember, type TestAccount, uniqueEmail, uniqueIp } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { QUEUES } from '@wine/contracts';
import { Queue } from 'bullmq';
import { api, operatorHealth, systemInfo, TEST_STACK, waitFor } from '../../support/system';
import { renderLabel } from '../ai/rendered-label';
import { signal } from './transport-support';
import { silentWav } from '../../support/audio';

// the bound a user waits at most while a part hangs (the transport's own deadline is 10 s): the
// first call to meet a hung store pays its operation deadline (4 s) and, when it needed a new
// connection, the handshake's (2 s); measured 4.0 s on a quiet machine and up to 6.4 s in a full
// run on 2 busy cores. The calls after it are refused at once.
const BOUND_MS = 8000;
const UNAVAILABLE = /temporarily unavailable/i;
const RETRY_AFTER = /^[1-9]\d*$/;

/** Times a request; the response with how long it took. */
async function timed<T>(request: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

const usage = async (member: TestAccount) =>
  (await api().get('/api/auth/user').set(bearer(member.accessToken)).expect(200)).body.usage as {
    savedWines: number;
    uploadedWines: number;
  };

describe('pauses: a part of the stack hangs, and comes back', () => {
  let paused: number | undefined;
  const pause = async (name: string) => {
    const pid = systemInfo().pids[name];
    paused = pid;
    signal(pid, 'SIGSTOP');
    // every thread of it stopped (T) for real: what follows tests a hang, not a live part
    const states = () =>
      fs.readdirSync(`/proc/${pid}/task`).map((t) => fs.readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8').split(') ')[1][0]);
    await waitFor(async () => states().every((s) => s === 'T'), { timeoutMs: 3000, intervalMs: 20, what: `${name} to stop` });
  };
  const resume = () => {
    if (paused) signal(paused, 'SIGCONT');
    paused = undefined;
  };

  afterEach(async () => {
    resume();
    await waitFor(async () => (await operatorHealth()).body.status === 'ok', {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: 'the system to be healthy again',
    });
  }, 90_000);

  it('MinIO: uploads answer 503 naming photo analysis with Retry-After in seconds, use none of the quota, and count once after SIGCONT', async () => {
    const member = await registerMember();
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz', { width: 400 });
    const upload = () =>
      api().post('/api/upload/analyze?wait=0').set(bearer(member.accessToken)).attach('wine_image', image, 'bottle.png');
    await pause('minio');
    // the first finds out by its deadline, the next are refused at once by the breaker
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await timed(upload());
      expect([res.status, res.body, res.headers['retry-after']]).toEqual([
        503,
        { statusCode: 503, message: 'Photo analysis is temporarily unavailable' },
        expect.stringMatching(RETRY_AFTER),
      ]);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    expect((await usage(member)).uploadedWines).toBe(0);
    resume();
    const accepted = await waitFor(
      async () => {
        const res = await upload();
        return res.status !== 503 && res;
      },
      { timeoutMs: 30_000, intervalMs: 500, what: 'uploads to work again' },
    );
    expect(accepted.status).toBe(202);
    // the refused uploads were not finished behind the user's back once MinIO woke up
    await new Promise((r) => setTimeout(r, 1000));
    expect((await usage(member)).uploadedWines).toBe(1);
  });

  it('the store: signed-in calls answer 503 with Retry-After within the bound, refused saves are not saved after SIGCONT', async () => {
    const member = await registerMember();
    const save = (n: number) =>
      api()
        .post('/api/cellar/save')
        .set(bearer(member.accessToken))
        .send({
          wineName: `Paused Bottle ${n}`,
          wineType: 'Red Wine',
          region: 'Clare Valley',
          vintage: '2018',
          source: 'recommendation',
        });
    expect((await save(1)).status).toBe(201);
    await pause('ferretdb');
    const first = await timed(api().get('/api/auth/user').set(bearer(member.accessToken)));
    expect([first.res.status, first.res.body.message, first.res.headers['retry-after']]).toEqual([
      503,
      expect.stringMatching(UNAVAILABLE),
      expect.stringMatching(RETRY_AFTER),
    ]);
    expect(first.ms).toBeLessThan(BOUND_MS);
    // health knows now: a save is refused at once, before it reaches the store
    await waitFor(async () => (await operatorHealth()).body.dependencies?.mongo === 'down', {
      timeoutMs: 10_000,
      what: 'health to see the store down',
    });
    const refused = await timed(save(2));
    expect([refused.res.status, refused.res.headers['retry-after']]).toEqual([503, expect.stringMatching(RETRY_AFTER)]);
    expect(refused.ms).toBeLessThan(BOUND_MS);
    resume();
    const back = await waitFor(
      async () => {
        const res = await api().get('/api/cellar').set(bearer(member.accessToken));
        return res.status === 200 && res;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'the cellar to answer again' },
    );
    expect((back.body as { wineName: string }[]).map((w) => w.wineName)).toEqual(['Paused Bottle 1']);
  });

  it('the store: photos waiting in the queue are analysed after SIGCONT, none failed for the outage, each counted once', async () => {
    const member = await registerMember();
    const queue = new Queue(QUEUES.photoAnalysis, { connection: { host: '127.0.0.1', port: TEST_STACK.redisPort } });
    try {
      const jobIds: string[] = [];
      for (const wine of ['sa-penfolds-bin-28-shiraz', 'sa-penfolds-bin-28-shiraz', 'sa-penfolds-bin-28-shiraz']) {
        const { image } = await renderLabel(wine, { width: 400 });
        const res = await api()
          .post('/api/upload/analyze?wait=0')
          .set(bearer(member.accessToken))
          .attach('wine_image', image, 'bottle.png');
        expect(res.status).toBe(202);
        jobIds.push(res.body.jobId as string);
      }
      await pause('ferretdb');
      // what follows tests a job meeting the outage: at least one had not finished
      const states = await Promise.all(jobIds.map((id) => queue.getJobState(id)));
      expect(states.filter((state) => state !== 'completed').length).toBeGreaterThan(0);
      // longer than three attempts with their backoff (2 s, 4 s) take against a store that hangs
      await new Promise((r) => setTimeout(r, 15_000));
      resume();
      for (const jobId of jobIds) {
        const done = await waitFor(
          async () => {
            const res = await api().get(`/api/upload/analyze/${jobId}`).set(bearer(member.accessToken));
            return res.status === 200 && res.body.state !== 'queued' && res.body;
          },
          { timeoutMs: 90_000, intervalMs: 500, what: `photo job ${jobId}` },
        );
        expect(done).toMatchObject({ state: 'done', error: null });
      }
      expect((await usage(member)).uploadedWines).toBe(3);
    } finally {
      await queue.close();
    }
  }, 180_000);

  it('Redis: the transport and rate limits answer 503 with Retry-After within the bound, and recover by themselves', async () => {
    await pause('redis');
    const { res, ms } = await timed(api().get('/api/guide/varieties'));
    expect([res.status, res.body.message, res.headers['retry-after']]).toEqual([
      503,
      expect.stringMatching(UNAVAILABLE),
      expect.stringMatching(RETRY_AFTER),
    ]);
    expect(ms).toBeLessThan(BOUND_MS);
    resume();
    await waitFor(async () => (await api().get('/api/guide/varieties')).status === 200, {
      timeoutMs: 30_000,
      what: 'the guide to answer again',
    });
  });

  it('Kafka: sign-up answers 201 within the bound (the event waits in the outbox)', async () => {
    await pause('kafka');
    const { res, ms } = await timed(
      api()
        .post('/api/auth/register')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: uniqueEmail('paused-kafka'), password: `pw-${randomUUID()}` }),
    );
    expect(res.status).toBe(201);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('embeddings: recommendations answer 200 within the bound, ranked without embeddings', async () => {
    if (!systemInfo().pids.embeddings) return; // not installed here: nothing to pause
    const member = await registerMember();
    await pause('embeddings');
    const { res, ms } = await timed(
      api().post('/api/recommendations').set(bearer(member.accessToken)).send({ query: 'a bold shiraz for a barbecue' }),
    );
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('speech: a clip is refused at once with Retry-After once the gateway watch finds the sidecar silent', async () => {
    if (!systemInfo().pids.speech) return; // not installed here: nothing to pause
    const premium = await registerMember();
    try {
      await publishPlanChanged(premium.userId, 'premium');
      await waitFor(
        async () => (await api().get('/api/auth/user').set(bearer(premium.accessToken))).body.subscriptionPlan === 'premium',
        { what: 'the plan change' },
      );
    } finally {
      await closePlanEvents();
    }
    await pause('speech');
    // the gateway probes the sidecar every 5 s with a 2 s deadline, and confirms a failure a second later
    await new Promise((r) => setTimeout(r, 11_000));
    const clip = silentWav(1);
    const { res, ms } = await timed(
      api().post('/api/transcribe').set(bearer(premium.accessToken)).attach('audio', clip, 'clip.wav'),
    );
    expect([res.status, res.body.message, res.headers['retry-after']]).toEqual([
      503,
      expect.stringMatching(UNAVAILABLE),
      expect.stringMatching(RETRY_AFTER),
    ]);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
