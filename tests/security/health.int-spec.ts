// Issue item: health is cheap and says little. Anyone's GET /api/health gets the status alone,
// from a check a few seconds old (no service call, Kafka connection or MinIO request of its own),
// and is rate limited per address; what is down is told to the operator's bearer token only.
import mongoose from 'mongoose';
import { uniqueIp } from '../support/accounts';
import { api, operator, operatorHealth, TEST_STACK } from '../support/system';

/** The nonce identity wrote at its last health probe: it changes at every check that asks identity. */
async function lastProbe(): Promise<string | undefined> {
  const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
  try {
    const probe = await db.collection<{ _id: string; nonce: string }>('health_probes').findOne({ _id: 'probe' });
    return probe?.nonce;
  } finally {
    await db.close();
  }
}

describe('GET /api/health', () => {
  it('tells anyone the status only; the operator also what is down', async () => {
    const anyone = await api().get('/api/health').set('X-Forwarded-For', uniqueIp()).expect(200);
    expect(anyone.body).toEqual({ status: 'ok' });
    const forged = await api()
      .get('/api/health')
      .set('X-Forwarded-For', uniqueIp())
      .set('Authorization', 'Bearer not-the-operator-token-at-all')
      .expect(200);
    expect(forged.body).toEqual({ status: 'ok' });
    const operatorView = await operatorHealth().expect(200);
    expect(operatorView.body).toMatchObject({ status: 'ok', down: [], dependencies: { redis: 'up', kafka: 'up' } });
    expect(operator().Authorization).toMatch(/^Bearer .{24,}$/);
  });

  it('answers a flood of requests from one fresh check, asking no service again', async () => {
    await operatorHealth().expect(200);
    const nonce = await lastProbe();
    expect(nonce).toBeDefined();
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => api().get('/api/health').set('X-Forwarded-For', uniqueIp())),
    );
    expect(flood.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await lastProbe()).toBe(nonce);
  });

  it('limits one address, and keeps /api/health/live open', async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (let i = 0; i < 130; i++) answers.push((await api().get('/api/health').set('X-Forwarded-For', ip)).status);
    expect(answers.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(answers.slice(120)).toEqual(Array(10).fill(429));
    await api().get('/api/health').set('X-Forwarded-For', uniqueIp()).expect(200);
    await api().get('/api/health/live').set('X-Forwarded-For', ip).expect(200, { status: 'ok' });
  });
});
