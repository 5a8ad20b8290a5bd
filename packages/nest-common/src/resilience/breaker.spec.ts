import mongoose, { Schema } from 'mongoose';
import { Breaker, DeadlineExceededError, DependencyUnavailableError, RETRY_AFTER_SECONDS, withDeadline } from './breaker';
import { isDependencyOutage } from './outage';
import { storeBreakerPlugin } from './store-breaker';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function breaker(probe: () => Promise<boolean>, retryMs = 20): Breaker {
  return new Breaker({
    dependency: 'minio',
    message: 'Photo analysis is temporarily unavailable',
    probe,
    retryMs,
    probeTimeoutMs: 50,
  });
}

describe('withDeadline', () => {
  it('gives up at the deadline with an outage error, and aborts the call', async () => {
    let aborted = false;
    const started = Date.now();
    const err = await withDeadline('MinIO', 30, (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => undefined);
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeadlineExceededError);
    expect((err as Error).message).toBe('MinIO did not answer within 30 ms');
    expect(isDependencyOutage(err)).toBe(true);
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes a value or an error through', async () => {
    await expect(withDeadline('x', 1000, async () => 7)).resolves.toBe(7);
    await expect(withDeadline('x', 1000, async () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
  });
});

describe('Breaker', () => {
  it('opens on an outage, refuses at once with the message and Retry-After, and closes when the probe finds it back', async () => {
    let up = false;
    const b = breaker(async () => up);
    const hang = () => new Promise<never>(() => undefined);
    await expect(b.call('put', 20, hang)).rejects.toBeInstanceOf(DeadlineExceededError);
    // the failed call is confirmed by a probe at once
    for (let i = 0; i < 50 && !b.isOpen; i++) await sleep(5);
    expect(b.isOpen).toBe(true);

    const calls: number[] = [];
    const refused = await b.call('put', 1000, async () => calls.push(1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DependencyUnavailableError);
    expect(refused).toMatchObject({
      dependency: 'minio',
      message: 'Photo analysis is temporarily unavailable',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
    expect(isDependencyOutage(refused)).toBe(true);
    expect(calls).toEqual([]); // the dependency was not asked

    up = true;
    for (let i = 0; i < 50 && b.isOpen; i++) await sleep(10);
    expect(b.isOpen).toBe(false);
    await expect(b.call('put', 1000, async () => 'stored')).resolves.toBe('stored');
    b.stop();
  });

  it('does not open on a failure that is not an outage (a 404, a bad request)', async () => {
    const b = breaker(async () => true);
    await expect(
      b.call('stat', 1000, async () => Promise.reject(Object.assign(new Error('Not Found'), { code: 'NotFound' }))),
    ).rejects.toThrow('Not Found');
    expect(b.isOpen).toBe(false);
  });

  it('is fed by health: two failed checks in a row open it (one late probe on a busy CPU does not), a good one closes it', async () => {
    const b = breaker(() => new Promise<boolean>(() => undefined), 60_000);
    expect(await b.check()).toBe(false); // a probe that hangs counts as down
    expect(b.isOpen).toBe(false);
    b.report(true);
    b.report(false);
    expect(b.isOpen).toBe(false);
    expect(await b.check()).toBe(false);
    expect(b.isOpen).toBe(true);
    b.report(true);
    expect(b.isOpen).toBe(false);
    b.stop();
  });

  it('does not open on one late answer when the probe that follows finds the dependency up', async () => {
    const b = breaker(async () => true);
    await expect(b.call('put', 20, () => new Promise<never>(() => undefined))).rejects.toBeInstanceOf(DeadlineExceededError);
    await sleep(100);
    expect(b.isOpen).toBe(false);
    b.stop();
  });

  it('confirms a first failed probe soon, without waiting for the next watch', async () => {
    let up = true;
    const b = new Breaker({ dependency: 'speech', message: 'x', probe: async () => up, retryMs: 20, watchMs: 60_000 });
    up = false;
    await b.check();
    for (let i = 0; i < 50 && !b.isOpen; i++) await sleep(10);
    expect(b.isOpen).toBe(true);
    b.stop();
  });
});

describe('storeBreakerPlugin', () => {
  it('refuses model operations at once while the store is known to be down, but never the health probe', async () => {
    const b = breaker(async () => false, 60_000);
    const conn = mongoose.createConnection(); // never connected: an operation that got through would buffer
    const probeSchema = new Schema({ nonce: String }, { bufferTimeoutMS: 50 });
    conn.plugin(storeBreakerPlugin(b, [probeSchema]));
    const Wine = conn.model('Wine', new Schema({ name: String }, { bufferTimeoutMS: 50 }));
    const Probe = conn.model('Probe', probeSchema);
    b.report(false);
    b.report(false); // two checks in a row found the store down
    for (const op of [
      () => Wine.find({}).exec(),
      () => Wine.findOne({}).exec(),
      () => Wine.updateOne({}, { name: 'x' }).exec(),
      () => Wine.countDocuments({}).exec(),
      () => Wine.aggregate([{ $match: {} }]).exec(),
      () => new Wine({ name: 'x' }).save(),
    ]) {
      await expect(op()).rejects.toBeInstanceOf(DependencyUnavailableError);
    }
    // the probe's own schema goes to the store (and, unconnected here, times out buffering)
    await expect(Probe.findOne({}).exec()).rejects.toThrow(/buffering timed out/);
    b.report(true);
    await expect(Wine.findOne({}).exec()).rejects.toThrow(/buffering timed out/);
    b.stop();
    await conn.close();
  });
});
