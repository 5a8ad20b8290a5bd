import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { uniqueIp } from '../../support/accounts';
import { api, TEST_STACK } from '../../support/system';

// Each test speaks from its own client IP (trust proxy honours X-Forwarded-For from loopback),
// so the per-IP rate limits of one test never spill into another.

describe('content routes', () => {
  describe('GET /api/help-articles', () => {
    it('returns the 17 articles with caching headers, and 304 when unchanged', async () => {
      const res = await api().get('/api/help-articles').expect(200);
      expect(res.body).toHaveLength(17);
      expect(res.body[0]).toEqual({
        id: 1,
        category: 'App Usage',
        icon: expect.any(String),
        question: expect.any(String),
        answer: expect.any(String),
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers.etag).toBeTruthy();
      await api().get('/api/help-articles').set('If-None-Match', res.headers.etag).expect(304);
    });
  });

  describe('GET /api/guide/*', () => {
    it('returns the state groups with their regions (SA 11, NSW 6, VIC 10, WA 6, TAS 1)', async () => {
      const res = await api().get('/api/guide/regions').expect(200);
      expect(res.body.map((g: { state: string; regions: unknown[] }) => [g.state, g.regions.length])).toEqual([
        ['South Australia', 11],
        ['New South Wales', 6],
        ['Victoria', 10],
        ['Western Australia', 6],
        ['Tasmania', 1],
      ]);
      const barossa = res.body[0].regions[0];
      expect(barossa).toMatchObject({ id: 'barossa-valley', name: 'Barossa Valley' });
      expect(barossa.famousWineries[0]).toEqual({
        name: expect.any(String),
        specialty: expect.any(String),
        established: expect.any(String),
        description: expect.any(String),
      });
    });

    it('returns the grape varieties, the spec’s six first', async () => {
      const res = await api().get('/api/guide/varieties').expect(200);
      expect(res.body.slice(0, 6).map((v: { name: string }) => v.name)).toEqual([
        'Shiraz',
        'Cabernet Sauvignon',
        'Riesling',
        'Chardonnay',
        'Pinot Noir',
        'Semillon',
      ]);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('POST /api/contact', () => {
    const valid = { name: 'Sam Citizen', email: 'Sam@Example.com ', subject: 'Launch', message: 'When do you launch in Perth?' };

    it('stores a valid message and answers with JSON', async () => {
      const ip = uniqueIp();
      const res = await api().post('/api/contact').set('X-Forwarded-For', ip).send(valid).expect(201);
      expect(res.body).toEqual({
        success: true,
        id: expect.any(String),
        message: "Thanks for reaching out. We'll get back to you within 24 hours.",
      });
      const db = await mongoose.createConnection(TEST_STACK.mongoUrl('content')).asPromise();
      try {
        const stored = await db.collection('contact_messages').findOne({ _id: new mongoose.Types.ObjectId(res.body.id) });
        // e-mailed to support through the test system's SMTP server (contact-email.int-spec.ts reads it)
        expect(stored).toMatchObject({ name: 'Sam Citizen', email: 'sam@example.com', subject: 'Launch', delivery: 'sent' });
      } finally {
        await db.close();
      }
    });

    it('accepts a message without a subject', async () => {
      await api()
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp())
        .send({ ...valid, subject: undefined })
        .expect(201);
    });

    it.each([
      ['name', { name: '' }, 'name is required'],
      ['name', { name: '   ' }, 'name is required'],
      ['email', { email: undefined }, 'email is required'],
      ['email', { email: 'not-an-email' }, 'email must be a valid e-mail address'],
      ['message', { message: '' }, 'message is required'],
      ['message', { message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
      ['subject', { subject: 's'.repeat(151) }, 'subject must be at most 150 characters'],
      ['name', { name: 42 }, 'name'],
    ])('rejects a bad %s with a 400 naming it', async (_field, change, message) => {
      const res = await api()
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp())
        .send({ ...valid, ...change })
        .expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('rejects an oversized body with 413, not 500', async () => {
      const res = await api()
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp())
        .send({ ...valid, message: 'x'.repeat(200_000) })
        .expect(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
    });

    it('limits each IP to 5 messages in 15 minutes with a 429 saying when to retry', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 5; i++) await api().post('/api/contact').set('X-Forwarded-For', ip).send(valid).expect(201);
      const res = await api().post('/api/contact').set('X-Forwarded-For', ip).send(valid).expect(429);
      expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      await api().post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(valid).expect(201);
    });
  });

  describe('POST /api/email-signup', () => {
    it('stores an address once, trimmed and lower-cased, and a repeat is still a success', async () => {
      const email = `wait-${randomUUID()}@example.com`;
      const ip = uniqueIp();
      const first = await api()
        .post('/api/email-signup')
        .set('X-Forwarded-For', ip)
        .send({ email: `  ${email.toUpperCase()} ` })
        .expect(200);
      expect(first.body).toEqual({
        success: true,
        message: "Thanks for joining our waitlist! We'll notify you when the product launches.",
      });
      const again = await api().post('/api/email-signup').set('X-Forwarded-For', ip).send({ email }).expect(200);
      expect(again.body.success).toBe(true);
      const db = await mongoose.createConnection(TEST_STACK.mongoUrl('content')).asPromise();
      try {
        expect(await db.collection('waitlist_signups').countDocuments({ email })).toBe(1);
      } finally {
        await db.close();
      }
    });

    it.each([[{}], [{ email: '' }], [{ email: 'nope' }], [{ email: 7 }]])(
      'rejects %j with a 400 naming the email',
      async (body) => {
        const res = await api().post('/api/email-signup').set('X-Forwarded-For', uniqueIp()).send(body).expect(400);
        expect(res.body.message).toMatch(/^email/);
      },
    );
  });
});
