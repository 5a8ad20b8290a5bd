// Gateway hardening: security headers, the server-side age gate, per-user limits.
import { bearer, registerAccount, registerMember } from '../../support/accounts';
import { api } from '../../support/system';

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/no-such-route'])('are on %s', async (path) => {
    const res = await api().get(path);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS only when the request came over HTTPS (through the trusted proxy)', async () => {
    const plain = await api().get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await api().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });
});

describe('server-side age gate', () => {
  // the cellar's uploads stand for every product route; the full list of guarded paths is unit-tested
  it('answers 403 Profile setup required on product routes until the profile is complete', async () => {
    const account = await registerAccount();
    const res = await api().get('/api/uploads').set(bearer(account.accessToken)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Profile setup required' });
    await api().put('/api/uploads/some-upload').set(bearer(account.accessToken)).send({}).expect(403);
    // account routes stay open: that is where the profile gets completed
    await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
  });

  it('opens product routes once the profile is set up, even for the access token issued before', async () => {
    const account = await registerAccount();
    await api().post('/api/profile/setup').set(bearer(account.accessToken)).send({ dateOfBirth: '1990-05-17' }).expect(200);
    const res = await api().get('/api/uploads').set(bearer(account.accessToken)).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('refuses product routes without a token with 401', async () => {
    await api().get('/api/uploads').expect(401);
  });

  it('a stored client-side profile does not help: the server keeps refusing an under-age date of birth', async () => {
    const account = await registerAccount();
    await api().post('/api/profile/setup').set(bearer(account.accessToken)).send({ dateOfBirth: '2015-01-01' }).expect(400);
    await api().get('/api/uploads').set(bearer(account.accessToken)).expect(403);
  });
});

describe('per-user limits on product routes', () => {
  it('limits changes to uploads per user per minute', async () => {
    const member = await registerMember();
    const results = await Promise.all(
      Array.from({ length: 35 }, () => api().put('/api/uploads/some-upload').set(bearer(member.accessToken)).send({})),
    );
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0].body.message).toMatch(/^Too many requests\. Please try again in (\d+ seconds|1 minute)\.$/);
    expect(results.filter((r) => r.status === 400)).toHaveLength(30);
  });
});

describe('the built SPA', () => {
  it('has no inline scripts and publishes no source maps', async () => {
    const index = await api().get('/').expect(200);
    const html = index.text;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body.trim()).toBe('');
    }
    const src = /<script[^>]*\ssrc="([^"]+)"/.exec(html)![1];
    const bundle = await api().get(src).expect(200);
    expect(bundle.text).not.toContain('sourceMappingURL');
    const map = await api().get(`${src}.map`);
    expect(map.headers['content-type'] ?? '').not.toMatch(/json/);
    expect(map.text).not.toContain('"mappings"');
  });
});
