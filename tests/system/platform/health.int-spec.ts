import mongoose from 'mongoose';
import { SERVICE_NAMES } from '@wine/contracts';
import { api, operatorHealth, killProcess, restartProcess, TEST_STACK, waitFor } from '../../support/system';

describe('gateway: health, routing and documentation', () => {
  it('reports redis, mongo, minio, kafka and every service up', async () => {
    const res = await operatorHealth().expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      down: [],
      dependencies: { redis: 'up', mongo: 'up', minio: 'up', kafka: 'up' },
      services: Object.fromEntries(SERVICE_NAMES.map((s) => [s, 'up'])),
    });
  });

  it('reaches every service over the Redis transport, each writing to and reading from its own database', async () => {
    const before = new Date(Date.now() - 1000);
    await operatorHealth().expect(200);
    for (const service of SERVICE_NAMES) {
      const connection = await mongoose.createConnection(TEST_STACK.mongoUrl(service)).asPromise();
      try {
        const probe = await connection
          .collection<{ _id: string; nonce: string; at: Date }>('health_probes')
          .findOne({ _id: 'probe' });
        expect(probe?.nonce).toMatch(/^[0-9a-f-]{36}$/);
        expect(probe!.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
      } finally {
        await connection.close();
      }
    }
  });

  it('answers 503 naming a service that is down, and 200 again once it is back', async () => {
    await killProcess('billing');
    const res = await operatorHealth().expect(503);
    expect(res.body).toMatchObject({ status: 'down', down: ['billing'], services: { billing: 'down', identity: 'up' } });
    await restartProcess('billing');
    await waitFor(async () => (await operatorHealth()).status === 200, { timeoutMs: 30_000, what: 'billing to be back' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await api().get('/api/no-such-thing').expect(404).expect('Content-Type', /json/);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.stringContaining('/api/no-such-thing') });
    await api().post('/api/health').expect(404);
  });

  it('rejects malformed JSON with a 400 that says so, never a 500', async () => {
    const res = await api().post('/api/photos').set('Content-Type', 'application/json').send('{"bad"');
    expect([400, 401]).toContain(res.status);
    const body = await api().post('/api/no-such-thing').set('Content-Type', 'application/json').send('{"bad"');
    expect(body.status).toBe(400);
    expect(body.body.message).toMatch(/JSON/);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    await api().get('/api/docs').expect(200).expect('Content-Type', /html/);
    const doc = await api().get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const health = doc.body.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(health).toEqual({ $ref: '#/components/schemas/PublicHealth' });
    expect(doc.body.components.schemas.PublicHealth.properties.status).toBeDefined();
    expect(doc.body.paths['/api/upload/analyze'].post.security).toEqual([{ bearer: [] }]);
  });

  it('serves the single-page app with history fallback for any non-/api path', async () => {
    const res = await api().get('/cellar/some/deep/link').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<div id="root">');
    await api().get('/api/cellar-does-not-exist').expect(404).expect('Content-Type', /json/);
  });
});
